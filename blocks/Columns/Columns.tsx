import type { ReactNode } from 'react';
import { classed } from '@/ui/classed';
import styles from './Columns.module.css';

export interface ColumnsProps {
  /** Share of the width: start column to end column. */
  ratio: '1:1' | '2:1' | '1:2';
  align: 'start' | 'center';
  /** Slot: blocks of the first column (right in Arabic and Kurdish, left in English). */
  start?: ReactNode;
  /** Slot: blocks of the second column. */
  end?: ReactNode;
}

const templates: Record<ColumnsProps['ratio'], string> = { '1:1': '1fr 1fr', '2:1': '2fr 1fr', '1:2': '1fr 2fr' };

/** Two columns side by side on wide screens, stacked on phones. */
export function Columns({ ratio, align, start, end }: ColumnsProps) {
  return (
    <Grid $template={templates[ratio]} $align={align}>
      <div>{start}</div>
      <div>{end}</div>
    </Grid>
  );
}

const Grid = classed.div<{ $template: string; $align: ColumnsProps['align'] }>(styles.Grid, {
  '--columns-grid-align-items': ({ $align }) => $align,
  '--columns-grid-grid-template-columns': ({ $template }) => $template,
});
