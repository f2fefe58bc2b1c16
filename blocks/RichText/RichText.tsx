import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { labelTableCells, stackedTableCss } from '@/ui/stacked-table';

export interface RichTextProps {
  /** Sanitised HTML: the server cleans it with an allowlist before any page gets it. */
  html: string;
  width: 'narrow' | 'full';
}

/** Formatted text written in the editor. */
export function RichText({ html, width }: RichTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Tables get their column names on each cell, so phones can show them as labelled stacked rows.
  useEffect(() => {
    ref.current?.querySelectorAll('table').forEach(labelTableCells);
  }, [html]);
  if (!html) return null;
  return <Prose ref={ref} $narrow={width === 'narrow'} dangerouslySetInnerHTML={{ __html: html }} />;
}

const Prose = styled.div<{ $narrow: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '72ch' : 'none')};
  margin-block: ${({ theme }) => theme.space.md};
  h2,
  h3,
  h4 {
    line-height: 1.3;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
  }
  ${stackedTableCss}
  blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  }
  iframe {
    width: 100%;
    aspect-ratio: 16 / 9;
    height: auto;
    border: 0;
  }
`;
