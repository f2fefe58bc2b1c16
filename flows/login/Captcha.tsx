/**
 * The 6-digit captcha (spec sections 5 and 8), asked only after failed attempts (design.md section 10):
 * the server's picture, "New image", and the accessible alternative (design.md section 8): "Read the
 * digits" reveals the digits as words in the page's language in a live region, so screen readers
 * announce them and anyone who cannot read the picture can still answer.
 */
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CaptchaData } from '@/lib/account-api';
import { Button } from '@/ui/primitives';
import { useAccountFetch } from '../account/api';
import { errorData, errorText, Field, failureText } from '../account/ui';

export interface CaptchaAnswer {
  captchaId: string;
  captcha: string;
}

export interface CaptchaProps {
  /** The answer so far (the parent sends it with the next attempt). */
  onChange: (answer: CaptchaAnswer | null) => void;
  /** The server refused the answer, or it is not 6 digits. */
  error?: string;
  /** Change it to draw a new picture and empty the box (a captcha is single use). */
  refreshKey?: number;
}

export function Captcha({ onChange, error, refreshKey = 0 }: CaptchaProps) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  const [data, setData] = useState<CaptchaData | null>(null);
  const [loadError, setLoadError] = useState('');
  const [answer, setAnswer] = useState('');
  const [reading, setReading] = useState(false);

  const [drawn, setDrawn] = useState(0);
  // The parent's setter may be a new function on every render; a new picture must not follow from that.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    let live = true;
    fetcher<CaptchaData>('/api/v1/captcha', { method: 'POST', session: false }).then(
      (reply) => {
        if (!live) return;
        setData(reply.data);
        setLoadError('');
      },
      (problem: unknown) => {
        if (!live) return;
        setData(null);
        setLoadError(failureText(t, problem));
      },
    );
    return () => {
      live = false;
    };
  }, [fetcher, t, refreshKey, drawn]);

  /** A new picture: the old answer and the revealed digits go with the old one. */
  const redraw = useCallback(() => {
    setAnswer('');
    setReading(false);
    report.current(null);
    setDrawn((n) => n + 1);
  }, []);

  // The parent asks for a new picture after a refused attempt (refreshKey): empty the box too.
  const [seenKey, setSeenKey] = useState(refreshKey);
  if (seenKey !== refreshKey) {
    setSeenKey(refreshKey);
    setAnswer('');
    setReading(false);
  }

  const type = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 6);
    setAnswer(digits);
    onChange(data ? { captchaId: data.id, captcha: digits } : null);
  };

  return (
    <Box>
      <legend>{t('signIn.captcha.title')}</legend>
      <p className="intro">{t('signIn.captcha.intro')}</p>
      <div className="picture" aria-busy={!data && !loadError}>
        {data ? (
          // A data: URL drawn by the server; next/image would add nothing.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={data.image} alt={t('signIn.captcha.imageAlt')} width={180} height={60} />
        ) : (
          <span className="placeholder">{loadError || t('signIn.captcha.loading')}</span>
        )}
      </div>
      <div className="tools">
        <Button type="button" $variant="secondary" onClick={redraw}>
          {t('signIn.captcha.newImage')}
        </Button>
        <Button type="button" $variant="secondary" aria-expanded={reading} aria-controls={`${id}-audio`} disabled={!data} onClick={() => setReading((v) => !v)}>
          {t('signIn.captcha.readDigits')}
        </Button>
      </div>
      <p id={`${id}-audio`} className="audio" aria-live="polite">
        {reading && data ? data.audioText : ''}
      </p>
      <Field
        id={`${id}-answer`}
        label={t('signIn.captcha.answer')}
        value={answer}
        onChange={(e) => type(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={6}
        error={errorText(t, error)}
        required
      />
    </Box>
  );
}

const Box = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .intro {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .picture {
    display: flex;
    align-items: center;
    min-height: 60px;
    img {
      display: block;
      max-width: 100%;
      height: auto;
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.sm};
      background: #fff;
    }
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  .audio {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    &:empty {
      display: none;
    }
  }
`;

/**
 * The captcha's state for a sign-in form: hidden until an answer says `data.captchaRequired`, then
 * sent with every attempt; a new picture after every refused attempt (each captcha is single use).
 */
export function useCaptchaState() {
  const [required, setRequired] = useState(false);
  const [answer, setAnswer] = useState<CaptchaAnswer | null>(null);
  const [error, setError] = useState('');
  const [refreshKey, setRefreshKey] = useState(0);
  return {
    required,
    props: { onChange: setAnswer, error, refreshKey } satisfies CaptchaProps,
    /**
     * The fields to add to the request body; null when the captcha is asked and not answered yet
     * (then its error says so, as a message reference).
     */
    fields(): Partial<CaptchaAnswer> | null {
      if (!required) return {};
      if (!answer || !/^\d{6}$/.test(answer.captcha)) {
        setError('validation.captcha');
        return null;
      }
      setError('');
      return answer;
    },
    /** After a refused attempt. */
    afterFailure(problem: unknown) {
      const data = errorData(problem);
      const errors = (data.errors ?? {}) as Record<string, unknown>;
      if (data.captchaRequired === true) setRequired(true);
      if (required || data.captchaRequired === true) {
        setRefreshKey((k) => k + 1);
        setAnswer(null);
      }
      setError(typeof errors.captcha === 'string' ? errors.captcha : '');
    },
  };
}
