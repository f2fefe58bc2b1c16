/**
 * The accessibility preferences (spec section 3) and their values, in the order a press cycles
 * through them: the first is the default ("off"; text-base / light-spacing for text size and spacing,
 * spec section 5). Each is stored in local storage as `accessibility-<name>` and shown on <html> as
 * `data-a11y-<name>` (only when not the default), where lib/theme/accessibility.css styles it.
 * The inline script in lib/theme/color-mode-script.ts applies the stored ones before the first paint.
 */
export const a11yOptions = {
  theme: ['off', 'light', 'dark', 'invert'],
  'text-size': ['text-base', 'text-lg', 'text-xl', 'text-sm'],
  'text-spacing': ['light-spacing', 'moderate-spacing', 'heavy-spacing'],
  'hide-visuals': ['off', 'on'],
  'reading-mode': ['off', 'on'],
  'big-cursor': ['off', 'on'],
  'reading-mask': ['off', 'on'],
  'reading-guide': ['off', 'on'],
  'line-height': ['off', 'x1_5', 'x1_75', 'x2'],
  'text-align': ['off', 'start', 'center', 'justify'],
  saturation: ['off', 'high', 'low', 'desaturate'],
  'color-palette': ['off', 'protanopia', 'deuteranopia', 'tritanopia'],
} as const;

export type A11yOption = keyof typeof a11yOptions;
export type A11yPreferences = { [K in A11yOption]: (typeof a11yOptions)[K][number] };

export const a11yOptionNames = Object.keys(a11yOptions) as A11yOption[];

/** The cursor tools: at most one is on (spec section 4). */
export const cursorTools = ['big-cursor', 'reading-mask', 'reading-guide'] as const satisfies readonly A11yOption[];
