/**
 * Form helpers shared by the money flows (formik + yup, design.md section 3): the "which number"
 * choice, server field errors put back on their fields, and the focus sent to the first wrong field.
 */
import type { FormikErrors, FormikProps, FormikTouched } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import * as yup from 'yup';
import { formatPrice } from '@/lib/format';
import { messageRef } from '@/lib/validation/messages';
import { messages, normalizeMsisdn, patterns } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { fieldErrorsOf, messageText } from './api';
import { Choice, Ltr, TextField } from './ui';

/** Own line or another number: the fields a form keeps for it. */
export interface NumberValues {
  target: 'own' | 'other';
  msisdn: string;
}

/** The number a form is for: the subscriber's own, or the one typed (normalised). */
export function chosenNumber(values: NumberValues, own: string | null): string {
  return values.target === 'own' && own ? own : normalizeMsisdn(values.msisdn);
}

/** The yup rule of the number: one of ours (077 and 8 digits), needed only for "another number". */
export const numberSchema = (own: string | null) => ({
  target: yup.string().oneOf(['own', 'other']).required(),
  msisdn: own ? yup.string().when('target', { is: 'other', then: () => yv.operatorMsisdn(), otherwise: (s) => s.notRequired() }) : yv.operatorMsisdn(),
});

/** "10,000" and "10 000" are ten thousand; empty is nothing. */
export const parseAmount = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(/[\s,٬،]/g, ''))) : value;

/**
 * A whole amount of IQD between `min` and `max`, typed as text ("25,000"). The limits in the message
 * are formatted en-US like every price (spec section 5), so "from 5,000 to 100,000 IQD".
 */
export const amountSchema = (min: number, max: number) => {
  const between = messageRef('validation.between', { min: formatPrice(min), max: formatPrice(max) });
  return yup
    .number()
    .transform((_value, original) => parseAmount(original))
    .typeError(between)
    .required(messages.required)
    .integer(messages.wholeNumber)
    .min(min, between)
    .max(max, between);
};

/** An optional e-mail (for the receipt). */
export const optionalEmail = () =>
  yup
    .string()
    .trim()
    .max(254, messages.tooLong(254))
    .test('email', messages.email, (v) => !v || patterns.email.test(v));

export function initialNumber(own: string | null, wanted?: string | null): NumberValues {
  const other = wanted ? normalizeMsisdn(wanted) : '';
  if (own && (!other || other === own)) return { target: 'own', msisdn: '' };
  return { target: 'other', msisdn: other };
}

type Translate = ReturnType<typeof useTranslations>;

/** The translated error of a field once it was touched (or the form was sent). */
export function errorOf<V>(t: Translate, formik: FormikProps<V>, name: keyof V & string): string {
  const error = (formik.errors as Record<string, unknown>)[name];
  const touched = (formik.touched as Record<string, unknown>)[name];
  return touched && typeof error === 'string' ? messageText(t, error) : '';
}

/**
 * Puts the server's field errors (`data.errors`) on the fields of this form that exist (aliases map
 * a server name to a form field, e.g. `to` → `msisdn`); answers whether any was placed.
 */
export function placeServerErrors<V>(formik: Pick<FormikProps<V>, 'setErrors' | 'setTouched'>, error: unknown, fields: string[], aliases: Record<string, string> = {}): boolean {
  const fromServer = fieldErrorsOf(error);
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(fromServer)) {
    const field = aliases[name] ?? name;
    if (fields.includes(field)) errors[field] = message;
  }
  if (Object.keys(errors).length === 0) return false;
  void formik.setTouched(Object.fromEntries(Object.keys(errors).map((k) => [k, true])) as FormikTouched<V>, false);
  formik.setErrors(errors as FormikErrors<V>);
  return true;
}

/** After each send that ends with field errors, the first wrong field (in `order`) gets the focus. */
export function useFocusFirstError<V>(formik: FormikProps<V>, order: string[], idOf: (name: string) => string): void {
  const handled = useRef(0);
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    if (submitCount < handled.current) handled.current = 0;
    if (isSubmitting || submitCount === handled.current) return;
    const first = order.find((name) => (errors as Record<string, unknown>)[name]);
    if (!first) return;
    handled.current = submitCount;
    document.getElementById(idOf(first))?.focus();
  }, [submitCount, isSubmitting, errors, order, idOf]);
}

/** The optional e-mail for the receipt (`optionalEmail` is its rule), the same in every money form. */
export function ReceiptEmailField<V extends { email: string }>({ formik, id }: { formik: FormikProps<V>; id: string }) {
  const t = useTranslations();
  return (
    <TextField
      id={id}
      name="email"
      type="email"
      label={t('money.common.emailLabel')}
      hint={t('money.common.emailHint')}
      error={errorOf(t, formik, 'email')}
      autoComplete="email"
      maxLength={254}
      ltr
      value={formik.values.email}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
    />
  );
}

/** "My number / Another number" and the number field (only the field when nobody is signed in). */
export function NumberChoice<V extends NumberValues>({ formik, own, idPrefix, label }: { formik: FormikProps<V>; own: string | null; idPrefix: string; label?: string }) {
  const t = useTranslations();
  const showField = !own || formik.values.target === 'other';
  return (
    <>
      {own && (
        <Choice>
          <legend>{t('money.common.forWhom')}</legend>
          <div className="options">
            <label>
              <input type="radio" name="target" value="own" checked={formik.values.target === 'own'} onChange={formik.handleChange} />
              <span>
                {t('money.common.myNumber')} <Ltr>{own}</Ltr>
              </span>
            </label>
            <label>
              <input type="radio" name="target" value="other" checked={formik.values.target === 'other'} onChange={formik.handleChange} />
              <span>{t('money.common.otherNumber')}</span>
            </label>
          </div>
        </Choice>
      )}
      {showField && (
        <TextField
          id={`${idPrefix}-msisdn`}
          name="msisdn"
          label={label ?? t('money.common.msisdnLabel')}
          hint={t('money.common.msisdnHint')}
          error={errorOf(t, formik, 'msisdn')}
          type="tel"
          inputMode="numeric"
          autoComplete={own ? 'off' : 'tel-national'}
          maxLength={20}
          ltr
          value={formik.values.msisdn}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
    </>
  );
}
