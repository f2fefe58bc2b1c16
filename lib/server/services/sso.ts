/**
 * Sign-on to the partner sites (spec section 7: sso): the mobile mall and the partner world.
 *
 * Partner-facing contract (what a partner's developers build against):
 *
 * 1. A signed-in subscriber presses the sign-on button; our site sends the browser to the partner's
 *    sign-on address (MALL_SSO_URL / PARTNER_WORLD_SSO_URL) with `?token=<token>` appended (`&token=`
 *    when the address already has a query). The token is 43 characters of [A-Za-z0-9_-]: random, it
 *    carries NOTHING (no number, no site, no time) that the browser's history, the partner's access
 *    logs or a Referer header could give away.
 * 2. The partner's SERVER redeems it within 60 seconds, once:
 *      POST <our site>/api/v1/sso/verify
 *      Authorization: Bearer <that partner's key: MALL_SSO_KEY / PARTNER_WORLD_SSO_KEY>
 *      Content-Type: application/json
 *      { "token": "<token>", "site": "mall" | "partner-world" }
 *    → 200 { "success": true, "data": { "site": "mall", "msisdn": "07701234567" }, "message": "" }
 *    → 401 { "success": false, "data": { "reason": "invalid" | "expired" | "used" }, "message": … }
 *      for a token that is unknown or for another site, past its 60 seconds, or already redeemed;
 *    → 401 with `data: null` and WWW-Authenticate: Bearer when the key is missing or wrong (the token
 *      then stays unused: someone who only saw the address can neither learn the number nor spend it).
 *    The number reaches the partner only in this server-to-server answer.
 *
 * Here: the token is random (32 bytes from a CSPRNG); the database keeps its HMAC (SSO_SECRET) with
 * the site, the number and the expiry (table sso_tokens), so every server can redeem it and a copy of
 * the table signs nobody on. Redeeming is one conditional UPDATE (unused and not expired), so a token
 * works once even when two servers are asked at the same moment.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { defaultLocale, localePrefix, type Locale } from '@/lib/locales';
import { maskMsisdn, SSO_SITES, type SsoSiteId } from '@/lib/sso';
import { ApiError } from '../api/errors';
import { getDb } from '../db';
import { ssoTokens } from '../db/schema';
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

/** A token as it travels: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function tokenHash(token: string): string {
  return createHmac('sha256', serverEnv().SSO_SECRET).update(`sso\n${token}`).digest('hex');
}

/** Stores a new single-use token for `msisdn` on `site`, valid 60 seconds from `now`. */
export async function issueSsoToken(site: SsoSite, msisdn: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + SSO_TOKEN_TTL_SECONDS * 1000);
  const db = await getDb();
  await db.insert(ssoTokens).values({ tokenHash: tokenHash(token), site, msisdn, createdAt: new Date(now), expiresAt });
  return { token, expiresAt };
}

/** POST /api/v1/sso/{site}: the address that signs the subscriber on to the partner site. */
export async function ssoRedirect(site: SsoSite, msisdn: string, lang: Locale = defaultLocale, now = Date.now()): Promise<{ redirectUrl: string; expiresAt: string }> {
  const base = ssoBaseUrl(site, lang);
  if (!base || !serverEnv().SSO_SECRET) throw new ApiError(503, 'sso.api.unavailable');
  const { token, expiresAt } = await issueSsoToken(site, msisdn, now);
  return { redirectUrl: `${base}${base.includes('?') ? '&' : '?'}token=${token}`, expiresAt: expiresAt.toISOString() };
}

export type SsoVerification = { ok: true; site: SsoSite; msisdn: string; masked: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/**
 * Redeems a token for `site`: an unknown token or another site's is 'invalid', a token past its 60
 * seconds 'expired', and a token already redeemed (here or on another server) 'used'.
 */
export async function redeemSsoToken(token: string, site: SsoSite, now = Date.now()): Promise<SsoVerification> {
  if (!serverEnv().SSO_SECRET || !TOKEN.test(token)) return { ok: false, reason: 'invalid' };
  const hash = tokenHash(token);
  const db = await getDb();
  const at = new Date(now);
  const [claimed] = await db
    .update(ssoTokens)
    .set({ usedAt: at })
    .where(and(eq(ssoTokens.tokenHash, hash), eq(ssoTokens.site, site), isNull(ssoTokens.usedAt), gt(ssoTokens.expiresAt, at)))
    .returning({ msisdn: ssoTokens.msisdn });
  if (claimed) return { ok: true, site, msisdn: claimed.msisdn, masked: maskMsisdn(claimed.msisdn) };
  const [row] = await db.select({ site: ssoTokens.site, usedAt: ssoTokens.usedAt }).from(ssoTokens).where(eq(ssoTokens.tokenHash, hash));
  if (!row || row.site !== site) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
}

/** Is `key` the partner server key of `site` (MALL_SSO_KEY / PARTNER_WORLD_SSO_KEY)? Compared in constant time. */
export function isPartnerKey(site: SsoSite, key: string): boolean {
  const env = serverEnv();
  const expected = Buffer.from(site === 'mall' ? env.MALL_SSO_KEY : env.PARTNER_WORLD_SSO_KEY);
  const given = Buffer.from(key);
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

/** Job: forgets tokens a minute after they expired (used or not: neither can sign anyone on any more). */
export async function purgeSsoTokens(now: Date): Promise<number> {
  const db = await getDb();
  const gone = await db.delete(ssoTokens).where(lt(ssoTokens.expiresAt, new Date(now.getTime() - 60_000))).returning({ hash: ssoTokens.tokenHash });
  return gone.length;
}
