/** Widths where the layout changes (min-width media queries); the stylesheets write the same values. */
export const breakpoint = { md: '768px', lg: '1024px' } as const;
