import { useTranslations } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';
import { Container } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './PromoCountdown.module.css';

export interface PromoCountdownProps {
  title: string;
  text: string;
  /** ISO 8601 date-time with an offset, e.g. 2026-12-31T23:59:00+03:00. */
  endsAt: string;
  ctaLabel: string;
  ctaHref: string;
}

const SECOND = 1000;

/**
 * Whole seconds left until `endMs`, ticking every second in the browser. While rendering on the
 * server and hydrating it is null (the server cannot know when the page will be seen), so the first
 * client render matches the server's HTML. The interval stops once the time is up.
 */
function useSecondsLeft(endMs: number): number | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!Number.isFinite(endMs) || Date.now() >= endMs) return () => undefined;
      const timer = window.setInterval(() => {
        notify();
        if (Date.now() >= endMs) window.clearInterval(timer);
      }, SECOND);
      return () => window.clearInterval(timer);
    },
    [endMs],
  );
  const read = useCallback(() => (Number.isFinite(endMs) ? Math.max(0, Math.ceil((endMs - Date.now()) / SECOND)) : 0), [endMs]);
  return useSyncExternalStore(subscribe, read, () => null);
}

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

function split(total: number): Record<(typeof units)[number], number> {
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * A limited-time offer with a countdown to `endsAt`. The ticking digits are a timer that screen
 * readers read when asked, never every second; after the end it says the offer has ended and hides
 * the button.
 */
export function PromoCountdown({ title, text, endsAt, ctaLabel, ctaHref }: PromoCountdownProps) {
  const t = useTranslations('blocks.PromoCountdown');
  const formatDate = useDateFormat();
  const endMs = Date.parse(endsAt);
  const left = useSecondsLeft(endMs);
  const ended = left === 0;
  const parts = left === null ? null : split(left);
  const endDate = Number.isFinite(endMs) ? formatDate(endsAt, { dateStyle: 'medium', timeStyle: 'short' }) : '';

  return (
    <Band>
      <Container>
        <h2>{title}</h2>
        {text && <p>{text}</p>}
        {/* Always in the page, so the change to "ended" is announced once. */}
        <Ended role="status">{ended ? t('ended') : ''}</Ended>
        {!ended && (
          <>
            <Timer role="timer" aria-live="off" aria-label={t('timeLeft')} data-ready={parts !== null}>
              {units.map((unit) => (
                <span className="part" key={unit}>
                  <span className="value" dir="ltr">
                    {parts === null ? '--' : unit === 'days' ? String(parts[unit]) : String(parts[unit]).padStart(2, '0')}
                  </span>{' '}
                  <span className="unit">{t(unit)}</span>
                </span>
              ))}
            </Timer>
            {endDate && <EndsOn>{t('endsOn', { date: endDate })}</EndsOn>}
            {ctaLabel && ctaHref && (
              <Cta>
                <SmartLink href={ctaHref}>{ctaLabel}</SmartLink>
              </Cta>
            )}
          </>
        )}
      </Container>
    </Band>
  );
}

const Band = classed.section(styles.Band);

const Timer = classed.div(styles.Timer);

const EndsOn = classed.p(styles.EndsOn);

const Ended = classed.p(styles.Ended);

const Cta = classed.div(styles.Cta);
