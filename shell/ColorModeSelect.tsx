import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useBrowserValue } from '@/ui/hooks';
import { colorModePreferences, readColorModePreference, type ColorModePreference } from '@/lib/theme/color-mode-preference';
import { classed } from '@/ui/classed';
import styles from './ColorModeSelect.module.css';

// Applying a mode is code only a change needs: it loads then (every page shows this select).
const colorMode = () => import('@/lib/theme/color-mode');

/** Light, dark or follow the system; disabled when the page forces a mode. */
export function ColorModeSelect({ forced }: { forced?: 'light' | 'dark' }) {
  const t = useTranslations('colorMode');
  const id = useId();
  const stored = useBrowserValue(readColorModePreference, 'system');
  const [chosen, setChosen] = useState<ColorModePreference | null>(null);
  const preference = chosen ?? stored;

  useEffect(() => {
    // "system" follows the operating system's setting as it changes.
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const onChange = () => void colorMode().then((m) => m.applyColorModePreference(readColorModePreference()));
    media?.addEventListener('change', onChange);
    return () => media?.removeEventListener('change', onChange);
  }, []);

  return (
    <Field>
      <label htmlFor={id}>{t('label')}</label>
      <select
        id={id}
        value={forced ?? preference}
        disabled={Boolean(forced)}
        onChange={(event) => {
          const next = event.target.value as ColorModePreference;
          setChosen(next);
          void colorMode().then((m) => m.chooseColorMode(next));
        }}
      >
        {colorModePreferences.map((mode) => (
          <option key={mode} value={mode}>
            {t(mode)}
          </option>
        ))}
      </select>
    </Field>
  );
}

const Field = classed.div(styles.Field);
