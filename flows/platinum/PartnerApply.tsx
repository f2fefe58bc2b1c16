/**
 * The Platinum partner application (issue 13 part 3), shown in place on /platinum by a FlowEmbed
 * block: formik + yup like the site's other forms, the logo and the PDF checked in the browser by
 * their first bytes and size before anything is sent (the server checks them again, by content),
 * upload progress, every error on its field; then the code texted to the contact number (the shared
 * code step, flows/shared/CodeStep.tsx): only a proven number gets the application reviewed, so the form
 * cannot be used to text someone else's phone. The reference is shown once the code is right.
 */
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import * as yup from 'yup';
import { apiFieldErrors, uploadForm } from '@/lib/api';
import { governorateIds, governorates } from '@/lib/governorates';
import { toLocale } from '@/lib/locales';
import { DISCOUNT_MAX, DISCOUNT_MIN, DOCUMENT_MAX_BYTES, LOGO_MAX_BYTES, detectLogoType, isPdf, partnerCategories } from '@/lib/platinum';
import { messageRef, translateRef } from '@/lib/validation/messages';
import { normalizeMsisdn } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { Button } from '@/ui/primitives';
import { errorText, failureText, Field, FieldError, FieldRow, FileField, FormAlert } from '../account/ui';
import { optionalEmail } from '../shared/forms';
import { newIdempotencyKey, useMoneyCall } from '../shared/api';
import { CodeStep } from '../shared/CodeStep';
import { Ltr, Notice } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './PartnerApply.module.css';

const discountRef = messageRef('platinum.errors.discount', { min: DISCOUNT_MIN, max: DISCOUNT_MAX });

const schema = yup.object({
  fullName: yv.text(120),
  shopName: yv.text(120),
  address: yv.text(300),
  governorate: yup.string().required('platinum.errors.governorate').oneOf(governorateIds, 'platinum.errors.governorate'),
  category: yup.string().required('platinum.errors.category').oneOf(partnerCategories, 'platinum.errors.category'),
  discount: yup
    .number()
    .transform((_value, original) => (typeof original === 'string' && original.trim() !== '' ? Number(original.trim()) : undefined))
    .typeError(discountRef)
    .required(discountRef)
    .integer(discountRef)
    .min(DISCOUNT_MIN, discountRef)
    .max(DISCOUNT_MAX, discountRef),
  phone: yv.iraqiMsisdn(),
  email: optionalEmail(),
});

interface Values {
  fullName: string;
  shopName: string;
  address: string;
  governorate: string;
  category: string;
  discount: string;
  phone: string;
  email: string;
}
type FileName = 'logo' | 'document';
const empty: Values = { fullName: '', shopName: '', address: '', governorate: '', category: '', discount: '', phone: '', email: '' };
const fieldOrder = ['fullName', 'shopName', 'address', 'governorate', 'category', 'discount', 'phone', 'email', 'logo', 'document'] as const;

