/**
 * Sign-on to the partner sites (spec section 7: sso): the mobile mall and the partner world. A signed-in
 * subscriber gets `{ redirectUrl }` = the partner's sign-on address + `?token=`, a token signed with
 * SSO_SECRET (HMAC-SHA-256) that carries the subscriber's number, the site and an expiry 60 seconds
 * ahead. The partner's server redeems it once through ours (POST /api/v1/sso/verify with its own key,
 * see `isPartnerKey`, or the demo partner page in demo mode): the redemption inserts the token's id into used_sso_tokens, so a token works
 * once even when two servers are asked at the same moment.
 *
 * Token: `<payload>.<mac>`, payload = base64url(JSON { s: site, m: msisdn, e: expiry ms, j: random id }).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { defaultLocale, localePrefix, type Locale } from '@/lib/locales';
import { maskMsisdn, SSO_SITES, type SsoSiteId } from '@/lib/sso';
import { ApiError } from '../api/errors';
import { getDb } from '../db';
import { usedSsoTokens } from '../db/schema';
import { serverEnv } from '../env';

export { SSO_SITES };
export type SsoSite = SsoSiteId;
export const SSO_TOKEN_TTL_SECONDS = 60;

/**
 * Where a site's tokens go: the configured address, or in demo mode the demo partner page in the
 * visitor's language; null when not configured.
 */
export function ssoBaseUrl(site: SsoSite, lang: Locale = defaultLocale): string | null {
  const env = serverEnv();
  const configured = site === 'mall' ? env.MALL_SSO_URL : env.PARTNER_WORLD_SSO_URL;
  if (configured) return configured;
  return env.demoMode ? `${localePrefix(lang)}/dev/partner?site=${site}` : null;
}

function sign(payload: string): Buffer {
  return createHmac('sha256', serverEnv().SSO_SECRET).update(`sso\n${payload}`).digest();
}

export function issueSsoToken(site: SsoSite, msisdn: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = now + SSO_TOKEN_TTL_SECONDS * 1000;
  const payload = Buffer.from(JSON.stringify({ s: site, m: msisdn, e: expires, j: randomBytes(16).toString('base64url') })).toString('base64url');
  return { token: `${payload}.${sign(payload).toString('base64url')}`, expiresAt: new Date(expires) };
}

/** POST /api/v1/sso/{site}: the address that signs the subscriber on to the partner site. */
export function ssoRedirect(site: SsoSite, msisdn: string, lang: Locale = defaultLocale, now = Date.now()): { redirectUrl: string; expiresAt: string } {
  const base = ssoBaseUrl(site, lang);
  if (!base || !serverEnv().SSO_SECRET) throw new ApiError(503, 'sso.api.unavailable');
  const { token, expiresAt } = issueSsoToken(site, msisdn, now);
  return { redirectUrl: `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

export type SsoVerification = { ok: true; site: SsoSite; msisdn: string; masked: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

interface Payload {
  s: SsoSite;
  m: string;
  e: number;
  j: string;
}

function readPayload(text: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const p = value as Record<string, unknown>;
    if (!SSO_SITES.includes(p.s as SsoSite) || typeof p.m !== 'string' || typeof p.e !== 'number' || typeof p.j !== 'string') return null;
    return { s: p.s as SsoSite, m: p.m, e: p.e, j: p.j };
  } catch {
    return null;
  }
}

/**
 * Redeems a token for `site`: a wrong signature or another site's token is 'invalid', a token past its
 * 60 seconds 'expired', and a token already redeemed (here or on another server) 'used'.
 */
export async function redeemSsoToken(token: string, site: SsoSite, now = Date.now()): Promise<SsoVerification> {
  const secret = serverEnv().SSO_SECRET;
  const parts = token.split('.');
  if (!secret || parts.length !== 2 || parts[0].length > 400) return { ok: false, reason: 'invalid' };
  const expected = sign(parts[0]);
  const given = Buffer.from(parts[1], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const payload = readPayload(parts[0]);
  if (!payload || payload.s !== site) return { ok: false, reason: 'invalid' };
  if (payload.e <= now) return { ok: false, reason: 'expired' };
  const db = await getDb();
  const claimed = await db
    .insert(usedSsoTokens)
    .values({ tokenId: payload.j, site, msisdn: payload.m, expiresAt: new Date(payload.e) })
    .onConflictDoNothing()
    .returning({ tokenId: usedSsoTokens.tokenId });
  if (claimed.length === 0) return { ok: false, reason: 'used' };
  return { ok: true, site, msisdn: payload.m, masked: maskMsisdn(payload.m) };
}

/** Is `key` the partner server key of `site` (MALL_SSO_KEY / PARTNER_WORLD_SSO_KEY)? Compared in constant time. */
export function isPartnerKey(site: SsoSite, key: string): boolean {
  const env = serverEnv();
  const expected = Buffer.from(site === 'mall' ? env.MALL_SSO_KEY : env.PARTNER_WORLD_SSO_KEY);
  const given = Buffer.from(key);
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

/** Job: forgets redeemed tokens once they have expired (their signature's time refuses them anyway). */
export async function purgeUsedSsoTokens(now: Date): Promise<number> {
  const db = await getDb();
  const gone = await db.delete(usedSsoTokens).where(lt(usedSsoTokens.expiresAt, new Date(now.getTime() - 60_000))).returning({ id: usedSsoTokens.tokenId });
  return gone.length;
}
