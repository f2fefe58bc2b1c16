import { Form, Formik, useField } from 'formik';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { apiFieldErrors, isApiClientError, uploadForm } from '@/lib/api';
import { toLocale } from '@/lib/locales';
import { translateRef } from '@/lib/validation/messages';
import { yv } from '@/lib/validation/yup';
import { useNotice } from '@/shell/feedback/notice';
import { Button } from '@/ui/primitives';

const CV_MAX_BYTES = 5 * 1024 * 1024;

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

/** The job application form: fields, a CV (PDF or DOCX, 5 MB), upload progress, errors per field. */
export function ApplyForm({ jobId }: { jobId: number }) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  const notice = useNotice();
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const cvId = useId();

  const checkCv = (file: File | null) => {
    if (!file) return 'errors.cvRequired';
    if (file.size > CV_MAX_BYTES) return 'errors.fileTooLarge?mb=5';
    if (!/\.(pdf|docx)$/i.test(file.name)) return 'errors.cvType';
    return null;
  };

  return (
    <Formik<Values>
      initialValues={{ name: '', email: '', phone: '', coverLetter: '' }}
      validationSchema={schema}
      onSubmit={async (values, { setErrors, resetForm }) => {
        setFormError(null);
        const problem = checkCv(cv);
        setCvError(problem);
        if (problem || !cv) return;
        const form = new FormData();
        for (const [key, value] of Object.entries(values)) form.set(key, value);
        form.set('cv', cv);
        setProgress(0);
        try {
          const answer = await uploadForm(`/api/v1/jobs/${jobId}/apply`, form, { lang: locale, onProgress: setProgress });
          resetForm();
          setCv(null);
          notice({ kind: 'success', title: t('careers.appliedTitle'), message: answer.message || t('careers.applied') });
        } catch (error) {
          const fields = apiFieldErrors(error);
          if (fields) {
            const { cv: cvProblem, ...rest } = fields;
            setErrors(rest);
            if (cvProblem) setCvError(cvProblem);
          }
          setFormError(isApiClientError(error) ? error.message : t('errors.internal'));
        } finally {
          setProgress(null);
        }
      }}
    >
      {({ isSubmitting }) => (
        <StyledForm noValidate aria-busy={isSubmitting}>
          <Field name="name" label={t('careers.name')} autoComplete="name" />
          <Field name="email" label={t('careers.email')} type="email" autoComplete="email" dir="ltr" />
          <Field name="phone" label={t('careers.phone')} type="tel" autoComplete="tel" dir="ltr" />
          <Field name="coverLetter" label={t('careers.coverLetter')} multiline />
          <div className="field">
            <label htmlFor={cvId}>{t('careers.cv')}</label>
            <input
              id={cvId}
              type="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-invalid={Boolean(cvError)}
              aria-describedby={cvError ? `${cvId}-error` : undefined}
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                setCv(file);
                setCvError(file ? checkCv(file) : null);
              }}
            />
            {cvError && (
              <p id={`${cvId}-error`} className="error" role="alert">
                {translateRef(t, cvError)}
              </p>
            )}
          </div>
          {progress !== null && <progress value={progress} max={1} aria-label={t('careers.sending')} />}
          {formError && (
            <p className="error" role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('careers.sending') : t('careers.send')}
          </Button>
        </StyledForm>
      )}
    </Formik>
  );
}

function Field({ name, label, multiline, ...rest }: { name: keyof Values; label: string; multiline?: boolean; type?: string; autoComplete?: string; dir?: string }) {
  const t = useTranslations();
  const [field, meta] = useField(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const common = { id, ...field, 'aria-invalid': invalid, 'aria-describedby': invalid ? `${id}-error` : undefined, ...rest };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={6} {...common} /> : <input {...common} />}
      {invalid && (
        <p id={`${id}-error`} className="error">
          {translateRef(t, meta.error!)}
        </p>
      )}
    </div>
  );
}

const StyledForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
  .field {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  input:not([type='file']),
  textarea {
    min-height: ${({ theme }) => theme.target};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
  }
  progress {
    width: 100%;
  }
`;
