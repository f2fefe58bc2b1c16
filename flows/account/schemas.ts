/** yup rules of the account forms, from the shared rules (lib/validation): spec section 5. */
import * as yup from 'yup';
import { messages, patterns } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';

export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const ADDRESS_MAX = 200;
export const ID_NUMBER_MAX = 30;

/** A saved address's nearest landmark (the server's limit, lib/server/services/accounts/profile.ts). */
export const LANDMARK_MAX = 120;

export const optionalText = (max: number) => yup.string().trim().max(max, messages.tooLong(max));

export const optionalEmail = () =>
  yup
    .string()
    .trim()
    .max(EMAIL_MAX, messages.tooLong(EMAIL_MAX))
    .test('email', messages.email, (v) => !v || patterns.email.test(v));

export const nameFields = {
  firstName: yv.text(NAME_MAX),
  secondName: optionalText(NAME_MAX),
  thirdName: optionalText(NAME_MAX),
};

/** Only the fields with something in them (optional fields are left out, not sent empty). */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => !(typeof v === 'string' && v.trim() === ''))) as Partial<T>;
}
