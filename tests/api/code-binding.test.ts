/**
 * A one-time code authorises one thing (design.md section 7): the add-on, price and purchase it was
 * sent for, on the number it was sent to; a subscriber's package or transfer, for that subscriber.
 * Each refusal here is checked the way an attacker would: nothing bought, no money moved. And every
 * endpoint that checks a code stops answering after its per-number (or per-account) limit, whatever
 * the number of IPs used.
 */
import { and, eq } from 'drizzle-orm';
import { CODE_CHECKS_PER_WINDOW } from '@/lib/server/api/code-check-limits';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { otpCodes, subscriptions } from '@/lib/server/db/schema';
import { core } from '@/lib/server/core';
import { callApi, type ApiReply } from '@/lib/server/testing/api';
import { from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { lastCode, ledgerBalance, signInAs, wrongCode } from '@/lib/server/testing/operator';
import mifiConfirm from '@/pages/api/v1/account/mifi/confirm';
import transferConfirm from '@/pages/api/v1/credit-transfer/confirm';
import transferStart from '@/pages/api/v1/credit-transfer/index';
import packageConfirm from '@/pages/api/v1/packages/confirm';
import packageSubscribe from '@/pages/api/v1/packages/subscribe';
import passwordReset from '@/pages/api/v1/password/reset';
import smsvalidation from '@/pages/api/v1/smsvalidation';
import addonDetail from '@/pages/api/v1/transactional/index';
import addonConfirm from '@/pages/api/v1/transactional/confirm/[id]';

const DEMO = '07701234567';
const OTHER = '07701111111';

const askDetail = (msisdn: string, addOnItemId: number) =>
  callApi(addonDetail, { method: 'POST', url: '/x?lang=en', body: { msisdn, addOnItemId }, headers: from(nextIp()) });
const askConfirm = (msisdn: string, addonId: number, passcode: string, PID: string) =>
  callApi(addonConfirm, { method: 'POST', url: `/x?id=${addonId}&msisdn=${msisdn}&lang=en`, body: { passcode, PID }, headers: from(nextIp()) });

async function startPurchase(msisdn: string, addonId: number): Promise<{ PID: string; code: string }> {
  const reply = await askDetail(msisdn, addonId);
  expect(reply.json).toMatchObject({ success: true });
  return { PID: reply.json.data.PID, code: await lastCode(msisdn, 'addon') };
}

async function addonSubscriptions(msisdn: string, addonId: number): Promise<number> {
  const db = await getDb();
  return (await db.select().from(subscriptions).where(and(eq(subscriptions.msisdn, msisdn), eq(subscriptions.addonId, addonId)))).length;
}

/** Fires `count` requests at once; answers the replies. */
const burst = (count: number, call: (i: number) => Promise<ApiReply>) => Promise.all(Array.from({ length: count }, (_, i) => call(i)));

/** Exactly `limit` of the burst got through; the rest are 429 with Retry-After and the message. */
function expectLimited(replies: ApiReply[], limit: number): void {
  const limited = replies.filter((r) => r.status === 429);
  expect(replies.length - limited.length).toBe(limit);
  for (const reply of limited) {
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(reply.json).toMatchObject({ success: false, message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/) });
  }
  for (const reply of replies) expect(reply.status).toBeLessThan(500);
}

