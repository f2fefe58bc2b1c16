import type { ReactNode } from 'react';
import { classed } from '@/ui/classed';
import styles from './PlanGrid.module.css';

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

const Wrapper = classed.section(styles.Wrapper);

const Grid = classed.div(styles.Grid);
