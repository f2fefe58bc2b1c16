/**
 * /personal/my-account/login (spec sections 2, 4, 8): tabs "Phone" and "E-mail", the captcha when
 * the server asks for it, and quick login over the operator's data network with its failure screen.
 * A phone sends a PIN by SMS and moves on to /personal/my-account/confirmation (the PIN screen).
 */
import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import * as yup from 'yup';
import type { LoginData, PinSentData } from '@/lib/account-api';
import { ApiClientError, apiFieldErrors } from '@/lib/api/errors';
import { toLocale } from '@/lib/locales';
import { messages, normalizeMsisdn } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { SignalIcon } from '@/ui/content-icons';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { useAccountFetch } from '../account/api';
import { BILL_PATH, QUICK_PAY_PATH } from '../bill-pay/paths';
import { errorData, errorText, failureText, Field, Form, FormAlert, Narrow } from '../account/ui';
import { Captcha, useCaptchaState } from './Captcha';
import { pathWithQuery, useGoAfterSignIn } from './navigation';
import { PasswordField } from './PasswordField';
import { classed } from '@/ui/classed';
import styles from './LoginFlow.module.css';

export const CONFIRMATION_PATH = '/personal/my-account/confirmation';
export const AUTHENTICATION_PATH = '/personal/my-account/authentication';

export type LoginTab = 'phone' | 'email';

export interface LoginFlowProps {
  /** Where to go after signing in (checked: same-site paths only). */
  redirect?: string | null;
  /** `required`: the visitor was sent here from a page that needs an account. */
  reason?: string | null;
  initialTab?: LoginTab;
  /** Shown above the form (e.g. after a password reset). */
  notice?: string | null;
}

export function LoginFlow({ redirect, reason, initialTab = 'phone', notice }: LoginFlowProps) {
  const t = useTranslations('signIn');
  const tq = useTranslations('quickPay');
  const locale = toLocale(useRouter().locale);
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const id = useId();
  const tabs = useRef<Record<LoginTab, HTMLButtonElement | null>>({ phone: null, email: null });
  const order: LoginTab[] = ['phone', 'email'];

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = order.indexOf(tab);
    let next: LoginTab | null = null;
    // Arrow keys follow the reading direction (the tab list is mirrored in right-to-left pages).
    const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next = order[(index + 1) % order.length];
    if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) next = order[(index + order.length - 1) % order.length];
    if (event.key === 'Home') next = order[0];
    if (event.key === 'End') next = order[order.length - 1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <Narrow>
      <h1>{t('title')}</h1>
      {reason === 'required' && <Info role="status">{t('required')}</Info>}
      {notice && <Info role="status">{notice}</Info>}
      {redirect?.startsWith(BILL_PATH) && (
        <Info>
          {tq('linkIntro')} <SmartLink href={QUICK_PAY_PATH}>{tq('link')}</SmartLink>
        </Info>
      )}
      <TabList role="tablist" aria-label={t('methods')}>
        {order.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </TabList>
      {order.map((name) => (
        <div key={name} role="tabpanel" id={`${id}-panel-${name}`} aria-labelledby={`${id}-tab-${name}`} hidden={tab !== name}>
          {tab === name && (name === 'phone' ? <PhoneLogin redirect={redirect} /> : <EmailLogin redirect={redirect} />)}
        </div>
      ))}
      <Links>
        <SmartLink href={pathWithQuery(AUTHENTICATION_PATH, { mode: 'register', redirect }, locale)}>{t('register')}</SmartLink>
        <SmartLink href={pathWithQuery(AUTHENTICATION_PATH, { mode: 'forgot' }, locale)}>{t('forgot')}</SmartLink>
      </Links>
      <QuickLogin redirect={redirect} />
    </Narrow>
  );
}

