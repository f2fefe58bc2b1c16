/**
 * The forms' yup schemas (browser) and zod schemas (API) are built from one definition and must
 * agree field by field: same input, same message reference.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as yup from 'yup';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';
import { formKeys, type FormKey } from '../flows';
import { formDefinitions, formYupSchema, governorates, initialFormValues, type FormValues } from '../forms';
import { formZodSchema } from '../forms.zod';
import { messages } from '../validation/rules';

/** Field → first message, as formik shows them (yupToFormErrors keeps the first per field). */
async function yupErrors(key: FormKey, values: unknown): Promise<Record<string, string>> {
  try {
    await formYupSchema(key).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !(inner.path in out)) out[inner.path] = inner.errors[0];
    return out;
  }
}

/** Field → first issue, as the API answers them (lib/server/api/handler.ts fieldErrors). */
function zodErrors(key: FormKey, values: unknown): Record<string, string> {
  const result = formZodSchema(key).safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

const valid: Record<FormKey, FormValues> = {
  contact: { name: 'Zainab Ali', phone: '+964 770 123 4567', email: '', subject: 'network', message: 'No signal in Karrada since Monday.' },
  investor: { name: 'Omar Hassan', organisation: 'Tigris Capital', email: 'omar@tigris.example', phone: '', message: 'Please send the 2025 annual report.' },
  general: { name: 'Sara Ahmed', phone: '07801234567', email: 'sara@example.com', message: 'Hello' },
  'form-365': { name: 'Karwan Aziz', phone: '07501234567', governorate: 'sulaymaniyah', consent: true },
  b2b: { company: 'Babil Logistics', name: 'Hadi Jasim', phone: '07701234567', email: 'hadi@babil.example', employees: 'upTo200', needs: '40 lines with data.' },
  shareholders: { name: 'Layla Karim', shareholderNumber: '004512', phone: '07701234567', email: 'layla@example.com', question: 'When is the dividend paid?' },
};

describe('formDefinitions', () => {
  it('defines every form key, with unique field names', () => {
    expect(Object.keys(formDefinitions).sort()).toEqual([...formKeys].sort());
    for (const key of formKeys) {
      const names = formDefinitions[key].fields.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
      expect(Object.keys(initialFormValues(key))).toEqual(names);
    }
  });

  it('keeps zod out of lib/forms.ts (the form in the browser uses yup only)', () => {
    const source = readFileSync(path.join(__dirname, '..', 'forms.ts'), 'utf8');
    expect(source).not.toMatch(/from ['"](zod|\.\/forms\.zod|@\/lib\/forms\.zod)['"]|from ['"][^'"]*lib\/server/);
  });

  it('lists the 18 governorates of Iraq', () => {
    expect(governorates).toHaveLength(18);
  });

  it('has every label, hint and option text in the three languages', () => {
    const lookup = (messagesOf: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messagesOf);
    for (const key of formKeys) {
      for (const field of formDefinitions[key].fields) {
        const keys = [field.label, ...(field.hint ? [field.hint] : []), ...(field.kind === 'select' ? field.options.map((o) => o.label) : [])];
        for (const messageKey of keys) {
          for (const [locale, messagesOf] of Object.entries({ ar, en, ku })) {
            expect([locale, messageKey, typeof lookup(messagesOf, messageKey)]).toEqual([locale, messageKey, 'string']);
          }
        }
      }
    }
  });
});

describe.each(formKeys)('form %s', (key) => {
  it('accepts a complete, valid form in both schemas', async () => {
    expect(await yupErrors(key, valid[key])).toEqual({});
    expect(zodErrors(key, valid[key])).toEqual({});
  });

  it('refuses the empty form with the same messages in both schemas', async () => {
    const fromYup = await yupErrors(key, initialFormValues(key));
    expect(Object.keys(fromYup).length).toBeGreaterThan(0);
    expect(zodErrors(key, initialFormValues(key))).toEqual(fromYup);
  });
});

describe('field rules', () => {
  it.each<[FormKey, string, unknown, string]>([
    ['contact', 'phone', '07901234567', messages.iraqiMsisdn],
    ['contact', 'phone', '', messages.phoneRequired],
    ['contact', 'email', 'ali@example', messages.email],
    ['contact', 'subject', 'lottery', messages.invalid],
    ['contact', 'subject', '', messages.required],
    ['contact', 'message', 'x'.repeat(2001), messages.tooLong(2000)],
    ['contact', 'message', '   ', messages.required],
    ['investor', 'phone', '12345', messages.iraqiMsisdn],
    ['investor', 'email', '', messages.required],
    ['form-365', 'governorate', 'london', messages.invalid],
    ['form-365', 'consent', false, messages.required],
    ['b2b', 'employees', '5000', messages.invalid],
    ['shareholders', 'shareholderNumber', 'AB-12', messages.invalid],
    ['shareholders', 'shareholderNumber', '1234567890123', messages.tooLong(12)],
  ])('%s.%s = %p → %s', async (key, field, value, message) => {
    const values = { ...valid[key], [field]: value };
    expect((await yupErrors(key, values))[field]).toBe(message);
    expect(zodErrors(key, values)[field]).toBe(message);
  });

  it('lets optional fields be left empty or missing on the API', () => {
    const { email: _email, ...withoutEmail } = valid.contact;
    const parsed = formZodSchema('contact').safeParse(withoutEmail);
    expect(parsed.success && parsed.data).toMatchObject({ email: '', phone: '07701234567' });
  });

  it('gives the API trimmed values and national phone numbers, and drops unknown keys', () => {
    const parsed = formZodSchema('general').parse({ ...valid.general, name: '  Sara  ', phone: '00964 780 123 4567', admin: true });
    expect(parsed).toEqual({ name: 'Sara', phone: '07801234567', email: 'sara@example.com', message: 'Hello' });
  });
});