describeWithDatabase('codes bound to what they authorise; code checks limited per number and account', () => {
  trustProxyDuringSuite();
  let demo: Record<string, string>;
  let other: Record<string, string>;
  beforeAll(async () => {
    demo = await signInAs(DEMO);
    other = await signInAs(OTHER);
    await core().credit({ msisdn: OTHER, amount: 100_000, reason: 'card-recharge', reference: 'test:code-binding-other' });
    await core().credit({ msisdn: DEMO, amount: 100_000, reason: 'card-recharge', reference: 'test:code-binding-demo' });
  });
  beforeEach(async () => {
    resetRateLimits();
    await (await getDb()).delete(otpCodes); // each test starts within the hourly code limits
  });

  it('an add-on code buys only its add-on: with another add-on’s id, or another purchase, it buys nothing', async () => {
    const { PID, code } = await startPurchase(DEMO, 101);
    const before = await ledgerBalance(DEMO);
    const before102 = await addonSubscriptions(DEMO, 102);

    // The cheap add-on's code and PID, sent to the confirmation of a dearer one.
    const swapped = await askConfirm(DEMO, 102, code, PID);
    expect(swapped.status).toBe(200);
    expect(swapped.json).toMatchObject({ success: false });
    expect(await ledgerBalance(DEMO)).toBe(before);
    expect(await addonSubscriptions(DEMO, 102)).toBe(before102);

    // A second purchase started on the number: the first code does not confirm it.
    const second = await startPurchase(DEMO, 102);
    const reused = await askConfirm(DEMO, 102, code, second.PID);
    expect(reused.json).toMatchObject({ success: false, invalidOTP: true });
    expect(await ledgerBalance(DEMO)).toBe(before);
    expect(await addonSubscriptions(DEMO, 102)).toBe(before102);

    // Its own code still buys it, once.
    expect((await askConfirm(DEMO, 102, second.code, second.PID)).json).toMatchObject({ success: true });
    expect(await addonSubscriptions(DEMO, 102)).toBe(before102 + 1);
  });

  it('an add-on code sent to one number buys nothing for another number', async () => {
    const { PID, code } = await startPurchase(DEMO, 101);
    const [demoBefore, otherBefore] = [await ledgerBalance(DEMO), await ledgerBalance(OTHER)];
    const otherSubs = await addonSubscriptions(OTHER, 101);

    // DEMO's code and PID, confirmed for OTHER.
    const moved = await askConfirm(OTHER, 101, code, PID);
    expect(moved.json).toMatchObject({ success: false });
    // DEMO's code, on a purchase OTHER started.
    const theirs = await startPurchase(OTHER, 101);
    const borrowed = await askConfirm(OTHER, 101, code, theirs.PID);
    expect(borrowed.json).toMatchObject({ success: false });

    expect(await ledgerBalance(DEMO)).toBe(demoBefore);
    expect(await ledgerBalance(OTHER)).toBe(otherBefore);
    expect(await addonSubscriptions(OTHER, 101)).toBe(otherSubs);
    // The refusals spent nothing of DEMO's purchase: its code still buys it.
    expect((await askConfirm(DEMO, 101, code, PID)).json).toMatchObject({ success: true });
    expect(await ledgerBalance(DEMO)).toBe(demoBefore - 5_000);
  });

  it('one subscriber cannot confirm another’s package subscription or gift, even with the right code', async () => {
    const subscribe = (body: Record<string, unknown>, headers: Record<string, string>) =>
      callApi(packageSubscribe, { method: 'POST', url: '/x?lang=en', headers, body });
    const confirm = (body: Record<string, unknown>, headers: Record<string, string>) =>
      callApi(packageConfirm, { method: 'POST', url: '/x?lang=en', headers, body });
    const [demoBefore, otherBefore] = [await ledgerBalance(DEMO), await ledgerBalance(OTHER)];
    const otherGifts = await addonSubscriptions(OTHER, 121);

    // DEMO asks to gift a package to OTHER; OTHER got hold of DEMO's code.
    const gift = await subscribe({ addonId: 121, giftTo: OTHER }, demo);
    expect(gift.status).toBe(200);
    const code = await lastCode(DEMO, 'package');
    const stolen = await confirm({ requestId: gift.json.data.requestId, code }, other);
    expect(stolen.status).toBe(404);
    // OTHER's own request, with DEMO's code.
    const own = await subscribe({ addonId: 121 }, other);
    expect(own.status).toBe(200);
    const borrowed = await confirm({ requestId: own.json.data.requestId, code }, other);
    expect(borrowed.status).toBe(400);
    expect(borrowed.json.data.errors.code).toBeTruthy();

    expect(await ledgerBalance(DEMO)).toBe(demoBefore);
    expect(await ledgerBalance(OTHER)).toBe(otherBefore);
    expect(await addonSubscriptions(OTHER, 121)).toBe(otherGifts);

    // DEMO's own confirmation still works (the refusals did not use the code).
    expect((await confirm({ requestId: gift.json.data.requestId, code }, demo)).status).toBe(200);
    expect(await addonSubscriptions(OTHER, 121)).toBe(otherGifts + 1);
  });

  it('one subscriber cannot confirm another’s credit transfer, even with the right code', async () => {
    const start = (body: Record<string, unknown>, headers: Record<string, string>) =>
      callApi(transferStart, { method: 'POST', url: '/x?lang=en', headers, body });
    const confirm = (body: Record<string, unknown>, headers: Record<string, string>) =>
      callApi(transferConfirm, { method: 'POST', url: '/x?lang=en', headers, body });
    const [demoBefore, otherBefore] = [await ledgerBalance(DEMO), await ledgerBalance(OTHER)];

    // OTHER has DEMO's code for DEMO's transfer to OTHER, and tries to confirm it.
    const started = await start({ to: OTHER, amount: 2_000 }, demo);
    expect(started.status).toBe(200);
    const code = await lastCode(DEMO, 'transfer');
    expect((await confirm({ transferId: started.json.data.transferId, code }, other)).status).toBe(404);
    // OTHER's own transfer (to DEMO), with DEMO's code.
    const theirs = await start({ to: DEMO, amount: 3_000 }, other);
    expect(theirs.status).toBe(200);
    const borrowed = await confirm({ transferId: theirs.json.data.transferId, code }, other);
    expect(borrowed.status).toBe(400);
    expect(borrowed.json.data.errors.code).toBeTruthy();

    expect(await ledgerBalance(DEMO)).toBe(demoBefore);
    expect(await ledgerBalance(OTHER)).toBe(otherBefore);
    expect((await confirm({ transferId: started.json.data.transferId, code }, demo)).status).toBe(200);
    expect(await ledgerBalance(DEMO)).toBe(demoBefore - 2_000);
  });

  describe('per-number and per-account limits on code checks (parallel, each from another IP)', () => {
    it(`add-on confirmation: ${2 * CODE_CHECKS_PER_WINDOW} checks per number, then 429 (even for the right code); other numbers unaffected`, async () => {
      const limit = 2 * CODE_CHECKS_PER_WINDOW;
      const { PID, code } = await startPurchase(DEMO, 103);
      const before = await ledgerBalance(DEMO);
      const replies = await burst(limit + 5, () => askConfirm(DEMO, 103, wrongCode(code), PID));
      expectLimited(replies, limit);
      const right = await askConfirm(DEMO, 103, code, PID);
      expect(right.status).toBe(429);
      expect(await ledgerBalance(DEMO)).toBe(before);
      // The limit is the number's, not everyone's.
      const theirs = await startPurchase(OTHER, 103);
      expect((await askConfirm(OTHER, 103, theirs.code, theirs.PID)).json).toMatchObject({ success: true });
    });

    it(`credit transfer confirmation: ${CODE_CHECKS_PER_WINDOW} checks per account, across its sessions`, async () => {
      const started = await callApi(transferStart, { method: 'POST', url: '/x?lang=en', headers: demo, body: { to: OTHER, amount: 1_000 } });
      const { transferId } = started.json.data;
      const code = await lastCode(DEMO, 'transfer');
      const second = await signInAs(DEMO); // another session (device) of the same account
      const replies = await burst(CODE_CHECKS_PER_WINDOW + 4, (i) =>
        callApi(transferConfirm, { method: 'POST', url: '/x?lang=en', headers: { ...(i % 2 ? demo : second), ...from(nextIp()) }, body: { transferId, code: wrongCode(code) } }),
      );
      expectLimited(replies, CODE_CHECKS_PER_WINDOW);
      // Another account has its own budget (a check for a transfer it does not have: 404, not 429).
      expect((await callApi(transferConfirm, { method: 'POST', url: '/x?lang=en', headers: other, body: { transferId, code } })).status).toBe(404);
    });

    it(`package confirmation: ${CODE_CHECKS_PER_WINDOW} checks per account`, async () => {
      const asked = await callApi(packageSubscribe, { method: 'POST', url: '/x?lang=en', headers: demo, body: { addonId: 111 } });
      expect(asked.json).toMatchObject({ success: true });
      const code = await lastCode(DEMO, 'package');
      const replies = await burst(CODE_CHECKS_PER_WINDOW + 3, () =>
        callApi(packageConfirm, { method: 'POST', url: '/x?lang=en', headers: { ...demo, ...from(nextIp()) }, body: { requestId: asked.json.data.requestId, code: wrongCode(code) } }),
      );
      expectLimited(replies, CODE_CHECKS_PER_WINDOW);
    });

    it(`MiFi link confirmation: ${CODE_CHECKS_PER_WINDOW} checks per account`, async () => {
      const replies = await burst(CODE_CHECKS_PER_WINDOW + 3, (i) =>
        callApi(mifiConfirm, { method: 'POST', url: '/x?lang=en', headers: { ...demo, ...from(nextIp()) }, body: { msisdn: `0770555${String(1000 + i)}`, code: '123456' } }),
      );
      expectLimited(replies, CODE_CHECKS_PER_WINDOW);
    });

    it(`password reset: ${CODE_CHECKS_PER_WINDOW} checks per number and per e-mail`, async () => {
      const password = { password: 'New#2026password', confirmPassword: 'New#2026password' };
      const byPhone = await burst(CODE_CHECKS_PER_WINDOW + 3, () =>
        callApi(passwordReset, { method: 'POST', url: '/x?lang=en', headers: from(nextIp()), body: { phone: DEMO, code: '123456', ...password } }),
      );
      expectLimited(byPhone, CODE_CHECKS_PER_WINDOW);
      const byEmail = await burst(CODE_CHECKS_PER_WINDOW + 3, (i) =>
        callApi(passwordReset, {
          method: 'POST',
          url: '/x?lang=en',
          headers: from(nextIp()),
          body: { email: i % 2 ? 'demo@example.com' : 'DEMO@example.com', code: '123456', ...password },
        }),
      );
      expectLimited(byEmail, CODE_CHECKS_PER_WINDOW);
    });

    it(`phone PIN sign-in: ${CODE_CHECKS_PER_WINDOW} checks per number`, async () => {
      const replies = await burst(CODE_CHECKS_PER_WINDOW + 3, () =>
        callApi(smsvalidation, { method: 'POST', url: '/x?lang=en', headers: from(nextIp()), body: { phone: OTHER, pin: '123456' } }),
      );
      expectLimited(replies, CODE_CHECKS_PER_WINDOW);
    });
  });
});
