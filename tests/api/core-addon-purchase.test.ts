import { and, eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { ledgerEntries, otpCodes, outbox, purchases, subscriptions } from '@/lib/server/db/schema';
import { setMessagingForTests } from '@/lib/server/messaging';
import { setCoreFaultsForTests } from '@/lib/server/core';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, freshScratchCard, lastCode, lastMessage, ledgerBalance, signInAs, wrongCode } from '@/lib/server/testing/operator';
import line from '@/pages/api/v1/account/line';
import transactions from '@/pages/api/v1/account/transactions';
import scratchCard from '@/pages/api/v1/recharge/scratch-card';
import detail from '@/pages/api/v1/transactional/index';
import confirm from '@/pages/api/v1/transactional/confirm/[id]';

// Read-only checks use the seeded demo lines; every test that moves money buys on a line of its own
// (freshLine) with a known balance, so it passes alone and in any order.
const DEMO = '07701234567';
const BLOCKED = '07700000009';
const FOREIGN = '07801234567';

const askDetail = (msisdn: string, addOnItemId: number | string = 101, headers: Record<string, string> = {}) =>
  callApi(detail, { method: 'POST', url: '/x?lang=en', body: { msisdn, addOnItemId }, headers });

const askConfirm = (msisdn: string, passcode: string, PID: string, addonId = 101, headers: Record<string, string> = {}) =>
  callApi(confirm, { method: 'POST', url: `/x?id=${addonId}&msisdn=${msisdn}&lang=en`, body: { passcode, PID }, headers });

async function startPurchase(msisdn: string, addonId = 101) {
  const reply = await askDetail(msisdn, addonId);
  expect(reply.status).toBe(200);
  expect(reply.json.success).toBe(true);
  return { PID: reply.json.data.PID as string, code: await lastCode(msisdn, 'addon') };
}

