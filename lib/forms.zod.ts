/**
 * The API side of lib/forms.ts: the zod schema of each form, built from the same definitions and
 * the same rules as the formik (yup) schema, so the server answers the message the form shows.
 * Kept apart from lib/forms.ts so the form's browser bundle never carries zod.
 */
import { z } from 'zod';
import type { FormKey } from './flows';
import { formDefinitions, type FormField } from './forms';
import { messages, normalizeMsisdn, patterns } from './validation/rules';
import { zv } from './validation/zod';

const EMAIL_MAX = 254;

function zodField(field: FormField): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const max = field.max;
      const pattern = field.kind === 'text' ? field.pattern : undefined;
      if (field.required) {
        const text = zv.text(max);
        return pattern ? text.regex(pattern, { error: messages.invalid }) : text;
      }
      return z
        .string({ error: messages.invalid })
        .trim()
        .max(max, { error: messages.tooLong(max) })
        .refine((v) => v === '' || !pattern || pattern.test(v), { error: messages.invalid })
        .default('');
    }
    case 'email':
      return field.required
        ? zv.email()
        : z
            .string({ error: messages.invalid })
            .trim()
            .max(EMAIL_MAX, { error: messages.tooLong(EMAIL_MAX) })
            .refine((v) => v === '' || patterns.email.test(v), { error: messages.email })
            .default('');
    case 'tel':
      return field.required
        ? zv.iraqiMsisdn()
        : z
            .string({ error: messages.invalid })
            .transform(normalizeMsisdn)
            .refine((v) => v === '' || patterns.iraqiMsisdn.test(v), { error: messages.iraqiMsisdn })
            .default('');
    case 'select': {
      const values = field.options.map((o) => o.value);
      if (field.required) return zv.required().refine((v) => values.includes(v), { error: messages.invalid });
      return z
        .string({ error: messages.invalid })
        .trim()
        .refine((v) => v === '' || values.includes(v), { error: messages.invalid })
        .default('');
    }
    case 'checkbox':
      return field.required
        ? z.boolean({ error: messages.required }).refine((v) => v, { error: messages.required })
        : z.boolean({ error: messages.invalid }).default(false);
  }
}

/**
 * The API schema of a form: every field of its definition, unknown keys dropped. The parsed values
 * are trimmed, and phone numbers are in the national form 07XXXXXXXXX.
 */
export function formZodSchema(key: FormKey) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of formDefinitions[key].fields) shape[field.name] = zodField(field);
  return z.object(shape);
}
