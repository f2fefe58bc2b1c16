/**
 * Rewards points and the daily check-in (issue 14 parts 1 and 4), on PGlite and PostgreSQL: points are
 * earned once per payment however often it is retried, a redemption never takes the balance below
 * zero (also when two arrive at once), one Idempotency-Key is one redemption, points expire after 12
 * months (first in, first out), and the check-in streak follows Baghdad calendar days by the server's
 * clock.
 */
import { and, eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { bills, checkIns, otpCodes, outbox, pointsEntries, rewardRedemptions, subscriptions } from '@/lib/server/db/schema';
import { setCoreFaultsForTests } from '@/lib/server/core';
import { setMessagingForTests } from '@/lib/server/messaging';
import { awardPoints, checkIn, checkInStatus, expirePoints, finishRedemptions, pointsBalance } from '@/lib/server/services/rewards';
import { expiringSoon } from '@/lib/server/services/rewards/points';
import { signedCallback } from '@/lib/server/payments/signature';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, freshScratchCard, lastCode, lastMessage, signInAs } from '@/lib/server/testing/operator';
import billPay from '@/pages/api/v1/account/bills/[id]/pay';
import checkInRoute from '@/pages/api/v1/check-in';
import packageConfirm from '@/pages/api/v1/packages/confirm';
import packageSubscribe from '@/pages/api/v1/packages/subscribe';
import callback from '@/pages/api/v1/payments/callback';
import cardRecharge from '@/pages/api/v1/recharge/card';
import scratchCard from '@/pages/api/v1/recharge/scratch-card';
import rewardsRoute from '@/pages/api/v1/rewards/index';
import redeemRoute from '@/pages/api/v1/rewards/[rewardId]/redeem';
import detail from '@/pages/api/v1/transactional/index';
import confirm from '@/pages/api/v1/transactional/confirm/[id]';

const redeemCall = (headers: Record<string, string>, rewardId: string, key?: string) =>
  callApi(redeemRoute, { method: 'POST', url: `/x?rewardId=${rewardId}&lang=en`, headers: key ? { ...headers, 'Idempotency-Key': key } : headers });

/** A signed-in line of the test's own with `points` points (earned now). */
async function memberWith(points: number) {
  const msisdn = await freshLine({ balance: 0 });
  if (points > 0) await awardPoints(await getDb(), { msisdn, points, reason: 'game', reference: `test:${msisdn}:start` });
  return { msisdn, headers: await signInAs(msisdn) };
}

const pointsRows = async (msisdn: string) => (await getDb()).select().from(pointsEntries).where(eq(pointsEntries.msisdn, msisdn));

/** Baghdad is UTC+3: 21:00 UTC is midnight in Baghdad. */
const at = (iso: string) => new Date(iso);

