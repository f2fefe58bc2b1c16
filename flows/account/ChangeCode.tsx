/**
 * The code step of a sign-in identifier change (design.md section 7: a new e-mail or password needs a
 * fresh code sent by SMS to the account's number). The 6 boxes, checked as soon as they are full (or
 * with "Confirm"), the server's error under them with the tries left, a new code after the countdown,
 * and cancel. Every text is in the page's language; the server's messages come in it too.
 */
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { PinSentData } from '@/lib/account-api';
import type { Envelope } from '@/lib/api/envelope';
import { ApiClientError, apiFieldErrors } from '@/lib/api/errors';
import { Button } from '@/ui/primitives';
import { CodeEntry } from '../shared/CodeEntry';
import { useCountdown } from '../shared/countdown';
import { isUnauthorized } from './api';
import { errorData, failureText, FormAlert, Ltr } from './ui';
import { classed } from '@/ui/classed';
import styles from './ChangeCode.module.css';

export const CHANGE_CODE_LENGTH = 6;

export interface ChangeCodeProps {
  /** What is being changed (the intro says so). */
  kind: 'email' | 'password';
  /** The account's number, where the code went. */
  phone: string;
  /** Seconds before a new code may be asked for. */
  wait: number;
  /** Sends the change with the code; throws the API's error when it is refused. */
  confirm: (code: string) => Promise<void>;
  /** Asks for a new code (the same request as the first). */
  resend: () => Promise<Envelope<PinSentData>>;
  onCancel: () => void;
}

export function ChangeCode({ kind, phone, wait, confirm, resend, onCancel }: ChangeCodeProps) {
  const t = useTranslations();
  const id = useId();
  const [code, setCode] = useState('');
  const [boxesKey, setBoxesKey] = useState(0);
  const [codeError, setCodeError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [left, restart] = useCountdown(wait);
  const [resendStatus, setResendStatus] = useState('');
  const refocus = () => setTimeout(() => document.getElementById(`${id}-code-1`)?.focus(), 0);

  const submit = async (value: string) => {
    if (busy) return;
    setFailure('');
    if (!new RegExp(`^\\d{${CHANGE_CODE_LENGTH}}$`).test(value)) {
      setCodeError(t('validation.pin'));
      refocus();
      return;
    }
    setBusy(true);
    setCodeError('');
    try {
      await confirm(value);
    } catch (error) {
      if (isUnauthorized(error)) return;
      const field = apiFieldErrors(error)?.code;
      if (field) {
        // A wrong code says how many tries are left; a dead one asks for a new code.
        const tries = errorData(error).triesLeft;
        const message = error instanceof ApiClientError ? error.envelope?.message : '';
        setCodeError(tries === 0 ? message || t('signIn.pin.dead') : typeof tries === 'number' ? `${field} ${t('signIn.pin.triesLeft', { count: tries })}` : field);
        setBoxesKey((k) => k + 1);
        setCode('');
        refocus();
      } else {
        setFailure(failureText(t, error));
      }
    } finally {
      setBusy(false);
    }
  };

  const askAgain = async () => {
    setBusy(true);
    setFailure('');
    try {
      const reply = await resend();
      const seconds = reply.data?.resendAfter ?? 60;
      restart(seconds);
      setResendStatus(t('signIn.pin.resent', { seconds }));
      setCodeError('');
      setBoxesKey((k) => k + 1);
      setCode('');
    } catch (error) {
      if (isUnauthorized(error)) return;
      const data = errorData(error);
      if (typeof data.resendAfter === 'number') restart(data.resendAfter);
      setResendStatus('');
      setFailure(failureText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };

  return (
    <Step aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate>
      <h3 id={`${id}-title`}>{t('myAccount.change.title')}</h3>
      <p>{t.rich(kind === 'email' ? 'myAccount.change.emailIntro' : 'myAccount.change.passwordIntro', { number: phone, phone: (chunks) => <Ltr>{chunks}</Ltr> })}</p>
      <CodeEntry
        key={boxesKey}
        id={`${id}-code`}
        length={CHANGE_CODE_LENGTH}
        label={t('signIn.auth.codeLabel')}
        error={codeError}
        disabled={busy}
        autoFocus
        onChange={setCode}
        onComplete={(value) => void submit(value)}
        resend={{ secondsLeft: left, onResend: () => void askAgain(), busy, note: resendStatus }}
      />
      <FormAlert>{failure}</FormAlert>
      <div className="buttons">
        <Button type="submit" disabled={busy}>
          {busy ? t('myAccount.change.confirming') : t('signIn.pin.submit')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel} disabled={busy}>
          {t('myAccount.common.cancel')}
        </Button>
      </div>
    </Step>
  );
}

const Step = classed.form(styles.Step);
