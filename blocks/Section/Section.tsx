import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '@/ui/primitives';

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

const Band = styled.section<{ $background: SectionProps['background']; $spacing: SectionProps['spacing'] }>`
  padding-block: ${({ theme, $spacing }) => ($spacing === 'small' ? theme.space.md : $spacing === 'large' ? theme.space.xxl : theme.space.xl)};
  scroll-margin-top: 80px;
  ${({ theme, $background }) =>
    $background === 'surface'
      ? css`
          background: ${theme.color.surface};
        `
      : $background === 'brand'
        ? css`
            background: ${theme.color.primary};
            color: ${theme.color.primaryText};
            a {
              color: inherit;
            }
          `
        : ''}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;
