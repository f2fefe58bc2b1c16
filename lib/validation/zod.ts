/** zod fields for the API, built from the shared rules. Messages are references (see ./messages). */
import { z } from 'zod';
import {
  isStrongPassword,
  limits,
  messages,
  normalizeMsisdn,
  patterns,
} from './rules';

const requiredString = () =>
  z.string({ error: messages.required }).trim().min(1, { error: messages.required });

export const zv = {
  required: requiredString,
  text: (max: number) => requiredString().max(max, { error: messages.tooLong(max) }),
  email: () => requiredString().max(254, { error: messages.tooLong(254) }).regex(patterns.email, { error: messages.email }),
  iraqiMsisdn: () =>
    requiredString().transform(normalizeMsisdn).pipe(z.string().regex(patterns.iraqiMsisdn, { error: messages.iraqiMsisdn })),
  operatorMsisdn: () =>
    requiredString().transform(normalizeMsisdn).pipe(z.string().regex(patterns.operatorMsisdn, { error: messages.operatorMsisdn })),
  addonCode: () => requiredString().regex(patterns.addonCode, { error: messages.addonCode }),
  pin: () => requiredString().regex(patterns.pin, { error: messages.pin }),
  captcha: () => requiredString().regex(patterns.captcha, { error: messages.captcha }),
  scratchCard: () =>
    requiredString()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(patterns.scratchCard, { error: messages.scratchCard })),
  imei: () => requiredString().regex(patterns.imei, { error: messages.imei }),
  vanity: () => requiredString().regex(patterns.vanity, { error: messages.vanity }),
  password: () => z.string({ error: messages.required }).refine(isStrongPassword, { error: messages.passwordStrong }),
  url: () =>
    requiredString().refine(
      (v) => {
        try {
          return ['http:', 'https:'].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: messages.url },
    ),
  /** Whole IQD between min and max; accepts numbers and numeric strings (query parameters). */
  amount: (min: number, max: number) =>
    z.coerce
      .number({ error: messages.required })
      .int({ error: messages.wholeNumber })
      .min(min, { error: messages.between(min, max) })
      .max(max, { error: messages.between(min, max) }),
  creditTransferAmount: () => zv.amount(limits.creditTransfer.min, limits.creditTransfer.max),
  cardRechargeAmount: () => zv.amount(limits.cardRecharge.min, limits.cardRecharge.max),
};
