import type { ReactNode } from 'react';
import { fillingColumns } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './Grid.module.css';

export interface GridProps {
  /** Most columns on wide screens; narrower screens show as many as fit (one on phones). */
  columns: 2 | 3 | 4;
  gap: 'small' | 'medium' | 'large';
  /** Slot: the blocks laid out in the grid, in reading order. */
  items?: ReactNode;
}

/**
 * Blocks side by side in equal columns: as many as fit (one on phones), at most `columns`, and the row
 * is filled (three items in a four-column grid share the width instead of leaving a gap).
 */
export function Grid({ columns, gap, items }: GridProps) {
  if (!items) return null;
  return (
    <Layout $columns={columns} $gap={gap} data-columns={columns}>
      {items}
    </Layout>
  );
}

/** The theme's spaces sm, lg and xl. */
const gaps = { small: '8px', medium: '24px', large: '40px' } as const;

const Layout = classed.div<{ $columns: GridProps['columns']; $gap: GridProps['gap'] }>(styles.Layout, {
  '--grid-layout-gap': ({ $gap }) => gaps[$gap],
  '--grid-layout-grid-template-columns': ({ $gap, $columns }) => fillingColumns('220px', $columns, gaps[$gap]),
});
