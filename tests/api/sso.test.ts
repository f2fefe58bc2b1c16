/**
 * Partner sign-on (issue 12, part 6; issue 28) and "text me the app", on the real database: the token
 * in the redirect address is opaque (the number reaches the partner only from /sso/verify), works once
 * (also when redeemed in parallel), for its own site only, and not after 60 seconds; guests get a 401. The demo partner page
 * shows who arrived, and exists in demo mode only.
 */
import type { GetServerSidePropsContext } from 'next';
import { eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { outbox, ssoTokens } from '@/lib/server/db/schema';
import { APP_SMS_PER_NUMBER } from '@/lib/server/services/app-sms';
import { issueSsoToken, purgeSsoTokens, redeemSsoToken } from '@/lib/server/services/sso';
import { callApi } from '@/lib/server/testing/api';
import { from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { asRealDeployment, withEnv } from '@/lib/server/testing/env';
import { DEMO_SSO_KEYS } from '@/lib/server/env';
import { signInAs } from '@/lib/server/testing/operator';
import mallRoute from '@/pages/api/v1/sso/mall';
import partnerWorldRoute from '@/pages/api/v1/sso/partner-world';
import verifyRoute from '@/pages/api/v1/sso/verify';
import appSmsRoute from '@/pages/api/v1/request-app-sms';
import { getServerSideProps as partnerPage } from '@/pages/dev/partner';

const DEMO = '07701234567';
const OTHER = '07701111111';

const signOn = (route: Parameters<typeof callApi>[0], headers: Record<string, string> = {}) => callApi(route, { method: 'POST', url: '/x?lang=en', headers });
/** A partner server redeeming a token with its key (the demo keys; `key` null sends none). */
const verify = (token: string, site: string, key: string | null = DEMO_SSO_KEYS[site as keyof typeof DEMO_SSO_KEYS] ?? DEMO_SSO_KEYS.mall) =>
  callApi(verifyRoute, { method: 'POST', url: '/x?lang=en', body: { token, site }, headers: key === null ? {} : { authorization: `Bearer ${key}` } });
const tokenOf = (redirectUrl: string) => new URL(redirectUrl, 'http://localhost').searchParams.get('token') ?? '';

async function openPartnerPage(search: string) {
  const ctx = {
    req: { headers: {}, cookies: {} },
    res: { setHeader: () => undefined, getHeader: () => undefined },
    query: Object.fromEntries(new URLSearchParams(search)),
    locale: 'en',
    resolvedUrl: `/dev/partner?${search}`,
  } as unknown as GetServerSidePropsContext;
  return (await partnerPage(ctx)) as { props?: { outcome: unknown; partnerSite: string }; notFound?: boolean };
}

describeWithDatabase('partner sign-on', () => {
  trustProxyDuringSuite();
  let demo: Record<string, string>;
  let other: Record<string, string>;
  beforeAll(async () => {
    demo = await signInAs(DEMO);
    other = await signInAs(OTHER);
  });
  beforeEach(() => resetRateLimits());

  it('guests get a 401 from both sign-on routes', async () => {
    for (const route of [mallRoute, partnerWorldRoute]) {
      const reply = await signOn(route);
      expect(reply.status).toBe(401);
      expect(reply.json).toMatchObject({ success: false, data: null });
    }
  });

  it('the redirect address carries an opaque token; the partner gets the number from /sso/verify, once', async () => {
    const reply = await signOn(mallRoute, demo);
    expect(reply.status).toBe(200);
    // In demo mode, the demo partner page in the visitor's language.
    expect(reply.json.data.redirectUrl).toMatch(/^\/en\/dev\/partner\?site=mall&token=[\w-]{43}$/);
    expect((await callApi(mallRoute, { method: 'POST', url: '/x?lang=ar', headers: demo })).json.data.redirectUrl).toMatch(/^\/dev\/partner\?site=mall&token=/);
    const token = tokenOf(reply.json.data.redirectUrl);
    // Nothing in the address (history, partner logs, Referer) gives the number away, in any encoding.
    const digits = DEMO.slice(1);
    for (const reading of [reply.json.data.redirectUrl, token, ...token.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1'))]) {
      expect(reading).not.toContain(digits);
    }
    // The database keeps the token's HMAC, not the token.
    expect(await (await getDb()).select().from(ssoTokens).where(eq(ssoTokens.tokenHash, token))).toHaveLength(0);
    // The other subscriber gets their own.
    const theirs = tokenOf((await signOn(mallRoute, other)).json.data.redirectUrl);

    const first = await verify(token, 'mall');
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ site: 'mall', msisdn: DEMO });
    const again = await verify(token, 'mall');
    expect(again.status).toBe(401);
    expect(again.json).toMatchObject({ data: { reason: 'used' }, message: 'This sign-on link has already been used.' });

    expect((await verify(theirs, 'mall')).json.data).toEqual({ site: 'mall', msisdn: OTHER });
  });

  it('only the site’s own partner server redeems its tokens: without its key the token stays unused', async () => {
    const token = tokenOf((await signOn(mallRoute, demo)).json.data.redirectUrl);
    for (const key of [null, 'wrong', DEMO_SSO_KEYS['partner-world']]) {
      const refused = await verify(token, 'mall', key);
      expect(refused.status).toBe(401);
      expect(refused.json).toMatchObject({ success: false, data: null, message: "This partner server's key is missing or wrong." });
    }
    expect((await verify(token, 'mall')).json.data).toEqual({ site: 'mall', msisdn: DEMO });
  });

  it('a token is for its own site, cannot be guessed or altered, and expires after 60 seconds', async () => {
    const { token } = await issueSsoToken('partner-world', DEMO);
    expect((await verify(token, 'mall')).json.data).toEqual({ reason: 'invalid' });

    // One character changed, a made-up token of the right form, and nonsense: unknown tokens.
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await redeemSsoToken(altered, 'partner-world')).toEqual({ ok: false, reason: 'invalid' });
    expect(await redeemSsoToken('A'.repeat(43), 'partner-world')).toEqual({ ok: false, reason: 'invalid' });
    expect(await redeemSsoToken('not a token', 'partner-world')).toEqual({ ok: false, reason: 'invalid' });

    // 61 seconds later (the server's clock), the untouched token is refused, and stays unused.
    expect(await redeemSsoToken(token, 'partner-world', Date.now() + 61_000)).toEqual({ ok: false, reason: 'expired' });
    const stale = (await issueSsoToken('partner-world', DEMO, Date.now() - 61_000)).token;
    const expired = await verify(stale, 'partner-world');
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe('This sign-on link has expired.');
    // Within its 60 seconds it works.
    expect(await redeemSsoToken(token, 'partner-world', Date.now() + 59_000)).toMatchObject({ ok: true, msisdn: DEMO, masked: '0770•••4567' });
  });

  itRace('the same token redeemed 8 times at once signs in once', async () => {
    const token = tokenOf((await signOn(partnerWorldRoute, demo)).json.data.redirectUrl);
    const replies = await Promise.all(Array.from({ length: 8 }, () => verify(token, 'partner-world')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 401 && r.json.data.reason === 'used')).toHaveLength(7);
  });

  it('the demo partner page shows the masked number once, then "already used"; it is a 404 outside demo mode', async () => {
    const redirectUrl: string = (await signOn(partnerWorldRoute, demo)).json.data.redirectUrl;
    const search = redirectUrl.split('?')[1];
    const first = await openPartnerPage(search);
    expect(first.props).toMatchObject({ partnerSite: 'partner-world', outcome: { ok: true, masked: '0770•••4567' } });
    expect(JSON.stringify(first.props?.outcome)).not.toContain(DEMO);
    expect((await openPartnerPage(search)).props?.outcome).toEqual({ ok: false, reason: 'used' });
    expect((await openPartnerPage('site=mall')).props?.outcome).toEqual({ ok: false, reason: 'invalid' });
    await asRealDeployment(async () => expect((await openPartnerPage(search)).notFound).toBe(true));
  });

  it('a configured partner address is used; outside demo mode without one the service is unavailable', async () => {
    await withEnv({ DEMO_MODE: 'true', MALL_SSO_URL: 'https://mall.partner.example/sso?from=nour' }, async () => {
      const reply = await signOn(mallRoute, demo);
      expect(reply.json.data.redirectUrl).toMatch(/^https:\/\/mall\.partner\.example\/sso\?from=nour&token=/);
    });
    await asRealDeployment(async () => {
      const reply = await signOn(mallRoute, demo);
      expect(reply.status).toBe(503);
      expect(reply.json.message).toBe('This service is not available right now. Try again later.');
    });
  });

  it('the purge job forgets tokens once they have expired, and only those', async () => {
    const { token } = await issueSsoToken('mall', DEMO);
    expect((await redeemSsoToken(token, 'mall')).ok).toBe(true);
    const db = await getDb();
    const count = async () => (await db.select().from(ssoTokens).where(eq(ssoTokens.msisdn, DEMO))).length;
    const before = await count();
    await purgeSsoTokens(new Date());
    expect(await count()).toBe(before);
    expect(await purgeSsoTokens(new Date(Date.now() + 10 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(0);
    expect(await redeemSsoToken(token, 'mall')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describeWithDatabase('request-app-sms', () => {
  trustProxyDuringSuite();
  beforeEach(() => resetRateLimits());

  const ask = (msisdn: string, lang = 'en') => callApi(appSmsRoute, { method: 'POST', url: `/x?lang=${lang}`, body: { msisdn }, headers: from(nextIp()) });
  const textsTo = async (msisdn: string) => (await (await getDb()).select().from(outbox).where(eq(outbox.to, msisdn))).filter((m) => m.purpose === 'app-link');

  it('texts the store links; the same answer for every number, also past the per-number limit (no more texts then)', async () => {
    const ours = '07705550101';
    const foreign = '07805550101';
    const expected = { success: true, data: null, message: 'If this is a mobile number in Iraq, we will text it the link to the app.' };
    for (let i = 0; i < APP_SMS_PER_NUMBER + 2; i++) {
      const reply = await ask(ours);
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual(expected);
    }
    expect((await ask(foreign)).json).toEqual(expected);
    const texts = await textsTo(ours);
    expect(texts).toHaveLength(APP_SMS_PER_NUMBER);
    expect(texts[0].text).toContain('https://play.google.com/store/apps/details?id=iq.nourmobile.app');
    expect(await textsTo(foreign)).toHaveLength(1);

    const kurdish = await ask('07505550101', 'ku');
    expect(kurdish.json.message).toBe('ئەگەر ئەمە ژمارەیەکی مۆبایل بێت لە عێراق، بەستەری ئەپەکەی بە نامەی کورت بۆ دەنێرین.');
    expect((await ask('0770555')).status).toBe(400);
  });
});
