/**
 * The PIN screen, /personal/my-account/confirmation (spec sections 4 and 8): the 6 code boxes, the
 * "incorrect code" error under them with the tries left, a new code after a 60 s countdown (a resend
 * does not reset the tries on the server), "request a new code" once the code is dead, and the captcha
 * when the server asks for it. The countdown is announced when it starts and when it ends, not every
 * second.
 */
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { LoginData, PinSentData } from '@/lib/account-api';
import { ApiClientError, apiFieldErrors } from '@/lib/api/errors';
import { LOGIN_PATH } from '@/lib/guards';
import { toLocale } from '@/lib/locales';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { useAccountFetch } from '../account/api';
import { errorData, errorText, failureText, FormAlert, Ltr, Narrow } from '../account/ui';
import { Captcha, useCaptchaState } from './Captcha';
import { pathWithQuery, useGoAfterSignIn } from './navigation';
import { CodeEntry } from '../shared/CodeEntry';
import { useCountdown } from '../shared/countdown';
import { classed } from '@/ui/classed';
import styles from './PinConfirmation.module.css';

export const PIN_LENGTH = 6;

export interface PinConfirmationProps {
  /** The number the PIN went to (national form 07XXXXXXXXX). */
  phone: string;
  redirect?: string | null;
  /** Seconds before a new code may be asked for (the login answer's resendAfter). */
  wait?: number;
}

export function PinConfirmation({ phone, redirect, wait = 60 }: PinConfirmationProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  const fetcher = useAccountFetch();
  const goOn = useGoAfterSignIn(redirect);
  const captcha = useCaptchaState();
  const id = useId();
  const [code, setCode] = useState('');
  const [boxesKey, setBoxesKey] = useState(0);
  const [pinError, setPinError] = useState('');
  const [failure, setFailure] = useState('');
  const [dead, setDead] = useState(false);
  const [busy, setBusy] = useState(false);
  const [left, restart] = useCountdown(wait);
  const [resentNote, setResentNote] = useState('');
  const refocus = () => setTimeout(() => document.getElementById(`${id}-pin-1`)?.focus(), 0);

  const verify = async (pin: string) => {
    if (busy) return;
    setFailure('');
    if (!/^\d{6}$/.test(pin)) {
      setPinError(t('validation.pin'));
      refocus();
      return;
    }
    const extra = captcha.fields();
    if (!extra) return;
    setBusy(true);
    try {
      await fetcher<LoginData>('/api/v1/smsvalidation', { method: 'POST', body: { phone, pin, ...extra }, session: false });
      setPinError('');
      await goOn();
    } catch (error) {
      captcha.afterFailure(error);
      const data = errorData(error);
      const fields = apiFieldErrors(error) ?? {};
      const triesLeft = typeof data.triesLeft === 'number' ? data.triesLeft : null;
      if (fields.pin && triesLeft !== null && triesLeft > 0) {
        setPinError(`${fields.pin} ${t('signIn.pin.triesLeft', { count: triesLeft })}`);
      } else if (triesLeft === 0 || (fields.pin && error instanceof ApiClientError && error.status === 400)) {
        // No live code any more: too many wrong tries, used or expired. Only a new code helps.
        setDead(true);
        setPinError((error instanceof ApiClientError && error.envelope?.message) || t('signIn.pin.dead'));
      } else if (fields.captcha || data.captchaRequired === true) {
        setPinError('');
      } else {
        setFailure(failureText(t, error));
      }
      setCode('');
      setBoxesKey((k) => k + 1);
      refocus();
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (left > 0 || busy) return;
    setFailure('');
    const extra = captcha.fields();
    if (!extra) return;
    setBusy(true);
    try {
      const reply = await fetcher<PinSentData>('/api/v1/login', { method: 'POST', body: { phone, ...extra }, session: false });
      setDead(false);
      setPinError('');
      setCode('');
      setBoxesKey((k) => k + 1);
      restart(reply.data.resendAfter ?? 60);
      setResentNote(t('signIn.pin.resent', { seconds: reply.data.resendAfter ?? 60 }));
      refocus();
    } catch (error) {
      captcha.afterFailure(error);
      const data = errorData(error);
      if (typeof data.resendAfter === 'number') restart(data.resendAfter);
      else if (error instanceof ApiClientError && error.status === 429 && error.retryAfterSeconds) restart(Math.min(error.retryAfterSeconds, 3600));
      if (!data.captchaRequired) setFailure(failureText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  const headingId = `${id}-heading`;
  return (
    <Narrow>
      <h1 id={headingId}>{t('signIn.pin.title')}</h1>
      <p className="intro">
        {t.rich('signIn.pin.intro', { number: phone, phone: (chunks) => <Ltr>{chunks}</Ltr> })}{' '}
        <SmartLink href={pathWithQuery(LOGIN_PATH, { redirect }, locale)}>{t('signIn.pin.changeNumber')}</SmartLink>
      </p>
      <PinForm noValidate onSubmit={onSubmit}>
        <CodeEntry
          key={boxesKey}
          id={`${id}-pin`}
          length={PIN_LENGTH}
          label={t('signIn.pin.title')}
          labelHidden
          error={pinError ? errorText(t, pinError) : ''}
          disabled={dead}
          autoFocus
          onChange={setCode}
          onComplete={(pin) => {
            if (!captcha.required) void verify(pin);
          }}
          resend={{ secondsLeft: left, onResend: () => void resend(), busy, note: resentNote || t('signIn.pin.sentTo', { seconds: wait }), buttonHidden: dead }}
        />
        {captcha.required && <Captcha {...captcha.props} />}
        <FormAlert>{failure}</FormAlert>
        {dead ? (
          <Button type="button" onClick={() => void resend()} disabled={busy || left > 0}>
            {t('signIn.pin.newCode')}
          </Button>
        ) : (
          <Button type="submit" disabled={busy}>
            {busy ? t('signIn.sending') : t('signIn.pin.submit')}
          </Button>
        )}
      </PinForm>
    </Narrow>
  );
}

const PinForm = classed.form(styles.PinForm);

