import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fillingColumns } from '@/ui/primitives';

export interface PlanGridProps {
  /** Heading above the plans (h2); empty for none. */
  title: string;
  /** Slot: PlanCard blocks. */
  plans?: ReactNode;
}

/** Plans side by side: as many columns as fit (one on phones), cards of equal height. */
export function PlanGrid({ title, plans }: PlanGridProps) {
  if (!title && !plans) return null;
  return (
    <Wrapper>
      {title && <h2>{title}</h2>}
      {plans && <Grid>{plans}</Grid>}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  margin-block: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: ${fillingColumns('260px')};
  gap: ${({ theme }) => theme.space.lg};
  align-items: stretch;
`;
