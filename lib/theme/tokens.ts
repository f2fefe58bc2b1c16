/**
 * Theme tokens: brand colours, spacing, type scale. The stylesheets (`*.module.css`, lib/theme/*.css)
 * write these values; CSS Modules cannot import them, so this file is their reference, and tests keep
 * colors.css, base.css and the colours the stylesheets use in line with it. Colours are CSS variables
 * (colors.css), so the colour mode (light / dark) switches them without re-rendering.
 */
import { breakpoint } from './breakpoints';
import type { ColorName } from './palettes';

export type { ColorName } from './palettes';

// The palettes reach the browser as CSS variables in lib/theme/colors.css (no JavaScript); a test keeps
// that file equal to them. `theme.color.x` is `var(--color-x)`.
const colorNames: readonly ColorName[] = ['bg', 'surface', 'surfaceRaised', 'text', 'textMuted', 'border', 'primary', 'primaryText', 'link', 'accent', 'accentText', 'success', 'danger', 'focus', 'overlay'];

export const theme = {
  color: Object.fromEntries(colorNames.map((name) => [name, `var(--color-${name})`])) as Record<ColorName, string>,
  space: {
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '40px',
    xxl: '64px',
    /** Inline padding of the content column (ui/primitives Container): phones, then from `md` up. */
    gutter: '16px',
    gutterWide: '24px',
  },
  font: {
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem', hero: 'clamp(1.75rem, 4vw, 2.75rem)' },
    weight: { regular: 400, bold: 700 },
    lineHeight: 1.6,
  },
  radius: { sm: '6px', md: '12px', pill: '999px' },
  /** Max widths of the content column, padding included; `reading` for long text (blog posts). */
  width: { content: '1248px', reading: '808px' },
  breakpoint,
  shadow: '0 8px 24px rgba(20, 16, 28, 0.16)',
  /** Minimum target size (WCAG 2.2 target size: at least 24px; we use 44 for touch comfort). */
  target: '44px',
} as const;

export type Theme = typeof theme;
