
import { classed } from '@/ui/classed';
import styles from './Steps.module.css';

export interface StepsProps {
  /** Optional heading above the steps (h2). */
  title: string;
  steps: { title: string; text: string }[];
}

/** Numbered instructions (tutorials): an ordered list, so screen readers announce "1 of 4". */
export function Steps({ title, steps }: StepsProps) {
  if (steps.length === 0) return null;
  return (
    <Root>
      {title && <h2>{title}</h2>}
      <List>
        {steps.map((step, index) => (
          <li key={index}>
            <h3>{step.title}</h3>
            {step.text && <p>{step.text}</p>}
          </li>
        ))}
      </List>
    </Root>
  );
}

const Root = classed.div(styles.Root);

/* The numbers are drawn from a CSS counter in a circle; the list stays an <ol> for assistive technology. */
const List = classed.ol(styles.List);