/** Phone: POST /api/v1/login { phone } sends the PIN; then the PIN screen. */
function PhoneLogin({ redirect }: { redirect?: string | null }) {
  const t = useTranslations();
  const router = useRouter();
  const locale = toLocale(router.locale);
  const fetcher = useAccountFetch();
  const captcha = useCaptchaState();
  const [failure, setFailure] = useState('');
  const id = useId();

  const toPinScreen = (phone: string, wait: number) =>
    router.push(pathWithQuery(CONFIRMATION_PATH, { phone, redirect, wait }, locale), undefined, { locale: false });

  const formik = useFormik({
    initialValues: { phone: '' },
    validationSchema: yup.object({ phone: yv.iraqiMsisdn() }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const extra = captcha.fields();
      if (!extra) return;
      const phone = normalizeMsisdn(values.phone);
      try {
        const reply = await fetcher<PinSentData>('/api/v1/login', { method: 'POST', body: { phone, ...extra }, session: false });
        await toPinScreen(phone, reply.data.resendAfter ?? 60);
      } catch (error) {
        const data = errorData(error);
        // A code was sent less than a minute ago: it is still good, so go and type it.
        if (error instanceof ApiClientError && error.status === 429 && typeof data.resendAfter === 'number') {
          await toPinScreen(phone, data.resendAfter);
          return;
        }
        captcha.afterFailure(error);
        const fields = apiFieldErrors(error) ?? {};
        if (fields.phone) {
          helpers.setFieldTouched('phone', true, false);
          helpers.setFieldError('phone', fields.phone);
        } else if (!fields.captcha && data.captchaRequired !== true) {
          setFailure(failureText(t, error));
        }
      }
    },
  });

  const phoneError = formik.touched.phone ? errorText(t, formik.errors.phone) : '';
  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-describedby={failure ? `${id}-failure` : undefined}>
      <p className="intro">{t('signIn.phone.intro')}</p>
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
        error={phoneError}
        required
      />
      {captcha.required && <Captcha {...captcha.props} />}
      <FormAlert id={`${id}-failure`}>{failure}</FormAlert>
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('signIn.sending') : t('signIn.phone.submit')}
      </Button>
    </Form>
  );
}

/** E-mail and password: POST /api/v1/login { email, password } signs in at once. */
function EmailLogin({ redirect }: { redirect?: string | null }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const goOn = useGoAfterSignIn(redirect);
  const captcha = useCaptchaState();
  const [failure, setFailure] = useState('');
  const id = useId();

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: yup.object({ email: yv.email(), password: yup.string().required(messages.required) }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      const extra = captcha.fields();
      if (!extra) return;
      try {
        await fetcher<LoginData>('/api/v1/login', { method: 'POST', body: { email: values.email.trim(), password: values.password, ...extra }, session: false });
        await goOn();
      } catch (error) {
        captcha.afterFailure(error);
        const fields = apiFieldErrors(error) ?? {};
        for (const name of ['email', 'password'] as const) {
          if (fields[name]) {
            helpers.setFieldTouched(name, true, false);
            helpers.setFieldError(name, fields[name]);
          }
        }
        if (!fields.email && !fields.password && !fields.captcha) setFailure(failureText(t, error));
        helpers.setFieldValue('password', '', false);
      }
    },
  });

  const err = (name: 'email' | 'password') => (formik.touched[name] ? errorText(t, formik.errors[name]) : '');
  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      <Field
        id={`${id}-email`}
        name="email"
        label={t('signIn.email.label')}
        type="email"
        autoComplete="username"
        dir="ltr"
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={err('email')}
        required
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('signIn.email.password')}
        autoComplete="current-password"
        value={formik.values.password}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={err('password')}
        required
      />
      {captcha.required && <Captcha {...captcha.props} />}
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('signIn.sending') : t('signIn.email.submit')}
      </Button>
    </Form>
  );
}

/** Quick login: the operator's network tells us the number (POST /api/v1/login/quick). */
function QuickLogin({ redirect }: { redirect?: string | null }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const goOn = useGoAfterSignIn(redirect);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const id = useId();

  const attempt = async () => {
    setState('busy');
    try {
      await fetcher<LoginData>('/api/v1/login/quick', { method: 'POST', session: false });
      await goOn();
    } catch (error) {
      const refused = error instanceof ApiClientError && error.status === 401;
      setMessage(refused && error.envelope?.message ? error.envelope.message : refused ? t('signIn.quick.failed') : failureText(t, error));
      setState('failed');
    }
  };

  if (state === 'failed') {
    return (
      <Quick aria-labelledby={`${id}-failed`}>
        <h2 id={`${id}-failed`}>{t('signIn.quick.failedTitle')}</h2>
        <FormAlert>{message}</FormAlert>
        <div className="actions">
          <Button type="button" onClick={() => void attempt()}>
            {t('errors.tryAgain')}
          </Button>
          <SmartLink href="/" className="home">
            {t('errors.backHome')}
          </SmartLink>
        </div>
      </Quick>
    );
  }
  return (
    <Quick aria-labelledby={`${id}-quick`}>
      <h2 id={`${id}-quick`}>{t('signIn.quick.title')}</h2>
      <p>{t('signIn.quick.intro')}</p>
      <div className="actions">
        <Button type="button" $variant="secondary" onClick={() => void attempt()} disabled={state === 'busy'}>
          <SignalIcon /> {t('signIn.quick.button')}
        </Button>
      </div>
    </Quick>
  );
}

const Info = classed.p(styles.Info);

const TabList = classed.div(styles.TabList);

const Links = classed.p(styles.Links);

const Quick = classed.section(styles.Quick);
