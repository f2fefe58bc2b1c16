import type { ReactNode } from 'react';
import { Container } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './Section.module.css';

export interface SectionProps {
  /** Optional heading of the section (h2). */
  title: string;
  /** Anchor so menus can link to `#anchor`. */
  anchor: string;
  background: 'none' | 'surface' | 'brand';
  spacing: 'small' | 'medium' | 'large';
  /** Slot: the blocks inside the section. */
  content?: ReactNode;
}

/** A full-width band that groups blocks, with an optional heading and background. */
export function Section({ title, anchor, background, spacing, content }: SectionProps) {
  return (
    <Band id={anchor || undefined} $background={background} $spacing={spacing} aria-label={title || undefined}>
      <Container>
        {title && <h2>{title}</h2>}
        {content}
      </Container>
    </Band>
  );
}

const Band = classed.section<{ $background: SectionProps['background']; $spacing: SectionProps['spacing'] }>(styles.Band, {
  '--section-band-padding-block': ({ $spacing }) => ($spacing === 'small' ? '16px' : $spacing === 'large' ? '64px' : '40px'),
}, ({ $background }) => ($background === 'surface' || $background === 'brand') && styles[$background]);
