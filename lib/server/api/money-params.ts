/** zod pieces shared by the operator-core routes (add-ons, recharge, payments, transfers). */
import { z } from 'zod';
import { messages, normalizeMsisdn, patterns } from '@/lib/validation/rules';
import { PAYMENT_METHOD_IDS } from '@/lib/payment-methods';
import { zv } from '@/lib/validation/zod';

/**
 * The add-on purchase flow's number (spec section 5): on failure the `validation.msisdn` message. The
 * shape accepted is any Iraqi mobile number (077, 075, 078 + 8 digits), so that another operator's
 * number gets the flow's "Service not available for your line" answer instead of a format error.
 */
export const purchaseMsisdn = () =>
  z
    .string({ error: messages.msisdn })
    .transform(normalizeMsisdn)
    .pipe(z.string().regex(patterns.iraqiMsisdn, { error: messages.msisdn }));

/** A positive integer id in a JSON body, as a number or a numeric string. */
export const bodyId = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: messages.required }).int({ error: messages.wholeNumber }).positive({ error: messages.invalid }),
  );

/** An optional e-mail for a receipt: empty means none. */
export const optionalEmail = () =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zv.email().optional());

/** An opaque id we handed out (PID, order id, transfer id…). */
export const opaqueId = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(64, { error: messages.invalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: messages.invalid });

/**
 * The payment method the payer chose (lib/payment-methods.ts); none means the default. One that exists
 * but is not offered on this deployment is refused by `startPayment` (400, `money.methods.unavailable`).
 */
export const paymentMethodParam = () => z.enum(PAYMENT_METHOD_IDS, { error: 'money.methods.unavailable' }).optional();
