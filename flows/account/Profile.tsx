/**
 * /personal/my-account/profile (spec sections 3 and 5): names, phone (read only), e-mail, date of birth
 * (day, month and year), interests, ID type and number; the password; and the addresses (add, remove
 * after a confirmation, set primary). GET and PUT /api/v1/profile, /api/v1/profile/addresses[/primary].
 * The server's field errors (data.errors) are shown on their fields.
 *
 * The e-mail and the password are sign-in identifiers (design.md section 7): changing one asks for a
 * code sent by SMS to the account's number first (POST /api/v1/profile/code, then the change with the
 * code: ChangeCode). A new e-mail is used once the link mailed to it is opened: that link lands here
 * (?confirmEmail=&code=) and is confirmed with POST /api/v1/profile/email/confirm.
 */
import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import * as yup from 'yup';
import type { AddressData, PinSentData, ProfileData } from '@/lib/account-api';
import { ApiClientError, apiFieldErrors } from '@/lib/api/errors';
import { joinParts } from '@/lib/format';
import { governorateName, type GovernorateId } from '@/lib/governorates';
import { GovernorateOptions } from '@/ui/GovernorateOptions';
import { toLocale } from '@/lib/locales';
import { messages } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { notify } from '@/shell/feedback/toast';
import { monthNames } from '@/ui/dates';
import { Button, VisuallyHidden } from '@/ui/primitives';
import { PasswordField, PasswordRules } from '../login/PasswordField';
import { isUnauthorized, useAccountApi, useAccountFetch } from './api';
import { ChangeCode } from './ChangeCode';
import { ADDRESS_MAX, ID_NUMBER_MAX, LANDMARK_MAX, NAME_MAX, optionalEmail, optionalText } from './schemas';
import { Card, errorData, errorText, failureText, Field, FieldError, FieldRow, FormAlert, LoadError, Ltr, Screen, Skeleton } from './ui';
import { classed } from '@/ui/classed';
import styles from './Profile.module.css';

export const interestOptions = ['internet', 'calls', 'social', 'music', 'movies', 'sports', 'gaming', 'travel', 'shopping', 'news'] as const;
export const idTypeOptions = ['national-id', 'passport', 'residence'] as const;
export const MIN_AGE = 10;
const MAX_AGE = 120;

export interface ProfileProps {
  /** The e-mail confirmation link's values; read from the address (?confirmEmail=&code=) when not given. */
  link?: { email: string; code: string } | null;
}

const firstOf = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

export function Profile({ link }: ProfileProps = {}) {
  const t = useTranslations('myAccount');
  const { data, error, isLoading, mutate } = useAccountApi<ProfileData>('/api/v1/profile');
  const setProfile = (saved: ProfileData) => void mutate({ data: saved, success: true, message: '' }, { revalidate: false });
  return (
    <Screen>
      <h1>{t('profile.title')}</h1>
      <EmailLink link={link} onConfirmed={setProfile} />
      {isLoading && !data && <Skeleton label={t('common.loading')} lines={6} />}
      {error && !isUnauthorized(error) && !data && <LoadError onRetry={() => void mutate()} />}
      {data && (
        <>
          {/* A new key when the e-mail changes (a confirmed link), so the form starts from it. */}
          <ProfileForm key={data.email ?? ''} profile={data} onSaved={setProfile} />
          <PasswordChange phone={data.msisdn} />
          <Addresses addresses={data.addresses} onChanged={(list) => void mutate((current) => current && { ...current, data: { ...current.data, addresses: list } }, { revalidate: false })} />
        </>
      )}
    </Screen>
  );
}

/**
 * The mailed link of a new e-mail (?confirmEmail=&code=): confirmed once, then taken out of the
 * address (the code must not stay in the history). Says how it went in the page's language.
 */
