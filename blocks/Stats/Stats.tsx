
import { classed } from '@/ui/classed';
import styles from './Stats.module.css';

export interface StatsProps {
  /** `value` is shown as written (e.g. "+5M", "99.9%", "24/7"); figures stay left to right in Arabic and Kurdish. */
  items: { value: string; label: string }[];
}

/** Arabic-script letters (Arabic, Kurdish) and Hebrew. */
const RTL_LETTERS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Figures ("+5,000,000", "99.9%", "4G") read left to right in every language; a value written with
 * words of a right-to-left language ("9 ملايين") reads right to left.
 */
function valueDirection(value: string): 'ltr' | 'rtl' {
  return RTL_LETTERS.test(value) ? 'rtl' : 'ltr';
}

/** Key figures in a row: a large value above a short label. */
export function Stats({ items }: StatsProps) {
  if (items.length === 0) return null;
  return (
    <List>
      {items.map((item, index) => (
        <li key={index}>
          {/* Isolated (bdi): "+5,000,000" or "99.9%" keep their order in right-to-left text. */}
          <Value dir={valueDirection(item.value)}>{item.value}</Value>
          <Label>{item.label}</Label>
        </li>
      ))}
    </List>
  );
}

const List = classed.ul(styles.List);

const Value = classed.bdi(styles.Value);

const Label = classed.span(styles.Label);
