/**
 * /personal/my-account/authentication (spec sections 2 and 5): register (phone → PIN and details:
 * names, optional e-mail, a strong password twice, the terms), forgot password (by phone or e-mail)
 * and reset (the code and a new password; the e-mail link lands here with ?mode=reset&email=&code=).
 */
import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import * as yup from 'yup';
import type { LoginData, PinSentData } from '@/lib/account-api';
import { ApiClientError, apiFieldErrors } from '@/lib/api/errors';
import { LOGIN_PATH } from '@/lib/guards';
import { toLocale } from '@/lib/locales';
import { messages, normalizeMsisdn } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { notify } from '@/shell/feedback/toast';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { useAccountFetch } from '../account/api';
import { nameFields, optionalEmail, withoutEmpty } from '../account/schemas';
import { errorData, errorText, failureText, Field, FieldError, Form, FormAlert, Ltr, Narrow, TextButton } from '../account/ui';
import { AUTHENTICATION_PATH } from './LoginFlow';
import { pathWithQuery, useGoAfterSignIn } from './navigation';
import { PasswordField, PasswordRules } from './PasswordField';
import { CodeEntry, type CodeResend } from '../shared/CodeEntry';
import { useCountdown } from '../shared/countdown';
import { classed } from '@/ui/classed';
import styles from './AuthenticationFlow.module.css';

export type AuthMode = 'register' | 'forgot' | 'reset';
export const authModes: readonly AuthMode[] = ['register', 'forgot', 'reset'];

export interface AuthenticationFlowProps {
  mode: AuthMode;
  redirect?: string | null;
  /** From the e-mailed reset link. */
  email?: string | null;
  code?: string | null;
  /** Demo mode: SMS and e-mails land in the outbox of /dev/sms; say so. */
  demoOutbox?: boolean;
}

type Translate = ReturnType<typeof useTranslations>;

export function AuthenticationFlow({ mode, redirect, email, code, demoOutbox }: AuthenticationFlowProps) {
  const t = useTranslations('signIn');
  const locale = toLocale(useRouter().locale);
  return (
    <Narrow>
      <nav aria-label={t('auth.modes')}>
        <ModeLinks>
          <li>
            <SmartLink href={pathWithQuery(LOGIN_PATH, { redirect }, locale)}>{t('title')}</SmartLink>
          </li>
          <li>
            <SmartLink href={pathWithQuery(AUTHENTICATION_PATH, { mode: 'register', redirect }, locale)} aria-current={mode === 'register' ? 'page' : undefined}>
              {t('auth.registerTitle')}
            </SmartLink>
          </li>
          <li>
            <SmartLink href={pathWithQuery(AUTHENTICATION_PATH, { mode: 'forgot' }, locale)} aria-current={mode !== 'register' ? 'page' : undefined}>
              {t('auth.forgotTitle')}
            </SmartLink>
          </li>
        </ModeLinks>
      </nav>
      {mode === 'register' && <Register redirect={redirect} demoOutbox={demoOutbox} />}
      {mode === 'forgot' && <Forgot demoOutbox={demoOutbox} />}
      {mode === 'reset' && <ResetPassword email={email ?? null} phone={null} code={code ?? ''} />}
    </Narrow>
  );
}

/** Sets the server's field errors on a formik form; answers whether any was for a known field. */
function applyFieldErrors(error: unknown, names: readonly string[], helpers: { setFieldTouched: (f: string, v: boolean, validate: boolean) => unknown; setFieldError: (f: string, m: string) => void }): boolean {
  const fields = apiFieldErrors(error) ?? {};
  let any = false;
  for (const name of names) {
    if (fields[name]) {
      helpers.setFieldTouched(name, true, false);
      helpers.setFieldError(name, fields[name]);
      any = true;
    }
  }
  return any;
}

function DemoHint({ show }: { show?: boolean }) {
  const t = useTranslations('signIn.auth');
  if (!show) return null;
  return (
    <p className="hint">
      {t.rich('demoOutbox', { link: (chunks: ReactNode) => <SmartLink href="/dev/sms">{chunks}</SmartLink> })}
    </p>
  );
}

// Registration --------------------------------------------------------------------------------

