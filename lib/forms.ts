/**
 * The site's forms (spec section 2: /about/contact-form, investor contacts, /form, /form-365,
 * /form-b2b, /form-shareholders), each stored by key (lib/flows.ts `formKeys`). One definition per
 * form drives the ContactForm block (labels, inputs, formik + yup) and the API (zod, in
 * ./forms.zod.ts), so both refuse the same input with the same message reference.
 *
 * Shared by browser and server: no lib/server imports, and no zod here (the form's bundle must not
 * carry it). Labels, hints and option texts are message keys under `forms.*` in locales/*.json.
 */
import * as yup from 'yup';
import type { FormKey } from './flows';
import { limits, messages, normalizeMsisdn, patterns } from './validation/rules';
import { yv } from './validation/yup';

export type FormFieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox';

interface FieldBase {
  /** The key in the submitted JSON. */
  name: string;
  /** Message key of the label. */
  label: string;
  /** Message key of a hint shown under the field (and tied to it with aria-describedby). */
  hint?: string;
  /** For a checkbox: it must be ticked. */
  required: boolean;
  autoComplete?: string;
}

export interface TextField extends FieldBase {
  kind: 'text';
  max: number;
  /** Extra check; refused with `validation.invalid` (explain the format in `hint`). */
  pattern?: RegExp;
  inputMode?: 'text' | 'numeric';
}
export interface TextareaField extends FieldBase {
  kind: 'textarea';
  max: number;
}
/** An e-mail address (at most 254 characters). */
export interface EmailField extends FieldBase {
  kind: 'email';
}
/** An Iraqi mobile number (077, 075 or 078 and 8 digits; +964 and spaces accepted). */
export interface TelField extends FieldBase {
  kind: 'tel';
}
export interface SelectField extends FieldBase {
  kind: 'select';
  /** `label` is a message key. */
  options: ReadonlyArray<{ value: string; label: string }>;
}
export interface CheckboxField extends FieldBase {
  kind: 'checkbox';
}

export type FormField = TextField | TextareaField | EmailField | TelField | SelectField | CheckboxField;

export interface FormDefinition {
  key: FormKey;
  fields: readonly FormField[];
}

/** What the form holds and sends: text for every field, a boolean for checkboxes. */
export type FormValues = Record<string, string | boolean>;

export const MESSAGE_MAX = limits.feedbackMax;
const NAME_MAX = 100;
const ORGANISATION_MAX = 150;
const EMAIL_MAX = 254;

/** The 18 governorates of Iraq, in the order of the official list. */
export const governorates = [
  'baghdad',
  'basra',
  'nineveh',
  'erbil',
  'sulaymaniyah',
  'duhok',
  'kirkuk',
  'anbar',
  'babil',
  'karbala',
  'najaf',
  'wasit',
  'maysan',
  'dhiQar',
  'muthanna',
  'qadisiyyah',
  'diyala',
  'saladin',
] as const;

export const contactSubjects = ['billing', 'network', 'addons', 'device', 'other'] as const;
/** Company sizes: 1–10, 11–50, 51–200, 201–1,000 and more than 1,000 employees. */
export const employeeRanges = ['upTo10', 'upTo50', 'upTo200', 'upTo1000', 'over1000'] as const;

const name = (label = 'forms.common.name'): TextField => ({ name: 'name', kind: 'text', label, required: true, max: NAME_MAX, autoComplete: 'name' });
const phone = (required = true): TelField => ({ name: 'phone', kind: 'tel', label: 'forms.common.phone', hint: 'forms.common.phoneHint', required, autoComplete: 'tel' });
const email = (required: boolean): EmailField => ({ name: 'email', kind: 'email', label: 'forms.common.email', required, autoComplete: 'email' });
const longText = (fieldName: string, label: string): TextareaField => ({
  name: fieldName,
  kind: 'textarea',
  label,
  hint: 'forms.common.maxHint',
  required: true,
  max: MESSAGE_MAX,
});

