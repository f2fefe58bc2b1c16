/** zod fields for the API, built from the shared rules. Messages are references (see ./messages). */
import { z } from 'zod';
import {
  isHttpUrl,
  isStrongPassword,
  limits,
  messages,
  normalizeIdNumber,
  normalizeMsisdn,
  normalizeScratchCard,
  patterns,
} from './rules';

/** A trimmed, non-empty string; `abort` stops the later checks adding noise to an empty value. */
const requiredString = (message: string = messages.required) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** A string that must still be non-empty after `normalize` (e.g. '---' is an empty phone number). */
const normalizedString = (normalize: (v: string) => string, required: string, pattern: RegExp, invalid: string) =>
  requiredString(required)
    .transform(normalize)
    .pipe(z.string().min(1, { error: required, abort: true }).regex(pattern, { error: invalid }));

export const zv = {
  required: () => requiredString(),
  text: (max: number) => requiredString().max(max, { error: messages.tooLong(max) }),
  minLength: (min: number) => requiredString().min(min, { error: messages.tooShort(min) }),
  email: () => requiredString().max(254, { error: messages.tooLong(254) }).regex(patterns.email, { error: messages.email }),
  iraqiMsisdn: () => normalizedString(normalizeMsisdn, messages.phoneRequired, patterns.iraqiMsisdn, messages.iraqiMsisdn),
  operatorMsisdn: () =>
    normalizedString(normalizeMsisdn, messages.phoneRequired, patterns.operatorMsisdn, messages.operatorMsisdn),
  addonCode: () => requiredString().regex(patterns.addonCode, { error: messages.addonCode }),
  pin: () => requiredString().regex(patterns.pin, { error: messages.pin }),
  captcha: () => requiredString().regex(patterns.captcha, { error: messages.captcha }),
  scratchCard: () => normalizedString(normalizeScratchCard, messages.required, patterns.scratchCard, messages.scratchCard),
  /** An identity document's number, normalised (rules.ts normalizeIdNumber) before `pattern` checks it. */
  idNumber: (pattern: RegExp = patterns.idNumber, invalid: string = messages.idNumber) =>
    requiredString().max(40, { error: invalid }).transform(normalizeIdNumber).pipe(z.string().min(1, { error: messages.required, abort: true }).regex(pattern, { error: invalid })),
  imei: () => requiredString().regex(patterns.imei, { error: messages.imei }),
  vanity: () => requiredString().regex(patterns.vanity, { error: messages.vanity }),
  password: () =>
    z
      .string({ error: messages.required })
      .min(1, { error: messages.required, abort: true })
      .refine(isStrongPassword, { error: messages.passwordStrong }),
  url: () => requiredString().refine(isHttpUrl, { error: messages.url }),
  /**
   * Whole IQD between min and max; accepts numbers and numeric strings (query parameters). Read like
   * yup reads a form field: whitespace is ignored, and an empty string or null counts as missing.
   */
  amount: (min: number, max: number) =>
    z.preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        const digits = v.replace(/\s/g, '');
        return digits === '' ? undefined : Number(digits);
      },
      z
        .number({ error: messages.required })
        .int({ error: messages.wholeNumber })
        .min(min, { error: messages.between(min, max) })
        .max(max, { error: messages.between(min, max) }),
    ),
  creditTransferAmount: () => zv.amount(limits.creditTransfer.min, limits.creditTransfer.max),
  cardRechargeAmount: () => zv.amount(limits.cardRecharge.min, limits.cardRecharge.max),
};
