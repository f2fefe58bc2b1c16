import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api/client';
import { a11yOptionNames, type A11yOption, type A11yPreferences } from '@/lib/accessibility/options';
import { applyPreferences, cycle, readPreferences, resetPreferences } from '@/lib/accessibility/preferences';
import { toLocale } from '@/lib/locales';
import { syncCursorTools } from './cursor-tools';
import { classed } from '@/ui/classed';
import styles from './A11yPanel.module.css';

export interface A11yPanelProps {
  id: string;
  /** Closes the panel and returns the focus to the button. */
  onClose: () => void;
}

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The label key (pageData `accessibility-settings`) of an option's value. */
export function valueLabelKey(name: A11yOption, value: string): string {
  if (value === 'off') return 'off';
  if (name === 'text-size') return `textSize.${{ 'text-base': 'medium', 'text-lg': 'large', 'text-xl': 'xlarge', 'text-sm': 'small' }[value] ?? 'medium'}`;
  if (name === 'text-spacing') return `textSpacing.${value.replace('-spacing', '')}`;
  return `${camel(name)}.${value}`;
}

/**
 * The accessibility settings (loaded on first use by A11yButton), a non-modal dialog that takes the
 * focus when it opens (its Close button, the first of its controls): one button per preference, each
 * press moves it to its next value (wrapping to off), applied and stored at once and announced in a
 * polite live region; Reset puts everything back. Labels come from the page data
 * `accessibility-settings` in the page's language (the bundled messages stand in until they arrive,
 * or if the call fails).
 */
export function A11yPanel({ id, onClose }: A11yPanelProps) {
  const locale = toLocale(useLocale());
  const t = useTranslations('accessibility');
  const w = useTranslations('a11yWidget');
  const headingId = useId();
  const [labels, setLabels] = useState<Record<string, string> | null>(null);
  const [prefs, setPrefs] = useState<A11yPreferences>(readPreferences);
  const [said, setSaid] = useState('');
  const closeRef = useRef<HTMLButtonElement>(null);

  // Opened: the focus moves in (A11yButton gives it back on close).
  useEffect(() => closeRef.current?.focus(), []);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<Record<string, string>>('/api/v1/pageData', { query: { uri: 'accessibility-settings' }, lang: locale, signal: controller.signal })
      .then((reply) => {
        if (reply.success && reply.data) setLabels(reply.data);
      })
      .catch(() => undefined); // the bundled messages stay
    return () => controller.abort();
  }, [locale]);

  const label = (key: string) => labels?.[key] ?? t(key);

  const change = (name: A11yOption) => {
    const next = cycle(prefs, name);
    applyPreferences(next);
    syncCursorTools();
    setPrefs(next);
    setSaid(w('changed', { option: label(`${camel(name)}.label`), value: label(valueLabelKey(name, next[name])) }));
  };
  const reset = () => {
    setPrefs(resetPreferences());
    syncCursorTools();
    setSaid(w('resetDone'));
  };

  return (
    <Panel id={id} role="dialog" aria-labelledby={headingId} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <Head>
        <h2 id={headingId}>{label('title')}</h2>
        <button ref={closeRef} type="button" onClick={onClose}>
          {label('close')}
        </button>
      </Head>
      <p className="hint">{w('hint')}</p>
      <ul>
        {a11yOptionNames.map((name) => (
          <li key={name}>
            <button type="button" data-option={name} data-value={prefs[name]} onClick={() => change(name)}>
              <span>{label(`${camel(name)}.label`)}</span>
              <span className="value">{label(valueLabelKey(name, prefs[name]))}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="reset" onClick={reset}>
        {label('reset')}
      </button>
      <p className="status" role="status" aria-live="polite">
        {said}
      </p>
    </Panel>
  );
}

const Panel = classed.div(styles.Panel);

const Head = classed.div(styles.Head);