describeWithDatabase('rewards points', () => {
  beforeEach(async () => {
    resetRateLimits();
    setCoreFaultsForTests(undefined);
    await (await getDb()).delete(otpCodes);
  });
  afterAll(() => setCoreFaultsForTests(undefined));

  it('an add-on bought by number earns 1 point per 1,000 IQD, once, when its confirm is sent again or its answer was lost', async () => {
    const buyer = await freshLine({ balance: 25_000 });
    const started = await callApi(detail, { method: 'POST', url: '/x?lang=en', body: { msisdn: buyer, addOnItemId: 101 } });
    const PID = started.json.data.PID as string;
    const code = await lastCode(buyer, 'addon');
    // The core applies the purchase, then its answer is lost: the customer retries the same confirm.
    setCoreFaultsForTests({ lostAnswerRate: 1, timeoutMs: 20, methods: ['subscribe'] });
    const lost = await callApi(confirm, { method: 'POST', url: `/x?id=101&msisdn=${buyer}&lang=en`, body: { passcode: code, PID } });
    expect(lost.status).toBe(503);
    setCoreFaultsForTests(undefined);
    const retried = await callApi(confirm, { method: 'POST', url: `/x?id=101&msisdn=${buyer}&lang=en`, body: { passcode: code, PID } });
    expect(retried.json.success).toBe(true);
    const again = await callApi(confirm, { method: 'POST', url: `/x?id=101&msisdn=${buyer}&lang=en`, body: { passcode: code, PID } });
    expect(again.json.success).toBe(false);
    expect(await pointsBalance(buyer)).toBe(5); // 5,000 IQD
    expect(await pointsRows(buyer)).toEqual([expect.objectContaining({ kind: 'earn', points: 5, reason: 'addon', reference: `earn:purchase:${PID}` })]);
  });

  it('a card recharge earns once however often the provider calls back (also at the same moment); a scratch card earns its value', async () => {
    const line = await freshLine({ balance: 0 });
    const started = await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', body: { msisdn: line, amount: 25_500 } });
    const { orderId } = started.json.data;
    const { body, signature } = signedCallback({ orderId, status: 'succeeded', amount: 25_500, currency: 'IQD' });
    const replies = await Promise.all([1, 2, 3].map(() => callApi(callback, { method: 'POST', url: '/x?lang=en', body, headers: { 'X-Signature': signature } })));
    for (const reply of replies) expect(reply.status).toBeLessThan(500);
    await callApi(callback, { method: 'POST', url: '/x?lang=en', body, headers: { 'X-Signature': signature } });
    expect(await pointsBalance(line)).toBe(25); // floor(25,500 / 1,000)

    const card = await freshScratchCard(10_000);
    expect((await callApi(scratchCard, { method: 'POST', url: '/x?lang=en', body: { msisdn: line, cardNumber: card } })).status).toBe(200);
    expect((await callApi(scratchCard, { method: 'POST', url: '/x?lang=en', body: { msisdn: line, cardNumber: card } })).status).toBe(400);
    expect(await pointsBalance(line)).toBe(35);
  });

  it('a package bought signed in earns the payer, also for a gift, once per request; a bill paid by card earns its line once', async () => {
    const buyer = await freshLine({ balance: 50_000 });
    const friend = await freshLine();
    const headers = await signInAs(buyer);
    for (const body of [{ addonId: 111 }, { addonId: 121, giftTo: friend }]) {
      const started = await callApi(packageSubscribe, { method: 'POST', url: '/x?lang=en', headers, body });
      const code = await lastCode(buyer, 'package');
      const confirmBody = { requestId: started.json.data.requestId, code };
      expect((await callApi(packageConfirm, { method: 'POST', url: '/x?lang=en', headers, body: confirmBody })).status).toBe(200);
      expect((await callApi(packageConfirm, { method: 'POST', url: '/x?lang=en', headers, body: confirmBody })).status).toBeLessThan(500);
    }
    expect(await pointsBalance(buyer)).toBe(6 + 2); // 6,000 and 2,000 IQD
    expect(await pointsBalance(friend)).toBe(0);

    const postpaid = await freshLine({ type: 'postpaid' });
    const [bill] = await (await getDb())
      .insert(bills)
      .values({ msisdn: postpaid, period: '2026-10', amount: 32_500, dueAt: new Date('2026-11-15T00:00:00Z') })
      .returning();
    const started = await callApi(billPay, { method: 'POST', url: `/x?id=${bill.id}&lang=en`, headers: await signInAs(postpaid), body: {} });
    expect(started.status).toBe(200);
    const { body, signature } = signedCallback({ orderId: started.json.data.orderId, status: 'succeeded', amount: 32_500, currency: 'IQD' });
    for (let i = 0; i < 2; i += 1) await callApi(callback, { method: 'POST', url: '/x?lang=en', body, headers: { 'X-Signature': signature } });
    expect(await pointsBalance(postpaid)).toBe(32);
  });

  it('awardPoints: the same reference five times at once is awarded once', async () => {
    const msisdn = await freshLine();
    const db = await getDb();
    const added = await Promise.all(Array.from({ length: 5 }, () => awardPoints(db, { msisdn, points: 7, reason: 'quiz', reference: `quiz:${msisdn}:1` })));
    expect(added.filter(Boolean)).toHaveLength(1);
    expect(await pointsBalance(msisdn)).toBe(7);
  });

  it('a visitor sees the catalogue without points; a member sees balance, history with labels and the catalogue', async () => {
    const visitor = await callApi(rewardsRoute, { url: '/x?lang=en' });
    expect(visitor.status).toBe(200);
    expect(visitor.json.data.points).toBeNull();
    expect(visitor.json.data.catalogue.length).toBeGreaterThanOrEqual(8);
    expect(visitor.json.data.catalogue[0]).toEqual(expect.objectContaining({ id: expect.any(String), title: expect.any(String), points: expect.any(Number), kind: expect.any(String) }));

    const { headers } = await memberWith(60);
    const member = await callApi(rewardsRoute, { url: '/x?lang=en', headers });
    expect(member.json.data.points).toBe(60);
    expect(member.json.data.history).toEqual([expect.objectContaining({ points: 60, kind: 'earn', label: 'Game' })]);
    const arabic = await callApi(rewardsRoute, { url: '/x?lang=ar', headers });
    expect(arabic.json.data.history[0].label).toBe('لعبة');
  });

  it('redeeming an add-on reward starts the add-on at no charge and takes the points; the next redeem is refused, never below zero', async () => {
    const { msisdn, headers } = await memberWith(50);
    const ok = await redeemCall(headers, 'internet-10gb', 'key-1');
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ points: 50, balance: 0, applied: { kind: 'addon', title: 'Internet 10 GB, 7 days' } });
    const subs = await (await getDb()).select().from(subscriptions).where(and(eq(subscriptions.msisdn, msisdn), eq(subscriptions.addonId, 101)));
    expect(subs).toHaveLength(1);

    const refused = await redeemCall(headers, 'internet-10gb', 'key-2');
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('This reward needs 50 points and you have 0 points.');
    expect(await pointsBalance(msisdn)).toBe(0);

    expect((await redeemCall(headers, 'internet-10gb')).status).toBe(400); // no Idempotency-Key
    expect((await redeemCall(headers, 'no-such-reward', 'key-3')).status).toBe(404);
    expect((await redeemCall({}, 'internet-10gb', 'key-4')).status).toBe(401);
  });

  itRace('two redeems at the same moment with different keys, points for one: exactly one goes through', async () => {
    const { msisdn, headers } = await memberWith(60);
    const replies = await Promise.all([redeemCall(headers, 'minutes-300', 'race-a'), redeemCall(headers, 'minutes-300', 'race-b')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await pointsBalance(msisdn)).toBe(0);
    expect(await (await getDb()).select().from(rewardRedemptions).where(eq(rewardRedemptions.msisdn, msisdn))).toHaveLength(1);
  });

  itRace('the same Idempotency-Key twice (one after the other and at once) is one redemption', async () => {
    const { msisdn, headers } = await memberWith(300);
    const [first, second] = await Promise.all([redeemCall(headers, 'sms-500', 'same-key'), redeemCall(headers, 'sms-500', 'same-key')]);
    const third = await redeemCall(headers, 'sms-500', 'same-key');
    for (const reply of [first, second, third]) expect(reply.status).toBeLessThan(500);
    expect([first, second, third].filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await pointsBalance(msisdn)).toBe(280);
    expect(await (await getDb()).select().from(rewardRedemptions).where(eq(rewardRedemptions.msisdn, msisdn))).toHaveLength(1);
  });

  it('a voucher reward sends an unguessable code by SMS only (not in the answer) and stores only its HMAC', async () => {
    const { msisdn, headers } = await memberWith(100);
    const reply = await redeemCall(headers, 'cafe-voucher', 'voucher-1');
    expect(reply.status).toBe(200);
    expect(reply.json.data.applied).toEqual({ kind: 'voucher', partner: 'Qahwa House' });
    const code = (await lastMessage(msisdn, 'reward-voucher'))?.code ?? '';
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect((await lastMessage(msisdn, 'reward-voucher'))?.text).toContain(code);
    expect(JSON.stringify(reply.json)).not.toContain(code);
    const [row] = await (await getDb()).select().from(rewardRedemptions).where(eq(rewardRedemptions.msisdn, msisdn));
    expect(row.voucherHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    const history = await callApi(rewardsRoute, { url: '/x?lang=en', headers });
    expect(history.json.data.history[0]).toMatchObject({ points: -80, label: 'Redeemed: Coffee voucher at Qahwa House' });
    expect(await (await getDb()).select().from(outbox).where(and(eq(outbox.to, msisdn), eq(outbox.purpose, 'reward-voucher')))).toHaveLength(1);
  });

  it('points expire 12 months after they were earned, oldest first and only what is left of them; the job writes each expiry once', async () => {
    const msisdn = await freshLine();
    const db = await getDb();
    await awardPoints(db, { msisdn, points: 100, reason: 'bill', reference: `t:${msisdn}:old`, now: at('2025-01-10T10:00:00Z') });
    await awardPoints(db, { msisdn, points: 40, reason: 'bill', reference: `t:${msisdn}:new`, now: at('2025-06-10T10:00:00Z') });
    // 70 spent: they come out of the oldest row, which has 30 left to expire.
    const { redeem } = await import('@/lib/server/services/rewards');
    await redeem(db, { msisdn, points: 70, reason: 'redeem', reference: `t:${msisdn}:spend`, now: at('2025-03-01T10:00:00Z') });

    expect(await pointsBalance(msisdn, at('2026-01-10T09:59:00Z'))).toBe(70);
    expect(await expiringSoon(msisdn, at('2026-01-01T00:00:00Z'))).toEqual({ points: 30, firstAt: '2026-01-10T10:00:00.000Z' });
    // Past the first expiry and before the job: already left out.
    expect(await pointsBalance(msisdn, at('2026-01-10T10:00:00Z'))).toBe(40);

    const [a, b] = await Promise.all([expirePoints(at('2026-01-11T00:00:00Z')), expirePoints(at('2026-01-11T00:00:00Z'))]);
    expect(a + b).toBe(1);
    expect(await expirePoints(at('2026-01-12T00:00:00Z'))).toBe(0);
    const expired = (await pointsRows(msisdn)).filter((r) => r.kind === 'expire');
    expect(expired).toEqual([expect.objectContaining({ points: -30 })]);
    expect(await pointsBalance(msisdn, at('2026-01-12T00:00:00Z'))).toBe(40);
    await expirePoints(at('2026-06-10T10:00:00Z'));
    expect(await pointsBalance(msisdn, at('2026-06-11T00:00:00Z'))).toBe(0);
  });
});

