/**
 * The stored colour-mode choice, all the footer's select needs on every page (applying a choice is in
 * ./color-mode.ts, loaded when one is made).
 */
import { storageKeys } from '../storage-keys';

const COLOR_MODE_STORAGE_KEY = storageKeys.colorMode;

export type ColorModePreference = 'system' | 'light' | 'dark';
export const colorModePreferences: ColorModePreference[] = ['system', 'light', 'dark'];

export function readColorModePreference(): ColorModePreference {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}
