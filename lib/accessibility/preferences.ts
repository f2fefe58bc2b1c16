/**
 * Reading, cycling, applying and resetting the accessibility preferences in the browser. Loaded with
 * the widget's panel (on first use), never with the page: the inline script applies stored
 * preferences on load.
 */
import { readColorModePreference, resolveColorMode } from '../theme/color-mode';
import { storageKeys } from '../storage-keys';
import { a11yOptionNames, a11yOptions, cursorTools, type A11yOption, type A11yPreferences } from './options';

export const storageKeyOf = (name: A11yOption) => `${storageKeys.accessibilityPrefix}${name}`;

export const defaultPreferences = Object.fromEntries(a11yOptionNames.map((name) => [name, a11yOptions[name][0]])) as A11yPreferences;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // private mode or blocked storage: the choices still apply to this page
  }
}

/** The stored preferences; a missing or unknown stored value is the default (text-base, light-spacing, off). */
export function readPreferences(): A11yPreferences {
  const store = storage();
  const out = { ...defaultPreferences } as Record<A11yOption, string>;
  for (const name of a11yOptionNames) {
    const stored = store?.getItem(storageKeyOf(name));
    if (stored && (a11yOptions[name] as readonly string[]).includes(stored)) out[name] = stored;
  }
  return out as A11yPreferences;
}

/**
 * The next value of one option, wrapping to the first (off); turning a cursor tool on turns the
 * other cursor tools off.
 */
export function cycle(prefs: A11yPreferences, name: A11yOption): A11yPreferences {
  const values = a11yOptions[name] as readonly string[];
  const next = values[(values.indexOf(prefs[name]) + 1) % values.length];
  const out = { ...prefs, [name]: next } as Record<A11yOption, string>;
  if ((cursorTools as readonly string[]).includes(name) && next !== 'off') {
    for (const tool of cursorTools) if (tool !== name) out[tool] = 'off';
  }
  return out as A11yPreferences;
}

/** The colour mode the page shows: a forced one, else the accessibility theme light/dark, else the colour-mode preference. */
function applyColorMode(theme: A11yPreferences['theme']): void {
  const root = document.documentElement;
  const forced = root.getAttribute('data-force-color-mode');
  const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const mode =
    forced === 'light' || forced === 'dark' ? forced : theme === 'light' || theme === 'dark' ? theme : resolveColorMode(readColorModePreference(), prefersDark);
  root.setAttribute('data-color-mode', mode);
  root.style.colorScheme = mode;
}

/** Shows the preferences on <html> and stores them (a default value is removed from storage, not stored). */
export function applyPreferences(prefs: A11yPreferences): void {
  const root = document.documentElement;
  const store = storage();
  for (const name of a11yOptionNames) {
    const value = prefs[name];
    if (value === a11yOptions[name][0]) {
      root.removeAttribute(`data-a11y-${name}`);
      store?.removeItem(storageKeyOf(name));
    } else {
      root.setAttribute(`data-a11y-${name}`, value);
      store?.setItem(storageKeyOf(name), value);
    }
  }
  applyColorMode(prefs.theme);
}

/** Every option back to its default, and no stored accessibility value left. */
export function resetPreferences(): A11yPreferences {
  applyPreferences(defaultPreferences);
  const store = storage();
  if (store) {
    for (let i = store.length - 1; i >= 0; i -= 1) {
      const key = store.key(i);
      if (key?.startsWith(storageKeys.accessibilityPrefix)) store.removeItem(key);
    }
  }
  return defaultPreferences;
}