function EmailLink({ link, onConfirmed }: { link?: ProfileProps['link']; onConfirmed: (profile: ProfileData) => void }) {
  const t = useTranslations();
  const router = useRouter();
  const fetcher = useAccountFetch();
  const [state, setState] = useState<'idle' | 'confirming' | 'done'>('idle');
  const [failure, setFailure] = useState('');
  const started = useRef(false);
  const email = link ? link.email : firstOf(router.query.confirmEmail);
  const code = link ? link.code : firstOf(router.query.code);

  useEffect(() => {
    if (started.current || !email || !code || (!link && !router.isReady)) return;
    started.current = true;
    setState('confirming');
    void (async () => {
      try {
        const reply = await fetcher<ProfileData>('/api/v1/profile/email/confirm', { method: 'POST', body: { email, code } });
        onConfirmed(reply.data);
        void notify(reply.message || t('myAccount.change.emailConfirmed'), 'success');
      } catch (error) {
        if (!isUnauthorized(error)) setFailure(failureText(t, error));
      } finally {
        setState('done');
        if (!link) {
          const query = Object.fromEntries(Object.entries(router.query).filter(([name]) => name !== 'confirmEmail' && name !== 'code'));
          void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
        }
      }
    })();
  }, [email, code, link, router, fetcher, onConfirmed, t]);

  if (state === 'idle') return null;
  return (
    <>
      <p role="status">{state === 'confirming' ? t('myAccount.change.confirmingLink') : ''}</p>
      <FormAlert>{failure}</FormAlert>
    </>
  );
}

interface ProfileValues {
  firstName: string;
  secondName: string;
  thirdName: string;
  email: string;
  day: string;
  month: string;
  year: string;
  interests: string[];
  idType: string;
  idNumber: string;
}

/** What PUT /api/v1/profile is sent (plus `code` when the e-mail changes). */
interface ProfileBody {
  firstName: string;
  secondName: string;
  thirdName: string;
  email: string;
  dateOfBirth: string;
  interests: string[];
  idType: string;
  idNumber: string;
}

const pad = (n: string) => n.padStart(2, '0');