describeWithDatabase('daily check-in', () => {
  it('a streak of seven Baghdad days, day 7 unlocks 100 points, and the next day starts again at day 1', async () => {
    const msisdn = await freshLine();
    const points: number[] = [];
    for (let day = 0; day < 7; day += 1) {
      const result = await checkIn(msisdn, at(`2026-03-${String(1 + day).padStart(2, '0')}T08:00:00Z`));
      expect(result.streakDay).toBe(day + 1);
      expect(result.unlocked).toBe(day === 6);
      points.push(result.points);
    }
    expect(points).toEqual([10, 10, 15, 15, 20, 20, 100]);
    expect(await pointsBalance(msisdn, at('2026-03-08T00:00:00Z'))).toBe(190);
    expect((await checkInStatus(msisdn, at('2026-03-07T12:00:00Z'))).tiles.map((t) => t.state)).toEqual(Array(7).fill('done'));
    const next = await checkInStatus(msisdn, at('2026-03-08T12:00:00Z'));
    expect(next).toMatchObject({ checkedInToday: false, streakDay: 1 });
    expect(next.tiles.map((t) => t.state)).toEqual(['today', 'locked', 'locked', 'locked', 'locked', 'locked', 'locked']);
    expect((await checkIn(msisdn, at('2026-03-08T12:00:00Z'))).streakDay).toBe(1);
  });

  it('missing a day restarts at day 1', async () => {
    const msisdn = await freshLine();
    await checkIn(msisdn, at('2026-04-01T08:00:00Z'));
    await checkIn(msisdn, at('2026-04-02T08:00:00Z'));
    const status = await checkInStatus(msisdn, at('2026-04-04T08:00:00Z'));
    expect(status).toMatchObject({ today: '2026-04-04', checkedInToday: false, streakDay: 1 });
    expect((await checkIn(msisdn, at('2026-04-04T08:00:00Z'))).streakDay).toBe(1);
  });

  it('the Baghdad day ends at 21:00 UTC: 20:59 and 20:00 UTC are the same day (409), 21:00 UTC is the next', async () => {
    const msisdn = await freshLine();
    const first = await checkIn(msisdn, at('2026-05-10T20:00:00Z'));
    expect(first).toMatchObject({ today: '2026-05-10', streakDay: 1 });
    await expect(checkIn(msisdn, at('2026-05-10T20:59:00Z'))).rejects.toMatchObject({ status: 409 });
    const status = await checkInStatus(msisdn, at('2026-05-10T20:59:59Z'));
    expect(status.tiles.map((t) => t.state)).toEqual(['done', 'locked', 'locked', 'locked', 'locked', 'locked', 'locked']);
    const next = await checkIn(msisdn, at('2026-05-10T21:00:00Z'));
    expect(next).toMatchObject({ today: '2026-05-11', streakDay: 2 });
  });

  itRace('two check-ins at the same moment: one check-in, one award', async () => {
    const msisdn = await freshLine();
    const now = at('2026-06-01T09:00:00Z');
    const outcomes = await Promise.allSettled([checkIn(msisdn, now), checkIn(msisdn, now), checkIn(msisdn, now)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ status: 409 });
    expect(await (await getDb()).select().from(checkIns).where(eq(checkIns.msisdn, msisdn))).toHaveLength(1);
    expect(await pointsBalance(msisdn, now)).toBe(10);
  });

  it('the API: 401 for a visitor, the week, a check-in, then a 409 in the page language', async () => {
    expect((await callApi(checkInRoute, { url: '/x?lang=en' })).status).toBe(401);
    const msisdn = await freshLine();
    const headers = await signInAs(msisdn);
    const week = await callApi(checkInRoute, { url: '/x?lang=en', headers });
    expect(week.json.data).toMatchObject({ checkedInToday: false, streakDay: 1 });
    expect(week.json.data.tiles).toHaveLength(7);
    const done = await callApi(checkInRoute, { method: 'POST', url: '/x?lang=en', headers });
    expect(done.status).toBe(200);
    expect(done.json.message).toBe('Day 1 checked in: you earned 10 points.');
    expect(done.json.data.status.tiles[0]).toEqual({ day: 1, state: 'done', reward: 10 });
    const twice = await callApi(checkInRoute, { method: 'POST', url: '/x?lang=ku', headers });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('ئەمڕۆ ئامادەبوونت تۆمار کردووە. سبەی وەرەوە بۆ ڕۆژی داهاتووی زنجیرەکەت.');
  });
});

