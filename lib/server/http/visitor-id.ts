/**
 * The visitor id of page and section tests (the `vid` cookie), signed: 22 random base64url characters,
 * then 22 of an HMAC of them (a key derived from APP_SECRET, as the segment cookie's), so an id a
 * client made up is no visitor: it is neither assigned from nor counted. An old unsigned id is treated
 * as absent (the proxy gives a new one). Nothing but node:crypto and the environment: the proxy uses it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { proxyKey } from './proxy-key';

const PART = 22;

function signature(random: string): string {
  return createHmac('sha256', proxyKey('page-variants/visitor')).update(random).digest('base64url').slice(0, PART);
}

/** A new signed id; `random` (22 base64url characters) only for tests that need a known one. */
export function mintVisitorId(random = randomBytes(16).toString('base64url')): string {
  if (!/^[A-Za-z0-9_-]{22}$/.test(random)) throw new Error('a visitor id starts with 22 base64url characters');
  return `${random}${signature(random)}`;
}

/** The id when the server signed it; null for anything else (absent, made up, an old unsigned id). */
export function verifiedVisitorId(value: string | undefined): string | null {
  if (!value || value.length !== PART * 2 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const expected = Buffer.from(signature(value.slice(0, PART)));
  return timingSafeEqual(expected, Buffer.from(value.slice(PART))) ? value : null;
}