export const formDefinitions: Readonly<Record<FormKey, FormDefinition>> = {
  contact: {
    key: 'contact',
    fields: [
      name(),
      phone(true),
      email(false),
      {
        name: 'subject',
        kind: 'select',
        label: 'forms.contact.subject',
        required: true,
        options: contactSubjects.map((value) => ({ value, label: `forms.contact.subjects.${value}` })),
      },
      longText('message', 'forms.common.message'),
    ],
  },
  investor: {
    key: 'investor',
    fields: [
      name(),
      { name: 'organisation', kind: 'text', label: 'forms.investor.organisation', required: true, max: ORGANISATION_MAX, autoComplete: 'organization' },
      email(true),
      phone(false),
      longText('message', 'forms.common.message'),
    ],
  },
  general: {
    key: 'general',
    fields: [name(), phone(true), email(false), longText('message', 'forms.common.message')],
  },
  'form-365': {
    key: 'form-365',
    fields: [
      name(),
      phone(true),
      {
        name: 'governorate',
        kind: 'select',
        label: 'forms.form-365.governorate',
        required: true,
        autoComplete: 'address-level1',
        options: governorates.map((value) => ({ value, label: `forms.common.governorates.${value}` })),
      },
      { name: 'consent', kind: 'checkbox', label: 'forms.form-365.consent', required: true },
    ],
  },
  b2b: {
    key: 'b2b',
    fields: [
      { name: 'company', kind: 'text', label: 'forms.b2b.company', required: true, max: ORGANISATION_MAX, autoComplete: 'organization' },
      name('forms.b2b.contactName'),
      phone(true),
      email(true),
      {
        name: 'employees',
        kind: 'select',
        label: 'forms.b2b.employees',
        required: true,
        options: employeeRanges.map((value) => ({ value, label: `forms.b2b.employeeRanges.${value}` })),
      },
      longText('needs', 'forms.b2b.needs'),
    ],
  },
  shareholders: {
    key: 'shareholders',
    fields: [
      name(),
      {
        name: 'shareholderNumber',
        kind: 'text',
        label: 'forms.shareholders.shareholderNumber',
        hint: 'forms.shareholders.shareholderNumberHint',
        required: true,
        max: 12,
        pattern: /^\d{4,12}$/,
        inputMode: 'numeric',
      },
      phone(true),
      email(true),
      longText('question', 'forms.shareholders.question'),
    ],
  },
};

/** Empty values of a form: '' for text, false for checkboxes. */
export function initialFormValues(key: FormKey): FormValues {
  const values: FormValues = {};
  for (const field of formDefinitions[key].fields) values[field.name] = field.kind === 'checkbox' ? false : '';
  return values;
}

/** Custom transforms also see null (a cleared field). */
const onString = (fn: (v: string) => string) => (v: unknown) => (typeof v === 'string' ? fn(v) : v);

function yupField(field: FormField): yup.AnySchema {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const max = field.max;
      let schema = field.required ? yv.text(max) : yup.string().trim().max(max, messages.tooLong(max));
      if (field.kind === 'text' && field.pattern) {
        const pattern = field.pattern;
        schema = schema.test('pattern', messages.invalid, (v) => !v || pattern.test(v));
      }
      return schema;
    }
    case 'email':
      return field.required
        ? yv.email()
        : yup
            .string()
            .trim()
            .max(EMAIL_MAX, messages.tooLong(EMAIL_MAX))
            .test('email', messages.email, (v) => !v || patterns.email.test(v));
    case 'tel':
      return field.required
        ? yv.iraqiMsisdn()
        : yup
            .string()
            .transform(onString(normalizeMsisdn))
            .test('iraqiMsisdn', messages.iraqiMsisdn, (v) => !v || patterns.iraqiMsisdn.test(v));
    case 'select': {
      const values = field.options.map((o) => o.value);
      // A test rather than `oneOf`: yup checks `oneOf` before `required` (see lib/validation/yup.ts).
      const base = field.required ? yv.required() : yup.string().trim();
      return base.test('option', messages.invalid, (v) => !v || values.includes(v));
    }
    case 'checkbox':
      return field.required
        ? yup.boolean().test('checked', messages.required, (v) => v === true)
        : yup.boolean();
  }
}

/** The formik schema of a form. Messages are references (lib/validation/messages.ts). */
export function formYupSchema(key: FormKey): yup.ObjectSchema<FormValues> {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of formDefinitions[key].fields) shape[field.name] = yupField(field);
  return yup.object(shape) as unknown as yup.ObjectSchema<FormValues>;
}