describeWithDatabase('reward redemptions the core could not finish', () => {
  afterEach(() => {
    setCoreFaultsForTests(undefined);
    setMessagingForTests(undefined);
  });

  it('the core is down: the points are set aside (503 says so), the same key again applies the add-on once, and the job finishes any left', async () => {
    const { msisdn, headers } = await memberWith(110);
    setCoreFaultsForTests({ errorRate: 1, methods: ['subscribe'] });
    const failed = await redeemCall(headers, 'internet-10gb', 'down-1');
    expect(failed.status).toBe(503);
    expect(failed.json.message).toMatch(/set aside for this reward/);
    const alsoFailed = await redeemCall(headers, 'minutes-300', 'down-2');
    expect(alsoFailed.status).toBe(503);
    expect(await pointsBalance(msisdn)).toBe(0);
    setCoreFaultsForTests(undefined);

    // The customer retries the first: applied once, nothing more taken.
    expect((await redeemCall(headers, 'internet-10gb', 'down-1')).status).toBe(200);
    // Nobody retries the second (if it was taken): the job applies it, after its grace period, once.
    const later = new Date(Date.now() + 2 * 60_000);
    await Promise.all([finishRedemptions(later), finishRedemptions(later)]);
    expect(await finishRedemptions(later)).toBe(0);
    const db = await getDb();
    const rows = await db.select().from(rewardRedemptions).where(eq(rewardRedemptions.msisdn, msisdn));
    for (const row of rows) expect(row.appliedAt).not.toBeNull();
    const subs = await db.select().from(subscriptions).where(eq(subscriptions.msisdn, msisdn));
    expect(subs.filter((s) => s.addonId === 101)).toHaveLength(1);
    expect(subs.filter((s) => s.addonId === 111)).toHaveLength(1);
    expect(rows).toHaveLength(2);
    expect(await pointsBalance(msisdn)).toBe(0);
  });

  it('a voucher whose SMS failed gets a new code from the job, sent once', async () => {
    const { msisdn, headers } = await memberWith(100);
    setMessagingForTests({
      sendSms: async () => {
        throw new Error('gateway down');
      },
      sendEmail: async () => undefined,
    });
    expect((await redeemCall(headers, 'cafe-voucher', 'sms-down')).status).toBe(200);
    setMessagingForTests(undefined);
    expect(await lastMessage(msisdn, 'reward-voucher')).toBeUndefined();
    const later = new Date(Date.now() + 2 * 60_000);
    const [a, b] = await Promise.all([finishRedemptions(later), finishRedemptions(later)]);
    expect(a + b).toBe(1);
    const sms = await lastMessage(msisdn, 'reward-voucher');
    expect(sms?.code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(await (await getDb()).select().from(outbox).where(and(eq(outbox.to, msisdn), eq(outbox.purpose, 'reward-voucher')))).toHaveLength(1);
  });
});