describeWithDatabase('add-on purchase by mobile number (spec sections 4, 5, 7)', () => {
  beforeEach(async () => {
    resetRateLimits();
    setCoreFaultsForTests(undefined);
    const db = await getDb();
    await db.delete(otpCodes); // each test starts within the per-number hourly code limit
  });
  afterAll(() => setCoreFaultsForTests(undefined));

  it('detail: title, price, PID, gtag and a 6-character code by SMS', async () => {
    const reply = await askDetail(DEMO);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      success: true,
      isBlocked: false,
      data: {
        addOnDetail: { title: 'Internet 10 GB, 7 days', price: 5000 },
        gtag: { event: 'view_item', item_id: '101', item_name: 'Internet 10 GB, 7 days', price: 5000, currency: 'IQD' },
      },
    });
    expect(reply.json.message).toMatch(/code/i);
    expect(reply.json.data.PID).toMatch(/^[A-Za-z0-9]{10,}$/);
    const sms = await lastMessage(DEMO, 'addon');
    expect(sms?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(sms?.text).toContain(sms!.code!);
    expect(sms?.text).toContain('Internet 10 GB, 7 days');
    expect(sms?.text).toContain('5,000');

    const arabic = await callApi(detail, { method: 'POST', url: '/x?lang=ar', body: { msisdn: DEMO, addOnItemId: '101' } });
    expect(arabic.json.data.addOnDetail.title).toBe('إنترنت 10 جيجا، 7 أيام');
  });

  it('wrong code → invalidOTP, right code → balance down by the price, same code again → nothing more', async () => {
    const buyer = await freshLine({ balance: 25_000 });
    const { PID, code } = await startPurchase(buyer);
    expect(await ledgerBalance(buyer)).toBe(25_000);

    const wrong = await askConfirm(buyer, wrongCode(code), PID);
    expect(wrong.status).toBe(200);
    expect(wrong.json).toMatchObject({ success: false, invalidOTP: true, isBlocked: false, triesLeft: 4 });
    expect(wrong.json.message).toBe('The verification code entered is incorrect.');
    expect(await ledgerBalance(buyer)).toBe(25_000);

    const right = await askConfirm(buyer, code.toLowerCase(), PID);
    expect(right.status).toBe(200);
    expect(right.json).toMatchObject({
      success: true,
      invalidOTP: false,
      isBlocked: false,
      analyticData: { params: { Amount: 5000, 'Bundle-Name': 'Internet 10 GB, 7 days' } },
      gtag: { event: 'purchase', transaction_id: PID, value: 5000, currency: 'IQD' },
    });
    expect(right.json.message).toBe('You have subscribed to Internet 10 GB, 7 days.');
    expect(await ledgerBalance(buyer)).toBe(20_000);

    const db = await getDb();
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `purchase:${PID}`));
    expect(ledger).toEqual([expect.objectContaining({ msisdn: buyer, amount: -5000, reason: 'addon-purchase' })]);
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, PID));
    expect(purchase.status).toBe('completed');
    const started = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.msisdn, buyer), eq(subscriptions.addonId, 101)));
    expect(started).toEqual([expect.objectContaining({ remaining: 10_240, total: 10_240 })]);
    const days = (started[0].expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await lastMessage(buyer, 'addon-receipt'))?.text).toMatch(/send 0 to 2020/);

    const again = await askConfirm(buyer, code, PID);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ success: false, invalidOTP: false });
    expect(again.json.message).toBeTruthy();
    expect(await ledgerBalance(buyer)).toBe(20_000);

    // The signed-in view agrees with the ledger.
    const headers = await signInAs(buyer);
    const view = await callApi(line, { url: '/x?lang=en', headers });
    expect(view.json.data).toMatchObject({ msisdn: buyer, type: 'prepaid', status: 'active', balance: 20_000, bill: null });
    expect(view.json.data.subscriptions.some((s: { addonId: number; remaining: number }) => s.addonId === 101 && s.remaining === 10_240)).toBe(true);
    const history = await callApi(transactions, { url: '/x?lang=en', headers });
    expect(history.json.data[0]).toMatchObject({ amount: -5000, reason: 'addon-purchase', label: 'Add-on purchase' });
  });

  it('a blocked line gets isBlocked with the server message, and no code', async () => {
    const reply = await askDetail(BLOCKED);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ success: false, isBlocked: true, data: null });
    expect(reply.json.message).toBe('This number cannot buy add-ons online. Please call customer care on 107.');
    expect(await lastMessage(BLOCKED, 'addon')).toBeUndefined();
  });

  it('another operator’s number and an unknown number: "Service not available for your line"', async () => {
    for (const msisdn of [FOREIGN, '07712345678', '+964 780 123 4567']) {
      const reply = await askDetail(msisdn);
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ success: false, isBlocked: false, message: 'Service not available for your line.' });
    }
    const db = await getDb();
    expect(await db.select().from(outbox).where(eq(outbox.to, FOREIGN))).toEqual([]);
  });

  it('malformed numbers: 400 with the validation.msisdn message on msisdn', async () => {
    for (const msisdn of ['0771234', '077012345678', '07601234567', 'abc', '']) {
      const reply = await askDetail(msisdn);
      expect(reply.status).toBe(400);
      expect(reply.json.success).toBe(false);
      expect(reply.json.data.errors.msisdn).toBe('Please enter a valid mobile number: 077 followed by 8 digits.');
    }
    const missing = await callApi(detail, { method: 'POST', url: '/x?lang=ar', body: { addOnItemId: 101 } });
    expect(missing.status).toBe(400);
    expect(missing.json.data.errors.msisdn).toBe('يرجى إدخال رقم هاتف صحيح: 077 متبوعاً بـ 8 أرقام.');
  });

  it('unknown or inactive add-on: 404', async () => {
    expect((await askDetail(DEMO, 999)).status).toBe(404);
  });

  it('low balance gets the recharge message, nothing is charged, and the same code works after a recharge', async () => {
    const low = await freshLine({ balance: 500 });
    const card = await freshScratchCard(5_000);
    const { PID, code } = await startPurchase(low);
    const reply = await askConfirm(low, code, PID);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ success: false, invalidOTP: false, isBlocked: false, notEnoughBalance: true, data: { balance: 500, price: 5_000 } });
    expect(reply.json.message).toBe('Your balance is 500 IQD; this add-on costs 5,000 IQD. Recharge, then confirm with the same code.');
    const arabic = await callApi(confirm, { method: 'POST', url: `/x?id=101&msisdn=${low}&lang=ar`, body: { passcode: code, PID } });
    expect(arabic.json.message).toBe('رصيدك 500 د.ع، وسعر هذه الباقة 5,000 د.ع. اشحن رصيدك ثم أكّد بالرمز نفسه.');
    expect(await ledgerBalance(low)).toBe(500);

    const recharge = await callApi(scratchCard, { method: 'POST', url: '/x?lang=en', body: { msisdn: low, cardNumber: card } });
    expect(recharge.status).toBe(200);
    expect(await ledgerBalance(low)).toBe(5_500);

    const retry = await askConfirm(low, code, PID);
    expect(retry.json).toMatchObject({ success: true });
    expect(await ledgerBalance(low)).toBe(500);
  });

  it('Idempotency-Key: the same request replays the first answer (one SMS); another body is a 409', async () => {
    const buyer = await freshLine({ balance: 25_000 });
    const db = await getDb();
    const key = { 'Idempotency-Key': 'detail-key-1', DeviceId: 'device-a' };
    const first = await askDetail(buyer, 101, key);
    const second = await askDetail(buyer, 101, key);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    const sent = await db.select().from(outbox).where(and(eq(outbox.to, buyer), eq(outbox.purpose, 'addon')));
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain('Internet 10 GB');
    const codes = await db.select().from(otpCodes).where(eq(otpCodes.subject, buyer));
    expect(codes).toHaveLength(1);
    const other = await askDetail(buyer, 102, key);
    expect(other.status).toBe(409);

    const code = await lastCode(buyer, 'addon');
    const confirmKey = { 'Idempotency-Key': 'confirm-key-1', DeviceId: 'device-a' };
    const bought = await askConfirm(buyer, code, first.json.data.PID, 101, confirmKey);
    const replayed = await askConfirm(buyer, code, first.json.data.PID, 101, confirmKey);
    expect(bought.json.success).toBe(true);
    expect(replayed.json).toEqual(bought.json);
    expect(await ledgerBalance(buyer)).toBe(20_000);
    expect((await askConfirm(buyer, wrongCode(code), first.json.data.PID, 101, confirmKey)).status).toBe(409);
    expect(await ledgerBalance(buyer)).toBe(20_000);
  });

  itRace('20 identical confirmations at the same moment charge once', async () => {
    const buyer = await freshLine({ balance: 25_000 });
    const { PID, code } = await startPurchase(buyer, 104);
    const replies = await Promise.all(Array.from({ length: 20 }, () => askConfirm(buyer, code, PID, 104)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(replies.filter((r) => r.json.success === true)).toHaveLength(1);
    expect(await ledgerBalance(buyer)).toBe(25_000 - 3_000);
    const db = await getDb();
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `purchase:${PID}`))).toHaveLength(1);
  });

  it('an upstream error or timeout: 503 "Cannot fetch information now", nothing charged, the code still works after', async () => {
    const buyer = await freshLine({ balance: 25_000 });
    setCoreFaultsForTests({ errorRate: 1 });
    const refused = await askDetail(buyer);
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ success: false, message: 'Cannot fetch information now.' });

    setCoreFaultsForTests(undefined);
    const { PID, code } = await startPurchase(buyer, 121);
    const before = 25_000;

    // The fault hits the charge itself, after the code was accepted: the code is given back.
    setCoreFaultsForTests({ timeoutRate: 1, timeoutMs: 30, methods: ['subscribe'] });
    const timedOut = await askConfirm(buyer, code, PID, 121);
    expect(timedOut.status).toBe(503);
    expect(timedOut.json.message).toBe('Cannot fetch information now.');
    expect(await ledgerBalance(buyer)).toBe(before);

    setCoreFaultsForTests({ latencyMs: 40, timeoutMs: 20 });
    expect((await askConfirm(buyer, code, PID, 121)).status).toBe(503);
    setCoreFaultsForTests({ errorRate: 1, methods: ['subscribe'] });
    expect((await askConfirm(buyer, code, PID, 121)).status).toBe(503);
    expect(await ledgerBalance(buyer)).toBe(before);

    setCoreFaultsForTests(undefined);
    const bought = await askConfirm(buyer, code, PID, 121);
    expect(bought.json.success).toBe(true);
    expect(await ledgerBalance(buyer)).toBe(before - 2_000);
  });

  it('an SMS gateway failure: 503, and the retry sends a new code that works', async () => {
    const buyer = await freshLine({ balance: 25_000 });
    setMessagingForTests({
      sendSms: async () => {
        throw new Error('gateway down');
      },
      sendEmail: async () => undefined,
    });
    try {
      const reply = await askDetail(buyer, 101, { 'Idempotency-Key': 'sms-down', DeviceId: 'device-b' });
      expect(reply.status).toBe(503);
      expect(reply.json.message).toBe('Cannot fetch information now.');
    } finally {
      setMessagingForTests(undefined);
    }
    const retry = await askDetail(buyer, 101, { 'Idempotency-Key': 'sms-down', DeviceId: 'device-b' });
    expect(retry.status).toBe(200);
    const bought = await askConfirm(buyer, await lastCode(buyer, 'addon'), retry.json.data.PID);
    expect(bought.json.success).toBe(true);
    expect(await ledgerBalance(buyer)).toBe(25_000 - 5_000);
  });
});
