/**
 * The zod bodies of the account API, built from the shared rules (lib/validation). Field messages are
 * references translated in the request's language; the API answers them in `data.errors`.
 */
import { z, type ZodType } from 'zod';
import { messages, normalizeIdNumber, patterns } from '@/lib/validation/rules';
import { zv } from '@/lib/validation/zod';
import { fieldErrors, issueMessage } from '@/lib/validation/zod-errors';
import { ApiError } from '../../api/errors';
import { governorateIds } from '@/lib/governorates';
import { LANDMARK_MAX, NAME_MAX } from './profile';

type Issue = { path: PropertyKey[]; message: string };

/**
 * Parses with `schema` and adds the `extra` checks on the raw input even when other fields are wrong
 * (zod skips an object's own refinements then), so a form gets every field error at once.
 */
export function checked<T>(schema: ZodType<T>, extra?: (input: Record<string, unknown>) => Issue[]): ZodType<T> {
  return z.unknown().transform((input, ctx) => {
    const result = schema.safeParse(input ?? {}, { reportInput: true });
    const issues: Issue[] = result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: issueMessage(i) }));
    if (extra && isRecord(input)) issues.push(...extra(input));
    if (issues.length) {
      for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return result.data as T;
  }) as unknown as ZodType<T>;
}

/** Two shapes on one address, told apart by the presence of `email` (POST /login, /password/…). */
export function byEmailOrPhone<E, P>(emailSchema: ZodType<E>, phoneSchema: ZodType<P>): ZodType<E | P> {
  return z.unknown().transform((input, ctx) => {
    const schema = isRecord(input) && 'email' in input && !('phone' in input) ? emailSchema : phoneSchema;
    const result = (schema as ZodType<E | P>).safeParse(input ?? {}, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issueMessage(issue), path: issue.path });
    return z.NEVER;
  }) as unknown as ZodType<E | P>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** '' and null are "nothing" for optional fields; undefined stays undefined (PUT: keep). */
const emptyToNull = (v: unknown) => (v === '' ? null : typeof v === 'string' && v.trim() === '' ? null : v);

/** The solved proof-of-work captcha (ALTCHA's payload, about 600 characters), asked after failed sign-ins. */
export const captchaFields = {
  captcha: z.string().max(2000).optional(),
};

const loginPassword = () =>
  z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .max(200, { error: messages.tooLong(200) });

export const phoneLoginBody = z.object({ phone: zv.iraqiMsisdn(), ...captchaFields });
export const emailLoginBody = z.object({ email: zv.email(), password: loginPassword(), ...captchaFields });
export const loginBody = byEmailOrPhone(emailLoginBody, phoneLoginBody);
export type LoginBody = z.infer<typeof phoneLoginBody> | z.infer<typeof emailLoginBody>;

export const smsValidationBody = z.object({ phone: zv.iraqiMsisdn(), pin: zv.pin(), ...captchaFields });

const name = () => zv.text(NAME_MAX);
const optionalName = () =>
  z.preprocess(emptyToNull, z.string().trim().max(NAME_MAX, { error: messages.tooLong(NAME_MAX) }).nullish()).transform((v) => v ?? undefined);
const optionalEmail = () => z.preprocess(emptyToNull, zv.email().nullish());
/** The 6-digit SMS code of an identifier change; left out, the service answers "code required". */
const changeCode = () => z.preprocess(emptyToNull, zv.pin().nullish());

const passwordsMatch = (input: Record<string, unknown>): Issue[] =>
  typeof input.password === 'string' && typeof input.confirmPassword === 'string' && input.confirmPassword !== '' && input.password !== input.confirmPassword
    ? [{ path: ['confirmPassword'], message: messages.passwordsMatch }]
    : [];

export const registerStartBody = z.object({ phone: zv.iraqiMsisdn() });

export const registerConfirmBody = checked(
  z.object({
    phone: zv.iraqiMsisdn(),
    pin: zv.pin(),
    firstName: name(),
    secondName: optionalName(),
    thirdName: optionalName(),
    email: optionalEmail(),
    password: zv.password(),
    confirmPassword: zv.required(),
    terms: z.literal(true, { error: 'validation.terms' }),
  }),
  passwordsMatch,
);

const resetCode = () => zv.required().regex(patterns.pin, { error: 'validation.resetCode' });

export const forgotBody = byEmailOrPhone(z.object({ email: zv.email() }), z.object({ phone: zv.iraqiMsisdn() }));

const newPassword = { code: resetCode(), password: zv.password(), confirmPassword: zv.required() };
export const resetBody = byEmailOrPhone(
  checked(z.object({ email: zv.email(), ...newPassword }), passwordsMatch),
  checked(z.object({ phone: zv.iraqiMsisdn(), ...newPassword }), passwordsMatch),
);

// Profile ---------------------------------------------------------------------------------------------

export const MIN_AGE = 10;
const MAX_AGE = 120;