/** The yyyy-mm-dd of three selects, '' when none is chosen, null when the date is incomplete or impossible. */
export function composeDate(day: string, month: string, year: string): string | null {
  if (!day && !month && !year) return '';
  if (!day || !month || !year) return null;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

function ageOn(iso: string, today = new Date()): number {
  const [y, m, d] = iso.split('-').map(Number);
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--;
  return age;
}

const profileSchema = yup.object({
  firstName: yv.text(NAME_MAX),
  secondName: yv.text(NAME_MAX),
  thirdName: yv.text(NAME_MAX),
  email: optionalEmail(),
  year: yup.string().test('dateOfBirth', 'myAccount.profile.dobInvalid', function (year) {
    const { day, month } = this.parent as ProfileValues;
    const iso = composeDate(day, month, year ?? '');
    if (iso === null) return this.createError({ message: 'myAccount.profile.dobInvalid' });
    if (iso === '') return true;
    if (new Date(`${iso}T00:00:00Z`).getTime() >= Date.now()) return this.createError({ message: 'myAccount.profile.dobPast' });
    if (ageOn(iso) < MIN_AGE) return this.createError({ message: `myAccount.profile.dobMinAge?min=${MIN_AGE}` });
    return true;
  }),
  idType: yup.string().test('idType', messages.required, function (v) {
    return Boolean(v) || !(this.parent as ProfileValues).idNumber.trim();
  }),
  idNumber: optionalText(ID_NUMBER_MAX)
    .matches(/^[A-Za-z0-9-]*$/, 'myAccount.profile.idNumberInvalid')
    .test('idNumber', messages.required, function (v) {
      return Boolean(v?.trim()) || !(this.parent as ProfileValues).idType;
    }),
});

/** Server field names → the form's fields (the date of birth is shown on its group). */
const serverFields: Record<string, keyof ProfileValues> = {
  firstName: 'firstName',
  secondName: 'secondName',
  thirdName: 'thirdName',
  email: 'email',
  dateOfBirth: 'year',
  interests: 'interests',
  idType: 'idType',
  idNumber: 'idNumber',
};

export function ProfileForm({ profile, onSaved }: { profile: ProfileData; onSaved: (saved: ProfileData) => void }) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const fetcher = useAccountFetch();
  const id = useId();
  const [failure, setFailure] = useState('');
  const [y, m, d] = (profile.dateOfBirth ?? '').split('-');
  const months = useMemo(() => monthNames(locale), [locale]);
  const thisYear = new Date().getFullYear();
  const years = useMemo(() => Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => String(thisYear - MIN_AGE - i)), [thisYear]);

  const [change, setChange] = useState<{ body: ProfileBody; wait: number } | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  /** The e-mail the last code was sent for (lower case). */
  const askedFor = useRef<string | null>(null);

  const formik = useFormik<ProfileValues>({
    initialValues: {
      firstName: profile.firstName,
      secondName: profile.secondName,
      thirdName: profile.thirdName,
      email: profile.email ?? '',
      day: d ? String(Number(d)) : '',
      month: m ? String(Number(m)) : '',
      year: y ?? '',
      interests: profile.interests,
      idType: profile.idType ?? '',
      idNumber: profile.idNumber ?? '',
    },
    enableReinitialize: false,
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      setFailure('');
      const body: ProfileBody = {
        firstName: values.firstName.trim(),
        secondName: values.secondName.trim(),
        thirdName: values.thirdName.trim(),
        email: values.email.trim(),
        dateOfBirth: composeDate(values.day, values.month, values.year) ?? '',
        interests: values.interests,
        idType: values.idType,
        idNumber: values.idNumber.trim(),
      };
      const wanted = body.email.toLowerCase();
      if (wanted !== (profile.email ?? '').toLowerCase()) {
        // A new (or no) e-mail: first the code by SMS to the number; the code step then saves.
        try {
          const reply = await askEmailCode(body.email);
          setChange({ body, wait: reply.data?.resendAfter ?? 60 });
        } catch (error) {
          if (isUnauthorized(error)) return;
          const data = errorData(error);
          if (error instanceof ApiClientError && error.status === 429 && typeof data.resendAfter === 'number' && askedFor.current === wanted) {
            setChange({ body, wait: data.resendAfter }); // the code sent a moment ago is for this e-mail
            return;
          }
          showServerErrors(error);
        }
        return;
      }
      try {
        await save(body);
      } catch (error) {
        if (!isUnauthorized(error)) showServerErrors(error);
      }
    },
  });

  /** The server's field errors on their fields (they stay until edited), or its sentence. True when fields were to blame. */
  const showServerErrors = (error: unknown): boolean => {
    const fromServer = apiFieldErrors(error) ?? {};
    const mapped: Partial<Record<keyof ProfileValues, string>> = {};
    for (const [field, message] of Object.entries(fromServer)) {
      const target = serverFields[field];
      if (target) mapped[target] = message;
    }
    if (Object.keys(mapped).length > 0) {
      // Not validated again here: the server's messages stay until the subscriber edits the field.
      void formik.setTouched(Object.fromEntries(Object.keys(mapped).map((name) => [name, true])), false);
      formik.setErrors(mapped);
      setFailure(t('myAccount.common.checkFields'));
      return true;
    }
    setFailure(failureText(t, error));
    return false;
  };

  const askEmailCode = async (email: string) => {
    const reply = await fetcher<PinSentData>('/api/v1/profile/code', { method: 'POST', body: { purpose: 'change-email', email } });
    askedFor.current = email.toLowerCase();
    return reply;
  };

  const save = async (body: ProfileBody, code?: string) => {
    const reply = await fetcher<ProfileData>('/api/v1/profile', { method: 'PUT', body: code ? { ...body, code } : body });
    onSaved(reply.data);
    void notify(reply.message || t('myAccount.profile.saved'), 'success');
    if (code) {
      setChange(null);
      // A new address is used once its mailbox confirms it; until then the current one stays.
      if (body.email && body.email.toLowerCase() !== (reply.data.email ?? '').toLowerCase()) setPendingEmail(body.email);
      void formik.setFieldValue('email', reply.data.email ?? '', false);
    }
  };

  /** The code step's "confirm": a refused code stays on the step; other field errors go back to the form. */
  const confirmChange = async (code: string) => {
    if (!change) return;
    try {
      await save(change.body, code);
    } catch (error) {
      const fields = apiFieldErrors(error) ?? {};
      if (isUnauthorized(error) || fields.code || Object.keys(fields).length === 0) throw error;
      setChange(null);
      showServerErrors(error);
      setTimeout(() => document.getElementById(`${id}-${Object.keys(fields).map((f) => serverFields[f]).find(Boolean) ?? 'email'}`)?.focus(), 0);
    }
  };

  // After an attempt that ends with field errors (the browser's or the server's), focus the first.
  const focused = useRef(0);
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    if (isSubmitting || submitCount <= focused.current) return;
    const order: Array<keyof ProfileValues> = ['firstName', 'secondName', 'thirdName', 'email', 'year', 'interests', 'idType', 'idNumber'];
    const first = order.find((name) => errors[name]);
    if (!first) return;
    focused.current = submitCount;
    document.getElementById(`${id}-${first === 'year' ? 'day' : first}`)?.focus();
  }, [submitCount, isSubmitting, errors, id]);

  const err = (name: keyof ProfileValues) => (formik.touched[name] || formik.submitCount > 0 ? errorText(t, formik.errors[name] as string | undefined) : '');
  const text = (name: 'firstName' | 'secondName' | 'thirdName' | 'email' | 'idNumber') => ({
    id: `${id}-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: err(name),
  });
  const toggleInterest = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, checked } = event.target;
    const next = checked ? [...formik.values.interests, value] : formik.values.interests.filter((v) => v !== value);
    void formik.setFieldValue('interests', next);
  };
  const dobError = err('year');

  return (
    <Card aria-labelledby={`${id}-details`}>
      <h2 id={`${id}-details`}>{t('myAccount.profile.details')}</h2>
      <ProfileGrid noValidate onSubmit={formik.handleSubmit}>
        <Field {...text('firstName')} label={t('myAccount.profile.firstName')} autoComplete="given-name" maxLength={NAME_MAX + 10} required />
        <Field {...text('secondName')} label={t('myAccount.profile.secondName')} autoComplete="additional-name" maxLength={NAME_MAX + 10} required />
        <Field {...text('thirdName')} label={t('myAccount.profile.thirdName')} autoComplete="family-name" maxLength={NAME_MAX + 10} required />
        <Field id={`${id}-phone`} label={t('myAccount.profile.phone')} value={profile.msisdn} readOnly dir="ltr" hint={t('myAccount.profile.phoneHint')} />
        <Field {...text('email')} label={t('signIn.email.label')} type="email" autoComplete="email" dir="ltr" optional />

        <FieldRow as="fieldset" $invalid={Boolean(dobError)} className="wide" aria-describedby={dobError ? `${id}-dob-error` : undefined}>
          <legend>
            {t('myAccount.profile.dateOfBirth')} <span className="optional">({t('myAccount.common.optional')})</span>
          </legend>
          <div className="dob">
            <label>
              <span>{t('myAccount.profile.day')}</span>
              <select id={`${id}-day`} name="day" value={formik.values.day} onChange={formik.handleChange} autoComplete="bday-day" aria-invalid={dobError ? true : undefined}>
                <option value="">–</option>
                {Array.from({ length: 31 }, (_, i) => (
                  <option key={i + 1} value={String(i + 1)}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('myAccount.profile.month')}</span>
              <select name="month" value={formik.values.month} onChange={formik.handleChange} autoComplete="bday-month" aria-invalid={dobError ? true : undefined}>
                <option value="">–</option>
                {months.map((name, i) => (
                  <option key={name} value={String(i + 1)}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('myAccount.profile.year')}</span>
              <select name="year" value={formik.values.year} onChange={formik.handleChange} autoComplete="bday-year" aria-invalid={dobError ? true : undefined}>
                <option value="">–</option>
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {dobError && <FieldError id={`${id}-dob-error`}>{dobError}</FieldError>}
        </FieldRow>

        <FieldRow as="fieldset" className="wide" $invalid={Boolean(err('interests'))}>
          <legend>
            {t('myAccount.profile.interests')} <span className="optional">({t('myAccount.common.optional')})</span>
          </legend>
          <div className="checks">
            {interestOptions.map((value) => (
              <label key={value}>
                <input type="checkbox" id={value === interestOptions[0] ? `${id}-interests` : undefined} name="interests" value={value} checked={formik.values.interests.includes(value)} onChange={toggleInterest} />
                {t(`myAccount.interests.${value}`)}
              </label>
            ))}
          </div>
          {err('interests') && <FieldError id={`${id}-interests-error`}>{err('interests')}</FieldError>}
        </FieldRow>

        <FieldRow $invalid={Boolean(err('idType'))}>
          <label htmlFor={`${id}-idType`}>
            {t('myAccount.profile.idType')} <span className="optional">({t('myAccount.common.optional')})</span>
          </label>
          <select
            id={`${id}-idType`}
            name="idType"
            value={formik.values.idType}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={err('idType') ? true : undefined}
            aria-describedby={err('idType') ? `${id}-idType-error` : undefined}
          >
            <option value="">{t('myAccount.profile.idNone')}</option>
            {idTypeOptions.map((value) => (
              <option key={value} value={value}>
                {t(`myAccount.idTypes.${value}`)}
              </option>
            ))}
          </select>
          {err('idType') && <FieldError id={`${id}-idType-error`}>{err('idType')}</FieldError>}
        </FieldRow>
        <Field {...text('idNumber')} label={t('myAccount.profile.idNumber')} dir="ltr" autoComplete="off" maxLength={ID_NUMBER_MAX + 5} optional />

        <div className="wide">
          <FormAlert>{failure}</FormAlert>
        </div>
        {!change && (
          <div className="wide">
            <Button type="submit" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? t('myAccount.common.saving') : t('myAccount.profile.save')}
            </Button>
          </div>
        )}
      </ProfileGrid>
      {change && (
        <ChangeCode
          kind="email"
          phone={profile.msisdn}
          wait={change.wait}
          confirm={confirmChange}
          resend={() => askEmailCode(change.body.email)}
          onCancel={() => {
            setChange(null);
            document.getElementById(`${id}-email`)?.focus();
          }}
        />
      )}
      {pendingEmail && (
        <p role="status">{t.rich('myAccount.change.emailPending', { email: pendingEmail, mail: (chunks) => <Ltr>{chunks}</Ltr> })}</p>
      )}
    </Card>
  );
}

// Password ----------------------------------------------------------------------------------------

/** A new password: the rules as it is typed, then the code by SMS to the number, then the change. */
export function PasswordChange({ phone }: { phone: string }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  const [step, setStep] = useState<{ wait: number } | null>(null);
  const [failure, setFailure] = useState('');
  /** The password the last code was sent for: a code is bound to it. */
  const askedFor = useRef<string | null>(null);

  const askCode = async (values: { password: string; confirmPassword: string }) => {
    const reply = await fetcher<PinSentData>('/api/v1/profile/code', {
      method: 'POST',
      body: { purpose: 'change-password', password: values.password, confirmPassword: values.confirmPassword },
    });
    askedFor.current = values.password;
    return reply;
  };

  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: yup.object({ password: yv.password(), confirmPassword: yv.passwordConfirm('password') }),
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setFailure('');
      try {
        const reply = await askCode(values);
        setStep({ wait: reply.data?.resendAfter ?? 60 });
      } catch (error) {
        if (isUnauthorized(error)) return;
        const data = errorData(error);
        if (error instanceof ApiClientError && error.status === 429 && typeof data.resendAfter === 'number' && askedFor.current === values.password) {
          setStep({ wait: data.resendAfter });
          return;
        }
        const fields = apiFieldErrors(error) ?? {};
        const known = (['password', 'confirmPassword'] as const).filter((name) => fields[name]);
        if (known.length) {
          helpers.setTouched(Object.fromEntries(known.map((name) => [name, true])), false);
          helpers.setErrors(Object.fromEntries(known.map((name) => [name, fields[name]])));
        } else {
          setFailure(failureText(t, error));
        }
      }
    },
  });

  const confirm = async (code: string) => {
    const reply = await fetcher<null>('/api/v1/profile/password', { method: 'POST', body: { ...formik.values, code } });
    setStep(null);
    formik.resetForm();
    askedFor.current = null;
    void notify(reply.message || t('myAccount.password.changed'), 'success');
  };

  const err = (name: 'password' | 'confirmPassword') => (formik.touched[name] || formik.submitCount > 0 ? errorText(t, formik.errors[name]) : '');
  const field = (name: 'password' | 'confirmPassword') => ({
    id: `${id}-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: err(name),
    autoComplete: 'new-password',
    // The code is bound to this password: it cannot change while the code step is open.
    readOnly: step !== null,
    required: true,
  });

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('myAccount.password.title')}</h2>
      <p>{t('myAccount.password.intro')}</p>
      <PasswordForm noValidate onSubmit={formik.handleSubmit}>
        <PasswordField {...field('password')} label={t('myAccount.password.new')} describedBy={`${id}-rules`} />
        <PasswordRules id={`${id}-rules`} value={formik.values.password} />
        <PasswordField {...field('confirmPassword')} label={t('myAccount.password.confirm')} />
        <FormAlert>{failure}</FormAlert>
        {!step && (
          <Button type="submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('signIn.sending') : t('myAccount.password.submit')}
          </Button>
        )}
      </PasswordForm>
      {step && (
        <ChangeCode
          kind="password"
          phone={phone}
          wait={step.wait}
          confirm={confirm}
          resend={() => askCode(formik.values)}
          onCancel={() => {
            setStep(null);
            document.getElementById(`${id}-password`)?.focus();
          }}
        />
      )}
    </Card>
  );
}

