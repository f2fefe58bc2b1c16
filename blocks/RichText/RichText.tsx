import { useEffect, useRef } from 'react';
import { labelTableCells } from '@/ui/stacked-table';
import { classed } from '@/ui/classed';
import styles from './RichText.module.css';

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

const Prose = classed.div<{ $narrow: boolean }>(styles.Prose, {
  '--rich-text-prose-max-width': ({ $narrow }) => ($narrow ? '72ch' : 'none'),
});
