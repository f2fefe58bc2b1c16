/** Small styled building blocks shared by the shell, blocks and flows. */
import { createContext, useContext, type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** True below a Container: a nested one adds no second max width or inline padding. */
const InsideContainer = createContext(false);

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** content: the header's width (default); reading: a narrower column for long text. */
  width?: 'content' | 'reading';
}

/**
 * The one content column of the site: the header, the footer, every block and every screen line up
 * on it at every width, in both directions. Full-bleed bands (a Hero's background) put their content
 * in a Container; a Container inside another one is a plain box, so blocks nested in a Section or a
 * dashboard keep the same edges instead of indenting twice.
 */
export function Container({ width = 'content', children, ...rest }: ContainerProps) {
  const inside = useContext(InsideContainer);
  if (inside) return <div {...rest}>{children}</div>;
  return (
    <InsideContainer.Provider value>
      <ContainerBox $width={width} {...rest}>
        {children}
      </ContainerBox>
    </InsideContainer.Provider>
  );
}

const ContainerBox = styled.div<{ $width: 'content' | 'reading' }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ theme, $width }) => theme.width[$width]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.gutter};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-inline: ${({ theme }) => theme.space.gutterWide};
  }
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.target};
  min-width: ${({ theme }) => theme.target};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  cursor: pointer;
  border: 2px solid transparent;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  ${buttonBase}
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
        `
      : $variant === 'secondary'
        ? css`
            background: transparent;
            color: ${theme.color.primary};
            border-color: ${theme.color.primary};
          `
        : css`
            background: transparent;
            color: inherit;
          `}
`;

export const ButtonLink = styled.a`
  ${buttonBase}
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
`;

/**
 * grid-template-columns that fills its rows: as many columns as fit (each at least `minWidth`, one on
 * a phone), at most `max` of them, and no empty trailing column when there are fewer items than fit
 * (auto-fit collapses unused tracks). `gap` must be the grid's column gap when `max` is given.
 */
export function fillingColumns(minWidth: string, max?: number, gap = '0px'): string {
  const track = max ? `max(min(100%, ${minWidth}), (100% - ${max - 1} * ${gap}) / ${max})` : `min(100%, ${minWidth})`;
  return `repeat(auto-fit, minmax(${track}, 1fr))`;
}
