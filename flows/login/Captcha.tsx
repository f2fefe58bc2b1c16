/**
 * The security check asked only after failed sign-ins (design.md sections 7, 8 and 10): a proof-of-work
 * captcha, ALTCHA's `altcha-widget`. The person ticks "I am not a robot"; the device then does about a
 * second of work (a challenge from POST /api/v1/captcha) and the widget hands over the payload, which
 * the form sends as `captcha` with its next attempt. Nothing to read, hear or type (WCAG 3.3.8), a
 * native checkbox (keyboard: Tab, Space), texts in the page's language, right-to-left with the page.
 *
 * The widget's code is loaded with `import()` when this component first shows, never before.
 */
import type { AltchaWidgetElement } from 'altcha';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CaptchaData } from '@/lib/account-api';
import { Button, VisuallyHidden } from '@/ui/primitives';
import { useAccountFetch } from '../account/api';
import { errorData, errorText, FieldError } from '../account/ui';
import type { AltchaStrings } from './altcha';
import { classed } from '@/ui/classed';
import styles from './Captcha.module.css';

export interface CaptchaProps {
  /** The solved payload (the parent sends it with the next attempt), or null while there is none. */
  onChange: (payload: string | null) => void;
  /** A message (reference) to show: the server refused the payload, or the check was not done. */
  error?: string;
  /** Change it to start over (a payload is good for one attempt). */
  refreshKey?: number;
}

type LoadState = 'loading' | 'ready' | 'failed';

/** The challenge as the widget reads it from its `fetch`: plain JSON, not our envelope. */
const jsonResponse = (body: unknown) =>
  ({
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
  }) as unknown as Response;

export function Captcha({ onChange, error, refreshKey = 0 }: CaptchaProps) {
  const t = useTranslations();
  const locale = useLocale();
  const fetcher = useAccountFetch();
  const id = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  // What the check is doing, announced (the widget only changes its label, which is not announced).
  const [progress, setProgress] = useState('');

  // The parent's setter and the fetcher may be new functions on every render; the widget keeps going.
  const report = useRef(onChange);
  const fetchRef = useRef(fetcher);
  useEffect(() => {
    report.current = onChange;
    fetchRef.current = fetcher;
  });

  const strings = useMemo<AltchaStrings>(
    () => ({
      label: t('signIn.captcha.label'),
      verifying: t('signIn.captcha.verifying'),
      verified: t('signIn.captcha.verified'),
      error: t('signIn.captcha.error'),
      expired: t('signIn.captcha.expired'),
      waitAlert: t('signIn.captcha.waitAlert'),
      verificationRequired: t('signIn.captcha.verificationRequired'),
      loading: t('signIn.captcha.loading'),
    }),
    [t],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let live = true;
    setState('loading');
    import('./altcha')
      .then(({ setUpAltcha }) => {
        if (!live) return;
        setUpAltcha(locale, strings);
        const widget = document.createElement('altcha-widget');
        widget.addEventListener('load', () => {
          void widget.configure({
            // Every check fetches a new challenge through our API client (language, DeviceId, timeout).
            challenge: '/api/v1/captcha',
            fetch: async () => jsonResponse((await fetchRef.current<CaptchaData>('/api/v1/captcha', { method: 'POST', session: false })).data),
            language: locale,
            name: 'captcha',
            type: 'checkbox',
            display: 'standard',
            auto: 'off',
            hideLogo: true,
            hideFooter: true,
            // No pointer or scroll data is collected: the server does not ask for it.
            humanInteractionSignature: false,
          });
          if (live) setState('ready');
        });
        widget.addEventListener('statechange', (event) => {
          const { state: widgetState, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
          report.current(widgetState === 'verified' && payload ? payload : null);
          if (live) setProgress(widgetState in strings ? strings[widgetState as keyof AltchaStrings] : '');
        });
        host.replaceChildren(widget);
        widgetRef.current = widget;
      })
      .catch(() => {
        // The code did not arrive (offline, a new deployment): say so, and offer to try again.
        if (live) setState('failed');
      });
    return () => {
      live = false;
      widgetRef.current = null;
      host.replaceChildren();
    };
  }, [attempt, locale, strings]);

  // The parent starts over after a refused attempt: the payload that was sent is used up.
  const seenKey = useRef(refreshKey);
  useEffect(() => {
    if (seenKey.current === refreshKey) return;
    seenKey.current = refreshKey;
    widgetRef.current?.reset?.();
    report.current(null);
  }, [refreshKey]);

  // The widget's checkbox is described by the intro and the error, and is where a keyboard user goes
  // back to when the check is missing.
  const introId = `${id}-intro`;
  const errorId = `${id}-error`;
  const message = errorText(t, error);
  useEffect(() => {
    const box = widgetRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!box || state !== 'ready') return;
    box.setAttribute('aria-describedby', message ? `${introId} ${errorId}` : introId);
    if (message) {
      box.setAttribute('aria-invalid', 'true');
      if (box.ownerDocument.activeElement?.closest('form') === box.closest('form')) box.focus();
    } else {
      box.removeAttribute('aria-invalid');
    }
  }, [message, state, introId, errorId]);

  return (
    <Box>
      <legend>{t('signIn.captcha.title')}</legend>
      <p className="intro" id={introId}>
        {t('signIn.captcha.intro')}
      </p>
      <div ref={hostRef} className="widget" hidden={state !== 'ready'} />
      <VisuallyHidden aria-live="polite">{progress}</VisuallyHidden>
      {state === 'loading' && <p className="status">{t('signIn.captcha.loading')}</p>}
      {state === 'failed' && (
        <div className="status">
          <p role="alert">{t('signIn.captcha.loadFailed')}</p>
          <Button type="button" $variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('signIn.captcha.retry')}
          </Button>
        </div>
      )}
      <div role="alert">{message && <FieldError id={errorId}>{message}</FieldError>}</div>
    </Box>
  );
}

const Box = classed.fieldset(styles.Box);

/**
 * The captcha's state for a sign-in form: hidden until an answer says `data.captchaRequired`, then
 * sent with every attempt; started over after every refused attempt (each payload is good once).
 */
export function useCaptchaState() {
  const [required, setRequired] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [refreshKey, setRefreshKey] = useState(0);
  const onChange = (next: string | null) => {
    setPayload(next);
    if (next) setError('');
  };
  return {
    required,
    props: { onChange, error, refreshKey } satisfies CaptchaProps,
    /**
     * The fields to add to the request body; null when the check is asked and not done yet (then its
     * error says so, as a message reference).
     */
    fields(): { captcha?: string } | null {
      if (!required) return {};
      if (!payload) {
        setError('signIn.captcha.notVerified');
        return null;
      }
      setError('');
      return { captcha: payload };
    },
    /** After a refused attempt. */
    afterFailure(problem: unknown) {
      const data = errorData(problem);
      const errors = (data.errors ?? {}) as Record<string, unknown>;
      if (data.captchaRequired === true) setRequired(true);
      if (required || data.captchaRequired === true) {
        setRefreshKey((k) => k + 1);
        setPayload(null);
      }
      setError(typeof errors.captcha === 'string' ? errors.captcha : '');
    },
  };
}
