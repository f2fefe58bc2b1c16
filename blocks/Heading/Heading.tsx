
import { classed } from '@/ui/classed';
import styles from './Heading.module.css';

export interface HeadingProps {
  text: string;
  /** h2 to h4: the page's h1 belongs to a Hero or to the page. */
  level: 2 | 3 | 4;
  align: 'start' | 'center';
  /** Optional line under the heading. */
  subtitle: string;
}

/** The theme's font sizes xxl, xl and lg. */
const sizes = { 2: '2rem', 3: '1.5rem', 4: '1.25rem' } as const;

/** A heading (h2 to h4) with an optional subtitle. */
export function Heading({ text, level, align, subtitle }: HeadingProps) {
  if (!text.trim()) return null;
  const Tag = `h${level}` as const;
  return (
    <Wrapper $align={align} $size={sizes[level]}>
      <Tag>{text}</Tag>
      {subtitle && <p>{subtitle}</p>}
    </Wrapper>
  );
}

const Wrapper = classed.div<{ $align: HeadingProps['align']; $size: (typeof sizes)[HeadingProps['level']] }>(styles.Wrapper, {
  '--heading-wrapper-text-align': ({ $align }) => $align,
  '--heading-wrapper-font-size': ({ $size }) => $size,
});
