import styled from 'styled-components';

export interface HeadingProps {
  text: string;
  /** h2 to h4: the page's h1 belongs to a Hero or to the page. */
  level: 2 | 3 | 4;
  align: 'start' | 'center';
  /** Optional line under the heading. */
  subtitle: string;
}

const sizes = { 2: 'xxl', 3: 'xl', 4: 'lg' } as const;

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

const Wrapper = styled.div<{ $align: HeadingProps['align']; $size: (typeof sizes)[HeadingProps['level']] }>`
  margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  text-align: ${({ $align }) => $align};
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme, $size }) => theme.font.size[$size]};
    line-height: 1.3;
  }
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
