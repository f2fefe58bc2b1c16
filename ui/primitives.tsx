/** Small styled building blocks shared by the shell, blocks and flows. */
import { createContext, useContext, type HTMLAttributes } from 'react';
import { classed } from '@/ui/classed';
import styles from './primitives.module.css';

export const VisuallyHidden = classed.span(styles.VisuallyHidden);

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

const ContainerBox = classed.div<{ $width: 'content' | 'reading' }>(styles.ContainerBox, null, ({ $width }) => styles[$width]);

export const Button = classed.button<{ $variant?: 'primary' | 'secondary' | 'ghost' }>(styles.Button, null, ({ $variant = 'primary' }) => styles[$variant]);

export const ButtonLink = classed.a(styles.ButtonLink);

/**
 * grid-template-columns that fills its rows: as many columns as fit (each at least `minWidth`, one on
 * a phone), at most `max` of them, and no empty trailing column when there are fewer items than fit
 * (auto-fit collapses unused tracks). `gap` must be the grid's column gap when `max` is given.
 */
export function fillingColumns(minWidth: string, max?: number, gap = '0px'): string {
  const track = max ? `max(min(100%, ${minWidth}), (100% - ${max - 1} * ${gap}) / ${max})` : `min(100%, ${minWidth})`;
  return `repeat(auto-fit, minmax(${track}, 1fr))`;
}