/** The first bytes of a file (File.arrayBuffer where there is one, FileReader elsewhere). */
async function head(file: Blob, bytes = 16): Promise<Uint8Array> {
  const part = file.slice(0, bytes);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/** A message reference for a chosen file, or null when it can be sent. */
async function checkFile(kind: FileName, file: File | null): Promise<string | null> {
  if (!file) return kind === 'logo' ? 'platinum.errors.logoRequired' : 'platinum.errors.documentRequired';
  const max = kind === 'logo' ? LOGO_MAX_BYTES : DOCUMENT_MAX_BYTES;
  if (file.size > max) return messageRef(kind === 'logo' ? 'platinum.errors.logoTooLarge' : 'platinum.errors.documentTooLarge', { mb: max / 1024 / 1024 });
  const bytes = await head(file);
  if (kind === 'logo' ? !detectLogoType(bytes) : !isPdf(bytes)) return kind === 'logo' ? 'platinum.errors.logoType' : 'platinum.errors.documentType';
  return null;
}

export interface PartnerApplyProps {
  /** Tests and stories send the form elsewhere. */
  upload?: typeof uploadForm;
}

export function PartnerApply({ upload = uploadForm }: PartnerApplyProps) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const baseId = useId();
  const fieldId = (name: (typeof fieldOrder)[number]) => `${baseId}-${name}`;
  const [files, setFiles] = useState<Record<FileName, File | null>>({ logo: null, document: null });
  const [fileErrors, setFileErrors] = useState<Record<FileName, string | null>>({ logo: null, document: null });
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<{ reference: string; phone: string } | null>(null);
  const [codeStep, setCodeStep] = useState<{ applicationId: string; phone: string; wait: number } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const doneRef = useRef<HTMLDivElement>(null);

  const text = (message: string | null | undefined) => (message?.startsWith('platinum.') ? translateRef(t, message) : errorText(t, message ?? undefined));

  async function checkFiles(): Promise<boolean> {
    const [logo, document] = await Promise.all([checkFile('logo', files.logo), checkFile('document', files.document)]);
    setFileErrors({ logo, document });
    return !logo && !document;
  }

  const formik = useFormik<Values>({
    initialValues: empty,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure('');
      if (!(await checkFiles()) || !files.logo || !files.document) return;
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.set(key, key === 'phone' ? normalizeMsisdn(value) : value.trim());
      form.set('logo', files.logo);
      form.set('document', files.document);
      setProgress(0);
      try {
        const answer = await upload<CodeSent>('/api/v1/platinum/partners/apply', form, { lang: locale, onProgress: setProgress });
        // The form keeps what was typed until the code is right ("change the number" comes back to it).
        setCodeStep({ applicationId: answer.data.applicationId, phone: normalizeMsisdn(values.phone), wait: answer.data.resendAfter });
      } catch (error) {
        const fields = apiFieldErrors(error);
        if (fields && Object.keys(fields).length > 0) {
          const { logo, document, ...rest } = fields;
          helpers.setTouched(Object.fromEntries(Object.keys(rest).map((name) => [name, true])), false);
          helpers.setErrors(rest);
          setFileErrors({ logo: logo ?? null, document: document ?? null });
        } else {
          setFailure(failureText(t, error));
        }
      } finally {
        setProgress(null);
      }
    },
  });

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  // After each attempt that ends with field errors (the browser's or the server's), focus the first.
  const focusedAttempt = useRef(0);
  const { submitCount, isSubmitting, errors, touched } = formik;
  useEffect(() => {
    if (submitCount < focusedAttempt.current) focusedAttempt.current = 0;
    if (isSubmitting || submitCount === focusedAttempt.current) return;
    const first = fieldOrder.find((name) => (name === 'logo' || name === 'document' ? fileErrors[name] : errors[name]));
    if (!first) return;
    focusedAttempt.current = submitCount;
    document.getElementById(fieldId(first))?.focus();
    // fieldId only depends on baseId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting, errors, fileErrors, baseId]);

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1}>
        <Notice kind="success" title={t('platinum.apply.successTitle')}>
          {t.rich('platinum.apply.successText', { reference: done.reference, phone: done.phone, ltr: (chunks) => <Ltr>{chunks}</Ltr> })}
        </Notice>
        <p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setDone(null);
              setFormKey((k) => k + 1);
            }}
          >
            {t('platinum.apply.another')}
          </Button>
        </p>
      </div>
    );
  }

  const fieldError = (name: keyof Values) => (touched[name] && errors[name] ? text(errors[name]) : undefined);
  const hasFieldErrors = submitCount > 0 && !isSubmitting && (Boolean(fileErrors.logo || fileErrors.document) || (Object.keys(errors) as Array<keyof Values>).some((name) => touched[name]));
  const summary = failure || (hasFieldErrors ? t('forms.common.checkFields') : '');
  const select = (name: 'governorate' | 'category', placeholder: string, options: Array<{ value: string; label: string }>) => {
    const error = fieldError(name);
    return (
      <FieldRow $invalid={Boolean(error)}>
        <label htmlFor={fieldId(name)}>{t(`platinum.apply.${name}`)}</label>
        <select id={fieldId(name)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId(name)}-error` : undefined} {...formik.getFieldProps(name)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error && <FieldError id={`${fieldId(name)}-error`}>{error}</FieldError>}
      </FieldRow>
    );
  };
  const fileField = (name: FileName, accept: string) => (
    <FileField
      key={`${name}-${formKey}`}
      id={fieldId(name)}
      label={t(`platinum.apply.${name}`)}
      hint={t(`platinum.apply.${name}Hint`)}
      accept={accept}
      error={fileErrors[name] ? text(fileErrors[name]) : undefined}
      onFile={(file) => {
        setFiles((current) => ({ ...current, [name]: file }));
        // Said at once (wrong type, too large) rather than after pressing send.
        if (file) void checkFile(name, file).then((problem) => setFileErrors((current) => ({ ...current, [name]: problem })));
        else setFileErrors((current) => ({ ...current, [name]: null }));
      }}
      progress={null}
      progressLabel=""
    />
  );

  // The code step shows in place of the form, which stays mounted (hidden) with what was typed and the
  // chosen files, for "change the number".
  const codeScreen = codeStep && (
    <PartnerCodeStep
      {...codeStep}
      onConfirmed={(reference) => {
        setDone({ reference, phone: codeStep.phone });
        setCodeStep(null);
        formik.resetForm();
        setFiles({ logo: null, document: null });
      }}
      onChangeNumber={() => {
        setCodeStep(null);
        setTimeout(() => document.getElementById(fieldId('phone'))?.focus(), 0);
      }}
    />
  );

  return (
    <>
      {codeScreen}
      <StyledForm
        key={formKey}
        hidden={Boolean(codeStep)}
        noValidate
        aria-label={t('platinum.apply.title')}
        onSubmit={(event) => {
          // Formik calls onSubmit only when the other fields pass: the files are checked on every attempt.
          void checkFiles();
          formik.handleSubmit(event);
        }}
        aria-busy={isSubmitting}
      >
        <p className="intro">{t('platinum.apply.intro')}</p>
        <Field id={fieldId('fullName')} label={t('platinum.apply.fullName')} autoComplete="name" maxLength={120} error={fieldError('fullName')} {...formik.getFieldProps('fullName')} />
        <Field id={fieldId('shopName')} label={t('platinum.apply.shopName')} autoComplete="organization" maxLength={120} error={fieldError('shopName')} {...formik.getFieldProps('shopName')} />
        <Field id={fieldId('address')} label={t('platinum.apply.address')} autoComplete="street-address" maxLength={300} error={fieldError('address')} {...formik.getFieldProps('address')} />
        {select(
          'governorate',
          t('platinum.apply.chooseGovernorate'),
          governorates.map((g) => ({ value: g.id, label: g[locale] })),
        )}
        {select(
          'category',
          t('platinum.apply.chooseCategory'),
          partnerCategories.map((c) => ({ value: c, label: t(`platinum.partners.categories.${c}`) })),
        )}
        <Field
          id={fieldId('discount')}
          label={t('platinum.apply.discount')}
          hint={t('platinum.apply.discountHint')}
          inputMode="numeric"
          dir="ltr"
          maxLength={3}
          error={fieldError('discount')}
          {...formik.getFieldProps('discount')}
        />
        <Field id={fieldId('phone')} label={t('platinum.apply.phone')} hint={t('platinum.apply.phoneHint')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" error={fieldError('phone')} {...formik.getFieldProps('phone')} />
        <Field id={fieldId('email')} label={t('platinum.apply.email')} hint={t('platinum.apply.emailHint')} optional type="email" autoComplete="email" dir="ltr" maxLength={254} error={fieldError('email')} {...formik.getFieldProps('email')} />
        {fileField('logo', '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp')}
        {fileField('document', '.pdf,application/pdf')}
        <FormAlert>{summary}</FormAlert>
        {progress !== null && (
          <div className="progress">
            <progress id={`${baseId}-progress`} value={progress} max={1} aria-label={t('platinum.apply.uploading', { percent: Math.round(progress * 100) })} />
            <output htmlFor={`${baseId}-progress`}>{t('platinum.apply.uploading', { percent: Math.round(progress * 100) })}</output>
          </div>
        )}
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {t('platinum.apply.submit')}
          </Button>
        </div>
      </StyledForm>
    </>
  );
}

/** POST /api/v1/platinum/partners/apply and …/resend */
interface CodeSent {
  applicationId: string;
  resendAfter: number;
}

/** The code texted to the application's contact number: right, the application goes to review. */
function PartnerCodeStep({
  applicationId,
  phone,
  wait,
  onConfirmed,
  onChangeNumber,
}: {
  applicationId: string;
  phone: string;
  wait: number;
  onConfirmed: (reference: string) => void;
  onChangeNumber: () => void;
}) {
  const t = useTranslations();
  const call = useMoneyCall();
  return (
    <CodeStep
      wait={wait}
      intro={t.rich('platinum.apply.codeIntro', { number: phone, phone: (chunks) => <Ltr>{chunks}</Ltr> })}
      checkingLabel={t('platinum.apply.checking')}
      verify={async (code) => (await call<{ reference: string }>('/api/v1/platinum/partners/confirm', { method: 'POST', body: { applicationId, code } })).data}
      sendAgain={async () => (await call<CodeSent>('/api/v1/platinum/partners/resend', { method: 'POST', body: { applicationId }, idempotencyKey: newIdempotencyKey() })).data}
      onVerified={(answer) => onConfirmed(answer.reference)}
      back={{ onClick: onChangeNumber }}
    />
  );
}

const StyledForm = classed.form(styles.StyledForm);
