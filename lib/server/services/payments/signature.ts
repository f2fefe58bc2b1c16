/**
 * The signature of the payment provider's server-to-server callback: `X-Signature` is the hex
 * HMAC-SHA-256 of the exact request body, keyed by APP_SECRET (shared with the provider). Checked in
 * constant time; anything else is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '../../env';

export const SIGNATURE_HEADER = 'x-signature';

export function signPayload(body: string): string {
  return createHmac('sha256', serverEnv().APP_SECRET).update(body).digest('hex');
}

export function isValidSignature(body: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = Buffer.from(signPayload(body), 'hex');
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
