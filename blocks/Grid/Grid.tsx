import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface GridProps {
  /** Columns on wide screens; phones always show one column, tablets at most two. */
  columns: 2 | 3 | 4;
  gap: 'small' | 'medium' | 'large';
  /** Slot: the blocks laid out in the grid, in reading order. */
  items?: ReactNode;
}

/** Blocks side by side in equal columns: one column on phones, two on tablets, `columns` on wide screens. */
export function Grid({ columns, gap, items }: GridProps) {
  if (!items) return null;
  return (
    <Layout $columns={columns} $gap={gap} data-columns={columns}>
      {items}
    </Layout>
  );
}

const Layout = styled.div<{ $columns: GridProps['columns']; $gap: GridProps['gap'] }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap }) => ($gap === 'small' ? theme.space.sm : $gap === 'large' ? theme.space.xl : theme.space.lg)};
  margin-block: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;