// Addresses ---------------------------------------------------------------------------------------

export function Addresses({ addresses, onChanged }: { addresses: AddressData[]; onChanged: (list: AddressData[]) => void }) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const fetcher = useAccountFetch();
  const id = useId();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const listRef = useRef<HTMLUListElement>(null);

  const run = async (action: () => Promise<AddressData[]>, done: string) => {
    setBusy(true);
    setFailure('');
    try {
      onChanged(await action());
      void notify(done, 'success');
    } catch (error) {
      if (!isUnauthorized(error)) setFailure(failureText(t, error));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const remove = (address: AddressData) =>
    run(async () => (await fetcher<AddressData[]>('/api/v1/profile/addresses', { method: 'DELETE', query: { id: address.id } })).data, t('myAccount.addresses.removed'));

  const makePrimary = (address: AddressData) =>
    run(async () => {
      const reply = await fetcher<AddressData[] | AddressData | null>('/api/v1/profile/addresses/primary', { method: 'POST', query: { id: address.id } });
      // The answer is the list; if it is not, work it out here.
      return Array.isArray(reply.data) ? reply.data : addresses.map((a) => ({ ...a, primary: a.id === address.id }));
    }, t('myAccount.addresses.primarySet'));

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('myAccount.addresses.title')}</h2>
      {addresses.length === 0 ? (
        <p>{t('myAccount.addresses.empty')}</p>
      ) : (
        <AddressList ref={listRef}>
          {addresses.map((address) => (
            <li key={address.id} data-primary={address.primary}>
              <div className="text">
                <strong>{address.address}</strong>
                <span>{joinParts([address.district, address.city, address.governorate ? governorateName(address.governorate, locale) : undefined], locale)}</span>
                {address.landmark && <span>{t('myAccount.addresses.near', { landmark: address.landmark })}</span>}
                {address.primary && <span className="badge">{t('myAccount.addresses.primary')}</span>}
              </div>
              {confirming === address.id ? (
                <div className="confirm" role="group" aria-label={t('myAccount.addresses.confirmRemove')}>
                  <span>{t('myAccount.addresses.confirmRemove')}</span>
                  <Button type="button" onClick={() => void remove(address)} disabled={busy} autoFocus>
                    {t('myAccount.addresses.yesRemove')}
                  </Button>
                  <Button type="button" $variant="ghost" onClick={() => setConfirming(null)}>
                    {t('myAccount.common.cancel')}
                  </Button>
                </div>
              ) : (
                <div className="buttons">
                  {!address.primary && (
                    <Button type="button" $variant="secondary" onClick={() => void makePrimary(address)} disabled={busy}>
                      {t('myAccount.addresses.makePrimary')}
                      <VisuallyHidden> {address.address}</VisuallyHidden>
                    </Button>
                  )}
                  <Button type="button" $variant="ghost" onClick={() => setConfirming(address.id)} disabled={busy}>
                    {t('myAccount.addresses.remove')}
                    <VisuallyHidden> {address.address}</VisuallyHidden>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </AddressList>
      )}
      <FormAlert>{failure}</FormAlert>
      <AddAddress onAdded={(address) => onChanged([...addresses, address])} />
    </Card>
  );
}

function AddAddress({ onAdded }: { onAdded: (address: AddressData) => void }) {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState('');
  const formik = useFormik({
    initialValues: { address: '', city: '', district: '', governorate: '', landmark: '' },
    validationSchema: yup.object({
      address: yv.text(ADDRESS_MAX),
      city: yv.text(NAME_MAX),
      district: yv.text(NAME_MAX),
      governorate: yup.string().required('myAccount.addresses.governorateRequired'),
      landmark: optionalText(LANDMARK_MAX),
    }),
    onSubmit: async (values, helpers) => {
      setFailure('');
      try {
        const landmark = values.landmark.trim();
        const reply = await fetcher<AddressData>('/api/v1/profile/addresses', {
          method: 'POST',
          body: {
            address: values.address.trim(),
            city: values.city.trim(),
            district: values.district.trim(),
            governorate: values.governorate as GovernorateId,
            ...(landmark ? { landmark } : {}),
          },
        });
        onAdded(reply.data);
        helpers.resetForm();
        setOpen(false);
        void notify(t('myAccount.addresses.added'), 'success');
      } catch (error) {
        if (isUnauthorized(error)) return;
        const fields = apiFieldErrors(error) ?? {};
        const known = (['address', 'city', 'district', 'governorate', 'landmark'] as const).filter((name) => fields[name]);
        if (known.length) {
          helpers.setTouched(Object.fromEntries(known.map((name) => [name, true])), false);
          helpers.setErrors(Object.fromEntries(known.map((name) => [name, fields[name]])));
        } else {
          setFailure(failureText(t, error));
        }
      }
    },
  });
  if (!open) {
    return (
      <div>
        <Button type="button" $variant="secondary" onClick={() => setOpen(true)} aria-expanded={false}>
          {t('myAccount.addresses.add')}
        </Button>
      </div>
    );
  }
  const governorateError = formik.touched.governorate ? errorText(t, formik.errors.governorate) : '';
  const field = (name: 'address' | 'city' | 'district', label: string, autoComplete: string) => (
    <Field
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={formik.touched[name] ? errorText(t, formik.errors[name]) : ''}
      autoComplete={autoComplete}
      autoFocus={name === 'address'}
      required
    />
  );
  return (
    <AddForm noValidate onSubmit={formik.handleSubmit} aria-labelledby={`${id}-add`}>
      <h3 id={`${id}-add`}>{t('myAccount.addresses.newTitle')}</h3>
      {field('address', t('myAccount.addresses.address'), 'street-address')}
      <FieldRow $invalid={Boolean(governorateError)}>
        <label htmlFor={`${id}-governorate`}>{t('myAccount.addresses.governorate')}</label>
        <div className="control">
          <select
            id={`${id}-governorate`}
            name="governorate"
            autoComplete="address-level1"
            required
            value={formik.values.governorate}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={governorateError ? true : undefined}
            aria-describedby={governorateError ? `${id}-governorate-error` : undefined}
          >
            <GovernorateOptions placeholder={t('myAccount.addresses.chooseGovernorate')} />
          </select>
        </div>
        {governorateError && <FieldError id={`${id}-governorate-error`}>{governorateError}</FieldError>}
      </FieldRow>
      {field('city', t('myAccount.addresses.city'), 'address-level2')}
      {field('district', t('myAccount.addresses.district'), 'address-level3')}
      <Field
        id={`${id}-landmark`}
        name="landmark"
        label={t('myAccount.addresses.landmark')}
        optional
        hint={t('myAccount.addresses.landmarkHint')}
        maxLength={LANDMARK_MAX}
        value={formik.values.landmark}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={formik.touched.landmark ? errorText(t, formik.errors.landmark) : ''}
        autoComplete="off"
      />
      <FormAlert>{failure}</FormAlert>
      <div className="buttons">
        <Button type="submit" disabled={formik.isSubmitting}>
          {t('myAccount.addresses.save')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => setOpen(false)}>
          {t('myAccount.common.cancel')}
        </Button>
      </div>
    </AddForm>
  );
}

const ProfileGrid = classed.form(styles.ProfileGrid);

const PasswordForm = classed.form(styles.PasswordForm);

const AddressList = classed.ul(styles.AddressList);

const AddForm = classed.form(styles.AddForm);
