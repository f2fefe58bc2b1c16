/**
 * The light and dark colour palettes. The browser gets them as CSS variables (colors.css, tested equal
 * to these), so this module stays out of the pages' JavaScript; screens that need the values import it.
 */
import { brand } from '../brand';

const lightPalette = {
  bg: '#ffffff',
  surface: '#f5f3f8',
  surfaceRaised: '#ffffff',
  text: '#1d1b22',
  textMuted: '#55505e',
  border: '#d9d4e0',
  primary: brand.colors.primary,
  primaryText: brand.colors.primaryContrast,
  link: '#5b2a86',
  accent: brand.colors.accent,
  /** Text on an accent background. */
  accentText: '#ffffff',
  success: brand.colors.success,
  danger: brand.colors.danger,
  focus: '#1a66d6',
  overlay: 'rgba(20, 16, 28, 0.6)',
};

type Palette = Record<keyof typeof lightPalette, string>;
const light: Palette = lightPalette;

const dark: Palette = {
  bg: '#14111a',
  surface: '#1f1b27',
  surfaceRaised: '#2a2534',
  text: '#f3f0f7',
  textMuted: '#c2bccc',
  border: '#4a4356',
  primary: '#b890e0',
  primaryText: '#14111a',
  link: '#cfb2ee',
  accent: '#ff6b81',
  accentText: '#14111a',
  success: '#5fd38d',
  danger: '#ff7b8a',
  focus: '#7fb0ff',
  overlay: 'rgba(0, 0, 0, 0.7)',
};

export type ColorName = keyof Palette;
export const palettes = { light, dark };
