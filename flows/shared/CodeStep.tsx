/**
 * The step "enter the 6-digit code we sent by SMS" of the flows that prove a number without an account
 * (quick pay, the new-line offer, the talent vote): the sign-in's PIN boxes, the code checked as soon
 * as the sixth digit is typed, the tries left after a wrong code, "get a new code" once no code is live,
 * a new code after the countdown, and "change the number". Each flow says how a code is checked and
 * how a new one is sent; the step does the rest the same way everywhere.
 */
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import * as yup from 'yup';
import { ApiClientError, apiFieldErrors } from '@/lib/api/errors';
import { yv } from '@/lib/validation/yup';
import { Button, VisuallyHidden } from '@/ui/primitives';
import { errorData, FieldError } from '../account/ui';
import { clock, useCountdown } from '../login/useCountdown';
import { PinInput } from '../login/PinInput';
import { failureText, messageText } from './api';
import { Actions, Ltr, Notice, Panel, Spinner } from './ui';
import { classed } from '@/ui/classed';
import styles from './CodeStep.module.css';

const PIN_LENGTH = 6;

export interface CodeStepProps<T> {
  /** Seconds before a new code may be asked for (from the answer that sent the code). */
  wait: number;
  /** The line under the heading, naming the number the code went to. */
  intro: ReactNode;
  /** What the spinner says while the code is checked. */
  checkingLabel: string;
  /** Checks the code with the server: its answer, or the server's refusal (an ApiClientError). */
  verify: (code: string) => Promise<T>;
  /** Sends a new code: the seconds before the next one may be asked for. */
  sendAgain: () => Promise<{ resendAfter?: number }>;
  onVerified: (answer: T) => void;
  onChangeNumber: () => void;
}

export function CodeStep<T>({ wait, intro, checkingLabel, verify, sendAgain, onVerified, onChangeNumber }: CodeStepProps<T>) {
  const t = useTranslations();
  const id = useId();
  const [left, restart] = useCountdown(wait);
  const [boxesKey, setBoxesKey] = useState(0);
  const [dead, setDead] = useState(false);
  const [failure, setFailure] = useState('');
  const [resent, setResent] = useState('');
  const [resending, setResending] = useState(false);
  const headingId = `${id}-title`;
  const errorId = `${id}-code-error`;
  const refocus = () => setTimeout(() => document.getElementById(`${id}-code-1`)?.focus(), 0);

  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: yup.object({ code: yv.pin() }),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure('');
      try {
        onVerified(await verify(values.code));
        return;
      } catch (error) {
        const fields = apiFieldErrors(error) ?? {};
        const triesLeft = errorData(error).triesLeft;
        if (fields.code && typeof triesLeft === 'number' && triesLeft > 0) {
          helpers.setErrors({ code: `${fields.code} ${t('signIn.pin.triesLeft', { count: triesLeft })}` });
        } else if (fields.code) {
          // No live code any more (too many wrong tries, used or expired): only a new code helps.
          setDead(true);
          helpers.setErrors({ code: (error instanceof ApiClientError && error.envelope?.message) || t('signIn.pin.dead') });
        } else {
          setFailure(failureText(t, error));
        }
      }
      void helpers.setFieldValue('code', '', false);
      setBoxesKey((k) => k + 1);
      refocus();
    },
  });

  const resend = async () => {
    if (left > 0 || resending) return;
    setFailure('');
    setResending(true);
    try {
      const { resendAfter = 60 } = await sendAgain();
      restart(resendAfter);
      setResent(t('signIn.pin.resent', { seconds: resendAfter }));
      setDead(false);
      formik.resetForm();
      setBoxesKey((k) => k + 1);
      refocus();
    } catch (error) {
      const resendAfter = errorData(error).resendAfter;
      if (typeof resendAfter === 'number') restart(resendAfter);
      setFailure(failureText(t, error));
    } finally {
      setResending(false);
    }
  };

  const codeError = formik.errors.code ? messageText(t, formik.errors.code) : '';
  // Announced when the step opens, after a resend and when a new code may be asked for; not every second.
  const announcement = left === 0 ? t('signIn.pin.canResend') : resent || t('signIn.pin.sentTo', { seconds: wait });
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signIn.pin.title')}</h2>
      <p>{intro}</p>
      <CodeForm noValidate onSubmit={formik.handleSubmit}>
        <PinInput
          key={boxesKey}
          id={`${id}-code`}
          length={PIN_LENGTH}
          labelledBy={headingId}
          describedBy={codeError ? errorId : undefined}
          invalid={Boolean(codeError)}
          disabled={dead || formik.isSubmitting}
          autoFocus
          onChange={(code) => void formik.setFieldValue('code', code, false)}
          onComplete={(code) => {
            void formik.setFieldValue('code', code, false).then(() => formik.submitForm());
          }}
        />
        <div role="alert" className="code-alert">
          {codeError && <FieldError id={errorId}>{codeError}</FieldError>}
        </div>
        {failure && <Notice kind="error">{failure}</Notice>}
        {formik.isSubmitting && <Spinner label={checkingLabel} />}
        <Actions>
          {dead ? (
            <Button type="button" onClick={() => void resend()} disabled={resending || left > 0}>
              {t('signIn.pin.newCode')}
            </Button>
          ) : (
            <Button type="submit" disabled={formik.isSubmitting}>
              {t('signIn.pin.submit')}
            </Button>
          )}
          <Button type="button" $variant="ghost" onClick={onChangeNumber}>
            {t('signIn.pin.changeNumber')}
          </Button>
        </Actions>
      </CodeForm>
      <Resend>
        {left > 0 ? (
          <p>
            {t('signIn.pin.resendIn')} <Ltr>{clock(left)}</Ltr>
          </p>
        ) : (
          !dead && (
            <Button type="button" $variant="secondary" onClick={() => void resend()} disabled={resending}>
              {t('signIn.pin.resend')}
            </Button>
          )
        )}
      </Resend>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Panel>
  );
}

const CodeForm = classed.form(styles.CodeForm);

const Resend = classed.div(styles.Resend);
