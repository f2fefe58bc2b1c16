/**
 * The payment provider's server-to-server callback (design.md section 7): the body is JSON
 * `{ orderId, status, amount, currency, timestamp }` and `X-Signature` is the hex HMAC-SHA-256 of the
 * exact body, keyed by PAYMENT_WEBHOOK_SECRET, a secret shared with the provider only (not APP_SECRET:
 * a leak of one is not a leak of both).
 *
 * A callback is accepted only when the signature matches (compared in constant time), its timestamp
 * is at most 5 minutes old and at most a minute ahead (so a captured callback cannot be replayed
 * later), and, checked by the caller against the order, its amount and currency are the order's.
 * A replay within the 5 minutes is harmless: the result of an order is applied once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../api/errors';
import { serverEnv } from '../env';

export const SIGNATURE_HEADER = 'x-signature';
/** Every amount of this site is integer IQD. */
export const PAYMENT_CURRENCY = 'IQD';
/** How old a callback may be. */
export const MAX_CALLBACK_AGE_MS = 5 * 60_000;
/** How far ahead of our clock a callback's timestamp may be (clock skew). */
export const MAX_CALLBACK_SKEW_MS = 60_000;

export const callbackPayload = z
  .object({
    orderId: z.string().min(1).max(64),
    status: z.enum(['succeeded', 'declined']),
    amount: z.number().int().positive().max(100_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** When the provider signed it: Unix time in seconds. */
    timestamp: z.number().int().positive(),
  })
  .strict();

export type CallbackPayload = z.infer<typeof callbackPayload>;

function webhookSecret(): string {
  const secret = serverEnv().PAYMENT_WEBHOOK_SECRET;
  // serverEnv refuses to start a real deployment without one; never sign or accept with an empty key.
  if (!secret) throw new ApiError(503, 'errors.upstream');
  return secret;
}

/** hex(HMAC-SHA-256(PAYMENT_WEBHOOK_SECRET, body)): what the provider sends as X-Signature. */
export function signPayload(body: string): string {
  return createHmac('sha256', webhookSecret()).update(body).digest('hex');
}

/** The body and signature of a callback, as the (demo) provider sends it; timestamp now unless given. */
export function signedCallback(payload: Omit<CallbackPayload, 'timestamp'> & { timestamp?: number }): { body: string; signature: string } {
  const body = JSON.stringify({ ...payload, timestamp: payload.timestamp ?? Math.floor(Date.now() / 1000) });
  return { body, signature: signPayload(body) };
}

export function isValidSignature(body: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = Buffer.from(signPayload(body), 'hex');
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The verified payload of a callback, or the refusal: 401 for a bad signature or a timestamp out of
 * the window, 400 for a body that is not a callback. (The amount and currency are checked against the
 * order by `applyPaymentResult`.)
 */
export function verifyCallback(body: string, signature: unknown, now = Date.now()): CallbackPayload {
  if (!isValidSignature(body, signature)) throw new ApiError(401, 'core.payment.badSignature');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ApiError(400, 'errors.invalidJson');
  }
  const parsed = callbackPayload.safeParse(json);
  if (!parsed.success) throw new ApiError(400, 'errors.badRequest');
  const signedAt = parsed.data.timestamp * 1000;
  if (now - signedAt > MAX_CALLBACK_AGE_MS || signedAt - now > MAX_CALLBACK_SKEW_MS) throw new ApiError(401, 'core.payment.stale');
  return parsed.data;
}
