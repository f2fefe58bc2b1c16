/** Colour mode: system, light or dark, stored in local storage (spec section 4). */
import { storageKeys } from '../storage-keys';
import type { ColorModePreference } from './color-mode-preference';

// Not imported from ./color-mode-script: that module builds the inline script, which must stay out of
// the pages' JavaScript.
const COLOR_MODE_STORAGE_KEY = storageKeys.colorMode;

export { colorModePreferences, readColorModePreference, type ColorModePreference } from './color-mode-preference';

export function resolveColorMode(preference: ColorModePreference, prefersDark: boolean): 'light' | 'dark' {
  return preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;
}

/** Stores the preference and applies it, unless the page forces a mode. */
export function applyColorModePreference(preference: ColorModePreference): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // storage may be unavailable (private mode); the choice still applies to this page
  }
  const root = document.documentElement;
  const forced = root.getAttribute('data-force-color-mode');
  const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  // The accessibility widget's colours light or dark win like a forced mode (lib/accessibility).
  const a11y = root.getAttribute('data-a11y-theme');
  const fixed = forced === 'light' || forced === 'dark' ? forced : a11y === 'light' || a11y === 'dark' ? a11y : null;
  const mode = fixed ?? resolveColorMode(preference, prefersDark);
  root.setAttribute('data-color-mode', mode);
  root.style.colorScheme = mode;
}

/** The footer's choice: the latest choice wins, so the accessibility widget's light or dark colours give way. */
export function chooseColorMode(preference: ColorModePreference): void {
  const root = document.documentElement;
  if (/^(light|dark)$/.test(root.getAttribute('data-a11y-theme') ?? '')) {
    root.removeAttribute('data-a11y-theme');
    try {
      window.localStorage.removeItem(`${storageKeys.accessibilityPrefix}theme`);
    } catch {
      // storage unavailable: the choice applies to this page
    }
  }
  applyColorModePreference(preference);
}
