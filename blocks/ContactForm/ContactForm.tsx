import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { apiFetch } from '@/lib/api/client';
import { ApiClientError, apiFieldErrors } from '@/lib/api/errors';
import type { FormKey } from '@/lib/flows';
import { formDefinitions, formYupSchema, initialFormValues, type FormField, type FormValues } from '@/lib/forms';
import { toLocale } from '@/lib/locales';
import { translateRef } from '@/lib/validation/messages';
import { useNotice } from '@/shell/feedback/notice';
import { AlertIcon } from '@/ui/content-icons';
import { Button, Container } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './ContactForm.module.css';

export interface ContactFormProps {
  /** Which form (lib/forms.ts defines its fields). */
  formKey: FormKey;
  title: string;
  intro: string;
  /** Not authored: the fetch the form sends with, for tests and Storybook (default: the browser's). */
  fetchImpl?: typeof fetch;
}

type Translate = ReturnType<typeof useTranslations>;

const counts = new Intl.NumberFormat('en-US');

/** Field errors are message references from yup, or sentences the server already translated. */
function errorText(t: Translate, message: string): string {
  return /^(validation|errors)\.[A-Za-z]/.test(message) ? translateRef(t, message) : message;
}

/** What to say when the form could not be sent and no field is to blame. */
function failureText(t: Translate, error: unknown): string {
  if (!(error instanceof ApiClientError)) return t('forms.common.failed');
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return seconds && seconds <= 3600 ? t('errors.rateLimited', { seconds }) : t('forms.common.tryLater');
  }
  if (error.kind === 'network') return t('errors.cannotConnect');
  if (error.kind === 'timeout') return t('errors.timeout');
  // A refused request carries the server's sentence, already in the page's language.
  if (error.kind === 'bad-request' && error.envelope?.message) return error.envelope.message;
  return t('forms.common.failed');
}

/**
 * One of the site's forms (contact, investor, general, 365 days, business, shareholders): formik with
 * the form's yup schema, sent to POST /api/v1/forms/{formKey}. Errors are tied to their fields and the
 * first one gets the focus; what was typed is kept on any error; success shows the notice overlay and
 * empties the form.
 */
export function ContactForm({ formKey, title, intro, fetchImpl }: ContactFormProps) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const notify = useNotice();
  const definition = formDefinitions[formKey];
  const known = Boolean(definition);
  const schema = useMemo(() => (known ? formYupSchema(formKey) : undefined), [known, formKey]);
  const initialValues = useMemo(() => (known ? initialFormValues(formKey) : {}), [known, formKey]);
  const [failure, setFailure] = useState('');
  const baseId = useId();
  const fieldId = (name: string) => `${baseId}-${name}`;

  const formik = useFormik<FormValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure('');
      try {
        await apiFetch(`/api/v1/forms/${formKey}`, { method: 'POST', lang: locale, body: values, fetchImpl });
        helpers.resetForm();
        notify({ kind: 'success', title: t('notice.success'), message: t('forms.common.sent') });
      } catch (error) {
        const fromServer = apiFieldErrors(error) ?? {};
        const errors: Record<string, string> = {};
        for (const field of definition.fields) if (fromServer[field.name]) errors[field.name] = fromServer[field.name];
        if (Object.keys(errors).length > 0) {
          // Not re-validated here: the server's messages stay until the visitor edits the form.
          helpers.setTouched(Object.fromEntries(Object.keys(errors).map((name) => [name, true])), false);
          helpers.setErrors(errors);
        } else {
          setFailure(failureText(t, error));
        }
      }
    },
  });

  // After each attempt that ends with field errors (the browser's or the server's), focus the first.
  const focusedAttempt = useRef(0);
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    // A successful send resets formik's submitCount to 0: start counting again.
    if (submitCount < focusedAttempt.current) focusedAttempt.current = 0;
    if (isSubmitting || submitCount === focusedAttempt.current) return;
    const first = definition?.fields.find((field) => errors[field.name]);
    if (!first) return;
    focusedAttempt.current = submitCount;
    document.getElementById(`${baseId}-${first.name}`)?.focus();
  }, [submitCount, isSubmitting, errors, definition, baseId]);

  if (!definition) return null;

  const hasFieldErrors = submitCount > 0 && !isSubmitting && definition.fields.some((f) => formik.touched[f.name] && errors[f.name]);
  const summary = failure || (hasFieldErrors ? t('forms.common.checkFields') : '');

  return (
    <Band aria-labelledby={`${baseId}-title`}>
      <Container>
        <Inner>
          <h2 id={`${baseId}-title`}>{title}</h2>
          {intro && <p className="intro">{intro}</p>}
          <form noValidate onSubmit={formik.handleSubmit} data-form={formKey}>
            {definition.fields.map((field) => (
              <FieldRow
                key={field.name}
                field={field}
                id={fieldId(field.name)}
                value={formik.values[field.name]}
                error={formik.touched[field.name] && errors[field.name] ? errorText(t, String(errors[field.name])) : ''}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                t={t}
              />
            ))}
            <Summary role="alert">
              {summary && (
                <>
                  <AlertIcon /> {summary}
                </>
              )}
            </Summary>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('forms.common.sending') : t('forms.common.submit')}
            </Button>
          </form>
        </Inner>
      </Container>
    </Band>
  );
}

interface FieldRowProps {
  field: FormField;
  id: string;
  value: string | boolean | undefined;
  error: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  t: Translate;
}

function FieldRow({ field, id, value, error, onChange, onBlur, t }: FieldRowProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint = field.hint ? t(field.hint, { max: 'max' in field ? counts.format(field.max) : '' }) : '';
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    onChange,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    autoComplete: field.autoComplete,
  };
  const label = t(field.label);
  const optional = field.required ? null : <span className="optional"> ({t('forms.common.optional')})</span>;
  const text = typeof value === 'string' ? value : '';

  return (
    <Row $invalid={Boolean(error)} data-field={field.name}>
      {field.kind === 'checkbox' ? (
        <div className="check">
          <input type="checkbox" {...common} checked={value === true} />
          <label htmlFor={id}>
            {label}
            {optional}
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id}>
            {label}
            {optional}
          </label>
          {field.kind === 'textarea' ? (
            <textarea {...common} value={text} rows={6} />
          ) : field.kind === 'select' ? (
            <select {...common} value={text}>
              <option value="">{t('forms.common.choose')}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          ) : field.kind === 'tel' ? (
            <input {...common} type="tel" inputMode="tel" dir="ltr" value={text} />
          ) : field.kind === 'email' ? (
            <input {...common} type="email" dir="ltr" value={text} />
          ) : (
            <input {...common} type="text" inputMode={field.inputMode} dir={field.inputMode === 'numeric' ? 'ltr' : undefined} value={text} />
          )}
        </>
      )}
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={errorId}>
          <AlertIcon size={16} /> {error}
        </p>
      )}
    </Row>
  );
}

const Band = classed.section(styles.Band);

const Inner = classed.div(styles.Inner);

const Row = classed.div<{ $invalid: boolean }>(styles.Row, {
  '--contact-form-row-border-color': ({ $invalid }) => ($invalid ? 'var(--color-danger)' : 'var(--color-border)'),
  '--contact-form-row-border-width': ({ $invalid }) => ($invalid ? '2px' : '1px'),
  '--contact-form-row-outline': ({ $invalid }) => ($invalid ? `2px solid var(--color-danger)` : 'none'),
});

const Summary = classed.div(styles.Summary);
