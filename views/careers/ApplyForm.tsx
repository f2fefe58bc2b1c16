import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import * as yup from 'yup';
import { apiFieldErrors, uploadForm } from '@/lib/api';
import { toLocale } from '@/lib/locales';
import { yv } from '@/lib/validation/yup';
import { errorText, failureText, Field, FileField, FormAlert, TextAreaField } from '@/flows/account/ui';
import { useNotice } from '@/shell/feedback/notice';
import { Button } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './ApplyForm.module.css';

const CV_MAX_BYTES = 5 * 1024 * 1024;
const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const schema = yup.object({
  name: yv.text(120),
  email: yv.email(),
  phone: yv.iraqiMsisdn(),
  coverLetter: yup.string().max(3_000, 'validation.tooLong?max=3000'),
});

interface Values {
  name: string;
  email: string;
  phone: string;
  coverLetter: string;
}

const fieldOrder = ['name', 'email', 'phone', 'coverLetter', 'cv'] as const;

/** A message reference for the CV, or null when it can be sent. */
function checkCv(file: File | null): string | null {
  if (!file) return 'errors.cvRequired';
  if (file.size > CV_MAX_BYTES) return 'errors.fileTooLarge?mb=5';
  if (!/\.(pdf|docx)$/i.test(file.name)) return 'errors.cvType';
  return null;
}

/**
 * The job application form, built like the site's other forms (the account screens and the contact
 * forms): the same fields with their errors tied to them, the first error focused, a summary alert,
 * the upload control with its progress, and the success notice overlay. The CV is PDF or DOCX, 5 MB.
 */
export function ApplyForm({ jobId }: { jobId: number }) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  const notice = useNotice();
  const baseId = useId();
  const fieldId = (name: (typeof fieldOrder)[number]) => `${baseId}-${name}`;
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  // Remounts the file input after a successful send, so it no longer shows the sent file's name.
  const [fileInputKey, setFileInputKey] = useState(0);

  const formik = useFormik<Values>({
    initialValues: { name: '', email: '', phone: '', coverLetter: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure('');
      const problem = checkCv(cv);
      setCvError(problem);
      if (problem || !cv) return;
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.set(key, value);
      form.set('cv', cv);
      setProgress(0);
      try {
        await uploadForm(`/api/v1/jobs/${jobId}/apply`, form, { lang: locale, onProgress: setProgress });
        helpers.resetForm();
        setCv(null);
        setFileInputKey((k) => k + 1);
        notice({ kind: 'success', title: t('notice.success'), message: t('careers.applied') });
      } catch (error) {
        const fields = apiFieldErrors(error);
        if (fields && Object.keys(fields).length > 0) {
          const { cv: cvProblem, ...rest } = fields;
          helpers.setTouched(Object.fromEntries(Object.keys(rest).map((name) => [name, true])), false);
          helpers.setErrors(rest);
          if (cvProblem) setCvError(cvProblem);
        } else {
          setFailure(failureText(t, error));
        }
      } finally {
        setProgress(null);
      }
    },
  });

  // After each attempt that ends with field errors (the browser's or the server's), focus the first.
  const focusedAttempt = useRef(0);
  const { submitCount, isSubmitting, errors, touched } = formik;
  useEffect(() => {
    if (submitCount < focusedAttempt.current) focusedAttempt.current = 0;
    if (isSubmitting || submitCount === focusedAttempt.current) return;
    const first = fieldOrder.find((name) => (name === 'cv' ? cvError : errors[name]));
    if (!first) return;
    focusedAttempt.current = submitCount;
    document.getElementById(fieldId(first))?.focus();
    // fieldId only depends on baseId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting, errors, cvError, baseId]);

  const fieldError = (name: keyof Values) => (touched[name] && errors[name] ? errorText(t, errors[name]) : undefined);
  const hasFieldErrors = submitCount > 0 && !isSubmitting && (Boolean(cvError) || (Object.keys(errors) as Array<keyof Values>).some((name) => touched[name]));
  const summary = failure || (hasFieldErrors ? t('forms.common.checkFields') : '');

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => {
        // Formik calls onSubmit only when the other fields pass: the CV is checked on every attempt.
        setCvError(checkCv(cv));
        formik.handleSubmit(event);
      }}
      aria-busy={isSubmitting}
    >
      <Field id={fieldId('name')} label={t('careers.name')} autoComplete="name" error={fieldError('name')} {...formik.getFieldProps('name')} />
      <Field id={fieldId('email')} label={t('careers.email')} type="email" autoComplete="email" dir="ltr" error={fieldError('email')} {...formik.getFieldProps('email')} />
      <Field id={fieldId('phone')} label={t('careers.phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" error={fieldError('phone')} {...formik.getFieldProps('phone')} />
      <TextAreaField id={fieldId('coverLetter')} label={t('careers.coverLetter')} error={fieldError('coverLetter')} {...formik.getFieldProps('coverLetter')} />
      <FileField
        key={fileInputKey}
        id={fieldId('cv')}
        label={t('careers.cv')}
        accept={CV_ACCEPT}
        error={cvError ? errorText(t, cvError) : undefined}
        onFile={(file) => {
          setCv(file);
          setCvError(file ? checkCv(file) : null);
        }}
        progress={progress}
        progressLabel={t('careers.sending')}
      />
      <FormAlert>{summary}</FormAlert>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('careers.sending') : t('careers.send')}
        </Button>
      </div>
    </StyledForm>
  );
}

const StyledForm = classed.form(styles.StyledForm);