function parseDate(v: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const date = new Date(`${v}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== v ? null : date;
}

/** Full years between a date of birth and today (UTC). */
export function ageOn(birth: Date, today = new Date()): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age--;
  return age;
}

const dateOfBirth = () =>
  z
    .string({ error: 'validation.dateOfBirth' })
    .trim()
    .refine((v) => parseDate(v) !== null, { error: 'validation.dateOfBirth', abort: true })
    .refine((v) => parseDate(v)!.getTime() < Date.now(), { error: 'validation.dateOfBirthPast', abort: true })
    .refine((v) => ageOn(parseDate(v)!) >= MIN_AGE, { error: `validation.minAge?min=${MIN_AGE}`, abort: true })
    .refine((v) => ageOn(parseDate(v)!) <= MAX_AGE, { error: 'validation.dateOfBirth' });

export const idTypes = ['national-id', 'passport', 'residence'] as const;

export const profileBody = checked(
  z.object({
    firstName: name(),
    secondName: name(),
    thirdName: name(),
    email: optionalEmail(),
    dateOfBirth: z.preprocess(emptyToNull, dateOfBirth().nullish()),
    interests: z
      .array(z.string({ error: messages.invalid }).trim().min(1, { error: messages.required }).max(NAME_MAX, { error: messages.tooLong(NAME_MAX) }), {
        error: messages.invalid,
      })
      .max(20, { error: messages.invalid })
      .default([]),
    idType: z.preprocess(emptyToNull, z.enum(idTypes, { error: messages.invalid }).nullish()),
    idNumber: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .max(30, { error: messages.tooLong(30) })
        .regex(/^[A-Za-z0-9-]+$/, { error: 'validation.idNumber' })
        // Stored in the one form every ID is compared in (the checkout is prefilled from it).
        .transform(normalizeIdNumber)
        .nullish(),
    ),
    /** The SMS code sent for this e-mail (POST /api/v1/profile/code): needed when the e-mail changes. */
    code: changeCode(),
  }),
  (input) => {
    // An ID number needs its type and the other way round.
    const hasType = typeof input.idType === 'string' && input.idType !== '';
    const hasNumber = typeof input.idNumber === 'string' && input.idNumber.trim() !== '';
    if (hasType && !hasNumber) return [{ path: ['idNumber'], message: messages.required }];
    if (hasNumber && !hasType) return [{ path: ['idType'], message: messages.required }];
    return [];
  },
);

// Changing a sign-in identifier (./identifier-change.ts) ------------------------------------------------

const changeEmailCodeBody = z.object({
  purpose: z.literal('change-email', { error: messages.invalid }),
  /** The new e-mail; '' or null: remove it. */
  email: optionalEmail(),
});
const changePasswordCodeBody = checked(
  z.object({ purpose: z.literal('change-password', { error: messages.invalid }), password: zv.password(), confirmPassword: zv.required() }),
  passwordsMatch,
);

/** POST /api/v1/profile/code: `{ purpose: 'change-email', email }` or `{ purpose: 'change-password', password, confirmPassword }`. */
export const changeCodeBody = z.unknown().transform((input, ctx) => {
  const schema = isRecord(input) && input.purpose === 'change-password' ? changePasswordCodeBody : changeEmailCodeBody;
  const result = (schema as ZodType<unknown>).safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data as z.infer<typeof changeEmailCodeBody> | z.infer<typeof changePasswordCodeBody>;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issueMessage(issue), path: issue.path });
  return z.NEVER;
});

/** POST /api/v1/profile/password: the new password twice and the SMS code sent for it. */
export const passwordChangeBody = checked(z.object({ password: zv.password(), confirmPassword: zv.required(), code: changeCode() }), passwordsMatch);

/** POST /api/v1/profile/email/confirm: the e-mail and the code of its confirmation link. */
export const emailConfirmBody = z.object({ email: zv.email(), code: zv.pin() });

/**
 * A saved address. `governorate` and the nearest `landmark` are what the checkout's delivery form asks
 * too (a checkout fills them from a saved address); both optional here, for clients from before them.
 */
export const addressBody = z.object({
  address: zv.text(200),
  city: zv.text(NAME_MAX),
  district: zv.text(NAME_MAX),
  governorate: z.enum(governorateIds, { error: 'checkout.errors.governorate' }).optional(),
  landmark: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zv.text(LANDMARK_MAX).optional()),
});

export const idQuery = z.object({ id: z.coerce.number({ error: messages.invalid }).int({ error: messages.invalid }).positive({ error: messages.invalid }) });

export const notificationsReadBody = z
  .object({ ids: z.array(z.number({ error: messages.invalid }).int().positive(), { error: messages.invalid }).max(500).optional() })
  .default({});

export const ratingBody = checked(
  z.object({
    kind: z.enum(['feedback', 'rating', 'survey'], { error: messages.invalid }),
    score: z
      .number({ error: 'validation.score' })
      .int({ error: 'validation.score' })
      .min(1, { error: 'validation.score' })
      .max(5, { error: 'validation.score' })
      .optional(),
    text: z.string().trim().max(1000, { error: messages.tooLong(1000) }).optional(),
  }),
  (input) => {
    // A rating needs its score, a feedback its text, a survey answer one of them.
    if (input.kind === 'rating' && input.score === undefined) return [{ path: ['score'], message: 'validation.score' }];
    const noText = typeof input.text !== 'string' || input.text.trim() === '';
    if (input.kind === 'feedback' && noText) return [{ path: ['text'], message: messages.required }];
    if (input.kind === 'survey' && noText && input.score === undefined) return [{ path: ['score'], message: 'validation.score' }];
    return [];
  },
);

export const outboxQuery = z.object({ msisdn: zv.iraqiMsisdn().optional(), email: zv.email().optional() });

export const networkBody = z.object({
  msisdn: z.union([z.null(), zv.operatorMsisdn()], { error: messages.operatorMsisdn }),
});

/** Validates in a handler (when something must be checked before the input, e.g. demo mode). */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw new ApiError(400, 'errors.badRequest', { errors: fieldErrors(result.error) });
}