function Register({ redirect, demoOutbox }: { redirect?: string | null; demoOutbox?: boolean }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const [sent, setSent] = useState<{ phone: string; wait: number } | null>(null);
  const [failure, setFailure] = useState('');
  const id = useId();

  const formik = useFormik({
    initialValues: { phone: '' },
    validationSchema: yup.object({ phone: yv.iraqiMsisdn() }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const phone = normalizeMsisdn(values.phone);
      try {
        const reply = await fetcher<PinSentData>('/api/v1/register/start', { method: 'POST', body: { phone }, session: false });
        setSent({ phone, wait: reply.data.resendAfter ?? 60 });
      } catch (error) {
        const data = errorData(error);
        if (error instanceof ApiClientError && error.status === 429 && typeof data.resendAfter === 'number') {
          setSent({ phone, wait: data.resendAfter });
          return;
        }
        if (!applyFieldErrors(error, ['phone'], helpers)) setFailure(failureText(t, error));
      }
    },
  });

  if (sent) return <RegisterDetails phone={sent.phone} wait={sent.wait} redirect={redirect} onChangeNumber={() => setSent(null)} />;
  return (
    <>
      <h1>{t('signIn.auth.registerTitle')}</h1>
      <p className="intro">{t('signIn.auth.registerIntro')}</p>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <Field
          id={`${id}-phone`}
          name="phone"
          label={t('signIn.phone.label')}
          hint={t('signIn.phone.hint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          value={formik.values.phone}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={formik.touched.phone ? errorText(t, formik.errors.phone) : ''}
          required
        />
        <DemoHint show={demoOutbox} />
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('signIn.sending') : t('signIn.phone.submit')}
        </Button>
      </Form>
    </>
  );
}

const registerFields = ['pin', 'firstName', 'secondName', 'thirdName', 'email', 'password', 'confirmPassword', 'terms'] as const;

function RegisterDetails({ phone, wait, redirect, onChangeNumber }: { phone: string; wait: number; redirect?: string | null; onChangeNumber: () => void }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const goOn = useGoAfterSignIn(redirect);
  const id = useId();
  const [failure, setFailure] = useState('');
  const [boxesKey, setBoxesKey] = useState(0);
  const registerResend = useResendCode({ phone, wait, path: '/api/v1/register/start' });

  const formik = useFormik({
    initialValues: { pin: '', firstName: '', secondName: '', thirdName: '', email: '', password: '', confirmPassword: '', terms: false },
    validationSchema: yup.object({
      pin: yv.pin(),
      ...nameFields,
      email: optionalEmail(),
      password: yv.password(),
      confirmPassword: yv.passwordConfirm('password'),
      terms: yup.boolean().test('checked', 'signIn.auth.termsRequired', (v) => v === true),
    }),
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setFailure('');
      try {
        const body = { phone, ...withoutEmpty({ ...values, email: values.email.trim() }), terms: true };
        const reply = await fetcher<LoginData>('/api/v1/register/confirm', { method: 'POST', body, session: false });
        // With an e-mail, the server's message says to open the link mailed to it (the address is added then).
        void notify(body.email && reply.message ? reply.message : t('signIn.auth.welcome'), 'success');
        await goOn();
      } catch (error) {
        const data = errorData(error);
        const fields = apiFieldErrors(error) ?? {};
        const known = applyFieldErrors(error, registerFields, helpers);
        if (fields.pin) {
          // A wrong code says how many tries are left; a dead one (no tries left) asks for a new code.
          const tries = typeof data.triesLeft === 'number' ? data.triesLeft : null;
          const message = error instanceof ApiClientError ? error.envelope?.message : '';
          helpers.setFieldError('pin', tries === 0 ? message || t('signIn.pin.dead') : tries === null ? fields.pin : `${fields.pin} ${t('signIn.pin.triesLeft', { count: tries })}`);
          setBoxesKey((k) => k + 1);
        }
        if (!known) setFailure(failureText(t, error));
      }
    },
  });

  const err = (name: (typeof registerFields)[number]) => (formik.touched[name] || formik.submitCount > 0 ? errorText(t, formik.errors[name] as string | undefined) : '');
  const text = (name: 'firstName' | 'secondName' | 'thirdName' | 'email' | 'password' | 'confirmPassword') => ({
    id: `${id}-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: err(name),
  });
  return (
    <>
      <h1>{t('signIn.auth.detailsTitle')}</h1>
      <p className="intro">
        {t.rich('signIn.pin.intro', { number: phone, phone: (chunks) => <Ltr>{chunks}</Ltr> })}{' '}
        <TextButton type="button" onClick={onChangeNumber}>
          {t('signIn.pin.changeNumber')}
        </TextButton>
      </p>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <CodeEntry
          key={boxesKey}
          id={`${id}-pin`}
          label={t('signIn.auth.codeLabel')}
          error={err('pin')}
          onChange={(value) => void formik.setFieldValue('pin', value, false)}
          resend={registerResend}
        />
        <Field {...text('firstName')} label={t('myAccount.profile.firstName')} autoComplete="given-name" required />
        <Field {...text('secondName')} label={t('myAccount.profile.secondName')} autoComplete="additional-name" optional />
        <Field {...text('thirdName')} label={t('myAccount.profile.thirdName')} autoComplete="family-name" optional />
        <Field {...text('email')} label={t('signIn.email.label')} type="email" autoComplete="email" dir="ltr" optional />
        <PasswordField {...text('password')} label={t('signIn.auth.newPassword')} autoComplete="new-password" describedBy={`${id}-rules`} required />
        <PasswordRules id={`${id}-rules`} value={formik.values.password} />
        <PasswordField {...text('confirmPassword')} label={t('signIn.auth.confirmPassword')} autoComplete="new-password" required />
        <TermsBox $invalid={Boolean(err('terms'))}>
          <input
            type="checkbox"
            id={`${id}-terms`}
            name="terms"
            checked={formik.values.terms}
            onChange={formik.handleChange}
            aria-invalid={err('terms') ? true : undefined}
            aria-describedby={err('terms') ? `${id}-terms-error` : undefined}
            required
          />
          <label htmlFor={`${id}-terms`}>
            {t.rich('signIn.auth.terms', {
              link: (chunks) => (
                <SmartLink href="/terms" target="_blank">
                  {chunks}
                </SmartLink>
              ),
            })}
          </label>
        </TermsBox>
        {err('terms') && <FieldError id={`${id}-terms-error`}>{err('terms')}</FieldError>}
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('signIn.sending') : t('signIn.auth.registerSubmit')}
        </Button>
      </Form>
    </>
  );
}

/** "Send a new code" after the countdown (register and reset by phone). */
/** The "new code" line under a code field: asks `path` for a new code once the countdown is over. */
function useResendCode({ phone, wait, path, body }: { phone: string; wait: number; path: string; body?: Record<string, unknown> }): CodeResend {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const [left, restart] = useCountdown(wait);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const onResend = async () => {
    setBusy(true);
    setProblem('');
    try {
      const reply = await fetcher<PinSentData | null>(path, { method: 'POST', body: body ?? { phone }, session: false });
      const seconds = reply.data?.resendAfter ?? 60;
      restart(seconds);
      setStatus(t('signIn.pin.resent', { seconds }));
    } catch (error) {
      const data = errorData(error);
      if (typeof data.resendAfter === 'number') restart(data.resendAfter);
      setProblem(failureText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return { secondsLeft: left, onResend: () => void onResend(), busy, note: status || t('signIn.pin.sentTo', { seconds: wait }), problem };
}

// Forgot and reset ------------------------------------------------------------------------------

function Forgot({ demoOutbox }: { demoOutbox?: boolean }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  const [channel, setChannel] = useState<'phone' | 'email'>('phone');
  const [sent, setSent] = useState<{ phone: string } | { email: string } | null>(null);
  const [failure, setFailure] = useState('');

  const formik = useFormik({
    initialValues: { phone: '', email: '' },
    validationSchema: yup.object({
      phone: channel === 'phone' ? yv.iraqiMsisdn() : yup.string(),
      email: channel === 'email' ? yv.email() : yup.string(),
    }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const body = channel === 'phone' ? { phone: normalizeMsisdn(values.phone) } : { email: values.email.trim() };
      try {
        await fetcher('/api/v1/password/forgot', { method: 'POST', body, session: false });
        setSent(body);
      } catch (error) {
        if (!applyFieldErrors(error, ['phone', 'email'], helpers)) setFailure(failureText(t, error));
      }
    },
  });

  if (sent && 'phone' in sent) return <ResetPassword phone={sent.phone} email={null} code="" />;
  if (sent) {
    return (
      <>
        <h1>{t('signIn.auth.forgotTitle')}</h1>
        <Sent role="status">
          {t.rich('signIn.auth.mailSent', { address: sent.email, mail: (chunks) => <Ltr>{chunks}</Ltr> })}
        </Sent>
        <DemoHint show={demoOutbox} />
      </>
    );
  }
  return (
    <>
      <h1>{t('signIn.auth.forgotTitle')}</h1>
      <p className="intro">{t('signIn.auth.forgotIntro')}</p>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <Choice>
          <legend>{t('signIn.auth.channel')}</legend>
          {(['phone', 'email'] as const).map((name) => (
            <label key={name}>
              <input type="radio" name="channel" value={name} checked={channel === name} onChange={() => setChannel(name)} /> {t(`signIn.auth.by.${name}`)}
            </label>
          ))}
        </Choice>
        {channel === 'phone' ? (
          <Field
            id={`${id}-phone`}
            name="phone"
            label={t('signIn.phone.label')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            value={formik.values.phone}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={formik.touched.phone ? errorText(t, formik.errors.phone) : ''}
            required
          />
        ) : (
          <Field
            id={`${id}-email`}
            name="email"
            label={t('signIn.email.label')}
            type="email"
            autoComplete="email"
            dir="ltr"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={formik.touched.email ? errorText(t, formik.errors.email) : ''}
            required
          />
        )}
        <DemoHint show={demoOutbox} />
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('signIn.sending') : t('signIn.auth.forgotSubmit')}
        </Button>
      </Form>
    </>
  );
}

/** The code (from the SMS, or from the e-mailed link) and the new password twice. */
function ResetPassword({ phone, email, code }: { phone: string | null; email: string | null; code: string }) {
  const t = useTranslations();
  const router = useRouter();
  const locale = toLocale(router.locale);
  const fetcher = useAccountFetch();
  const id = useId();
  const [failure, setFailure] = useState('');
  const [boxesKey, setBoxesKey] = useState(0);
  const fromLink = Boolean(email && code);
  const resetResend = useResendCode({ phone: phone ?? '', wait: 60, path: '/api/v1/password/forgot' });

  const formik = useFormik({
    initialValues: { code, password: '', confirmPassword: '' },
    validationSchema: yup.object({ code: yup.string().required(messages.required).matches(/^\d{6}$/, messages.pin), password: yv.password(), confirmPassword: yv.passwordConfirm('password') }),
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setFailure('');
      const who = phone ? { phone } : { email };
      try {
        await fetcher('/api/v1/password/reset', { method: 'POST', body: { ...who, ...values }, session: false });
        void notify(t('signIn.auth.resetDone'), 'success');
        await router.push(pathWithQuery(LOGIN_PATH, { done: 'reset' }, locale), undefined, { locale: false });
      } catch (error) {
        const fields = apiFieldErrors(error) ?? {};
        const known = applyFieldErrors(error, ['code', 'password', 'confirmPassword'], helpers);
        if (fields.pin && !fields.code) helpers.setFieldError('code', fields.pin);
        if (fields.code || fields.pin) setBoxesKey((k) => k + 1);
        if (!known && !fields.pin) setFailure(failureText(t, error));
      }
    },
  });

  if (!phone && !email) return <BrokenLink t={t} />;
  const err = (name: 'code' | 'password' | 'confirmPassword') => (formik.touched[name] || formik.submitCount > 0 ? errorText(t, formik.errors[name]) : '');
  return (
    <>
      <h1>{t('signIn.auth.resetTitle')}</h1>
      <p className="intro">
        {phone ? t.rich('signIn.pin.intro', { number: phone, phone: (chunks) => <Ltr>{chunks}</Ltr> }) : t.rich('signIn.auth.resetFor', { address: email ?? '', mail: (chunks) => <Ltr>{chunks}</Ltr> })}
      </p>
      <Form noValidate onSubmit={formik.handleSubmit}>
        {!fromLink && (
          <CodeEntry
            key={boxesKey}
            id={`${id}-code`}
            label={t('signIn.auth.codeLabel')}
            error={err('code')}
            autoFocus
            onChange={(value) => void formik.setFieldValue('code', value, false)}
            resend={phone ? resetResend : undefined}
          />
        )}
        {fromLink && err('code') && <FormAlert>{err('code')}</FormAlert>}
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={t('signIn.auth.newPassword')}
          autoComplete="new-password"
          describedBy={`${id}-rules`}
          value={formik.values.password}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={err('password')}
          required
        />
        <PasswordRules id={`${id}-rules`} value={formik.values.password} />
        <PasswordField
          id={`${id}-confirm`}
          name="confirmPassword"
          label={t('signIn.auth.confirmPassword')}
          autoComplete="new-password"
          value={formik.values.confirmPassword}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={err('confirmPassword')}
          required
        />
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('signIn.sending') : t('signIn.auth.resetSubmit')}
        </Button>
      </Form>
    </>
  );
}

function BrokenLink({ t }: { t: Translate }) {
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <h1>{t('signIn.auth.resetTitle')}</h1>
      <FormAlert>{t('signIn.auth.brokenLink')}</FormAlert>
      <p>
        <SmartLink href={pathWithQuery(AUTHENTICATION_PATH, { mode: 'forgot' }, locale)}>{t('signIn.auth.forgotTitle')}</SmartLink>
      </p>
    </>
  );
}

const ModeLinks = classed.ul(styles.ModeLinks);

const TermsBox = classed.div<{ $invalid: boolean }>(styles.TermsBox, {
  '--authentication-flow-terms-box-outline': ({ $invalid }) => ($invalid ? `2px solid var(--color-danger)` : 'none'),
});

const Choice = classed.fieldset(styles.Choice);

const Sent = classed.p(styles.Sent);
