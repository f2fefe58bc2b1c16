/**
 * The step "enter the 6-digit code we sent by SMS" of every flow that confirms with a code (quick pay,
 * the new-line offer, the talent vote, the credit transfer, the packages): the code boxes of
 * ./CodeEntry.tsx, the code checked as soon as the sixth digit is typed, the tries left after a wrong
 * code, "get a new code" once no code is live, a new code after the countdown, and a way back. Each
 * flow says how a code is checked and how a new one is sent (and so what it sends to the API); the
 * step does the rest the same way everywhere.
 */
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as yup from 'yup';
import { ApiClientError, apiFieldErrors } from '@/lib/api/errors';
import { yv } from '@/lib/validation/yup';
import { Button } from '@/ui/primitives';
import { errorData } from '../account/ui';
import { failureText, messageText } from './api';
import { CodeEntry, CODE_LENGTH } from './CodeEntry';
import { useCountdown } from './countdown';
import { Actions, Notice, Panel, Spinner } from './ui';
import { classed } from '@/ui/classed';
import styles from './CodeStep.module.css';

export interface CodeStepProps<T> {
  /** Seconds before a new code may be asked for (from the answer that sent the code). */
  wait?: number;
  /** The step's heading ("Enter the code" by default); null when the screen around it has one. */
  heading?: string | null;
  /** The heading's id, when the screen around names its panel by it. */
  headingId?: string;
  /** The code field's visible name; without it the heading names the boxes. */
  label?: string;
  hint?: string;
  /** What the screen shows above the code (a summary of what the code confirms). */
  before?: ReactNode;
  /** The line naming the number the code went to. */
  intro: ReactNode;
  /** What the spinner says while the code is checked. */
  checkingLabel: string;
  /** The confirm button's words ("Confirm" by default). */
  submitLabel?: string;
  /** Checks the code with the server: its answer, or the server's refusal (an ApiClientError). */
  verify: (code: string) => Promise<T>;
  /** Sends a new code: the seconds before the next one may be asked for. Without it, no resend. */
  sendAgain?: () => Promise<{ resendAfter?: number }>;
  onVerified: (answer: T) => void;
  /** The way back ("Change the number" by default). */
  back: { onClick: () => void; label?: string };
  /** Inside a dialog or a panel of the flow: no panel of its own. */
  bare?: boolean;
}

export function CodeStep<T>({
  wait = 0,
  heading,
  headingId: givenHeadingId,
  label,
  hint,
  before,
  intro,
  checkingLabel,
  submitLabel,
  verify,
  sendAgain,
  onVerified,
  back,
  bare,
}: CodeStepProps<T>) {
  const t = useTranslations();
  const id = useId();
  const [left, restart] = useCountdown(wait);
  const [boxesKey, setBoxesKey] = useState(0);
  const [dead, setDead] = useState(false);
  const [failure, setFailure] = useState('');
  const [resent, setResent] = useState('');
  const [resending, setResending] = useState(false);
  // The flow's latest `verify` (a resend may have changed what it checks against).
  const verifyRef = useRef(verify);
  useEffect(() => {
    verifyRef.current = verify;
  }, [verify]);
  const title = heading === undefined ? t('signIn.pin.title') : heading;
  const headingId = givenHeadingId ?? `${id}-title`;
  const refocus = () => setTimeout(() => document.getElementById(`${id}-code-1`)?.focus(), 0);

  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: yup.object({ code: yv.pin() }),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure('');
      try {
        onVerified(await verifyRef.current(values.code));
        return;
      } catch (error) {
        const fields = apiFieldErrors(error) ?? {};
        const triesLeft = errorData(error).triesLeft;
        if (fields.code && typeof triesLeft === 'number' && triesLeft > 0) {
          helpers.setErrors({ code: `${messageText(t, fields.code)} ${t('signIn.pin.triesLeft', { count: triesLeft })}` });
        } else if (fields.code) {
          // No live code any more (too many wrong tries, used or expired): only a new code helps.
          setDead(true);
          helpers.setErrors({ code: (error instanceof ApiClientError && error.envelope?.message) || t('signIn.pin.dead') });
        } else {
          const other = Object.values(fields)[0];
          setFailure(other ? messageText(t, other) : failureText(t, error));
        }
      }
      void helpers.setFieldValue('code', '', false);
      setBoxesKey((k) => k + 1);
      refocus();
    },
  });

  const resend = async () => {
    if (!sendAgain || left > 0 || resending) return;
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
  const Wrapper = bare ? Bare : Panel;
  return (
    <Wrapper {...(bare ? {} : { 'aria-labelledby': title ? headingId : undefined })}>
      {title && <h2 id={headingId}>{title}</h2>}
      {before}
      <p>{intro}</p>
      <CodeForm noValidate onSubmit={formik.handleSubmit}>
        <CodeEntry
          key={boxesKey}
          id={`${id}-code`}
          label={label ?? title ?? t('signIn.pin.title')}
          labelHidden={!label && Boolean(title)}
          hint={hint}
          error={codeError}
          length={CODE_LENGTH}
          disabled={dead || formik.isSubmitting}
          autoFocus
          onChange={(code) => void formik.setFieldValue('code', code, false)}
          onComplete={(code) => {
            void formik.setFieldValue('code', code, false).then(() => formik.submitForm());
          }}
          resend={
            sendAgain
              ? { secondsLeft: left, onResend: () => void resend(), busy: resending, note: resent || t('signIn.pin.sentTo', { seconds: wait }), buttonHidden: dead }
              : undefined
          }
        />
        {failure && <Notice kind="error">{failure}</Notice>}
        {formik.isSubmitting && <Spinner label={checkingLabel} />}
        <Actions>
          {dead && sendAgain ? (
            <Button type="button" onClick={() => void resend()} disabled={resending || left > 0}>
              {t('signIn.pin.newCode')}
            </Button>
          ) : (
            <Button type="submit" disabled={dead || formik.isSubmitting}>
              {submitLabel ?? t('signIn.pin.submit')}
            </Button>
          )}
          <Button type="button" $variant="ghost" onClick={back.onClick}>
            {back.label ?? t('signIn.pin.changeNumber')}
          </Button>
        </Actions>
      </CodeForm>
    </Wrapper>
  );
}

const Bare = classed.div(styles.Bare);

const CodeForm = classed.form(styles.CodeForm);
