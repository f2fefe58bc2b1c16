/**
 * The payment provider's callback (design.md section 7): signed with PAYMENT_WEBHOOK_SECRET over the
 * order id, amount, currency and a timestamp. What an attacker would try (another key, an old or
 * future-dated callback, another amount or currency, the old unsigned-amount body, a replay) is
 * refused or changes nothing; a valid callback credits once.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { ledgerEntries, payments } from '@/lib/server/db/schema';
import { DEMO_APP_SECRET, serverEnv } from '@/lib/server/env';
import { setCoreFaultsForTests } from '@/lib/server/core';
import { setCallbackRetryDelaysForTests, setCallbackTransportForTests, type CallbackDelivery } from '@/lib/server/payments/provider';
import { signedCallback } from '@/lib/server/payments/signature';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { withEnv } from '@/lib/server/testing/env';
import { ledgerBalance } from '@/lib/server/testing/operator';
import providerPay from '@/pages/api/dev/payment-provider/[orderId]/pay';
import paymentStatus from '@/pages/api/v1/payments/[orderId]';
import callback from '@/pages/api/v1/payments/callback';
import cardRecharge from '@/pages/api/v1/recharge/card';

const DEMO = '07701234567';
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const now = () => Math.floor(Date.now() / 1000);

const hmac = (key: string, body: string) => createHmac('sha256', key).update(body).digest('hex');

const sendCallback = (body: string, signature?: string, lang = 'en') =>
  callApi(callback, { method: 'POST', url: `/x?lang=${lang}`, body, headers: signature === undefined ? {} : { 'X-Signature': signature } });

async function newOrder(amount: number): Promise<string> {
  const reply = await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', body: { msisdn: DEMO, amount } });
  expect(reply.status).toBe(200);
  return reply.json.data.orderId as string;
}

const orderStatus = async (orderId: string) => (await callApi(paymentStatus, { url: `/x?orderId=${orderId}` })).json.data.status as string;

async function creditsOf(orderId: string) {
  const db = await getDb();
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `payment:${orderId}`));
}

describeWithDatabase('payment callback: its own secret, amount, currency and a timestamp', () => {
  beforeEach(() => {
    resetRateLimits();
    setCoreFaultsForTests(undefined);
  });
  afterAll(() => {
    setCallbackTransportForTests(undefined);
    setCallbackRetryDelaysForTests(undefined);
  });

  it('a valid callback credits once; replays (one after the other and at the same moment) change nothing', async () => {
    const orderId = await newOrder(12_000);
    const before = await ledgerBalance(DEMO);
    const { body, signature } = signedCallback({ orderId, status: 'succeeded', amount: 12_000, currency: 'IQD' });
    const first = await sendCallback(body, signature);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, message: 'Payment successful.', data: { status: 'succeeded' } });
    expect(await ledgerBalance(DEMO)).toBe(before + 12_000);

    const again = await sendCallback(body, signature);
    expect(again.status).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 6 }, () => sendCallback(body, signature)));
    expect(parallel.map((r) => r.status)).toEqual(Array(6).fill(200));
    // A signed "declined" for the same order afterwards does not undo or redo anything either.
    const late = signedCallback({ orderId, status: 'declined', amount: 12_000, currency: 'IQD' });
    expect((await sendCallback(late.body, late.signature)).json.data.status).toBe('succeeded');
    expect(await ledgerBalance(DEMO)).toBe(before + 12_000);
    expect(await creditsOf(orderId)).toHaveLength(1);
    expect(await orderStatus(orderId)).toBe('succeeded');

    // The first delivery of another order, sent six times at the same moment: credited once.
    const second = await newOrder(5_000);
    const racing = signedCallback({ orderId: second, status: 'succeeded', amount: 5_000, currency: 'IQD' });
    const raced = await Promise.all(Array.from({ length: 6 }, () => sendCallback(racing.body, racing.signature)));
    expect(raced.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await ledgerBalance(DEMO)).toBe(before + 12_000 + 5_000);
    expect(await creditsOf(second)).toHaveLength(1);
  });

  it('a callback signed with another key (APP_SECRET, a guess) or not signed: 401, nothing applied', async () => {
    const orderId = await newOrder(8_000);
    const before = await ledgerBalance(DEMO);
    const body = JSON.stringify({ orderId, status: 'succeeded', amount: 8_000, currency: 'IQD', timestamp: now() });
    expect(serverEnv().PAYMENT_WEBHOOK_SECRET).not.toBe(serverEnv().APP_SECRET);
    for (const signature of [hmac(serverEnv().APP_SECRET, body), hmac(DEMO_APP_SECRET, body), hmac('x'.repeat(40), body), 'f'.repeat(64), '', undefined]) {
      const reply = await sendCallback(body, signature);
      expect(reply.status).toBe(401);
      expect(reply.json).toMatchObject({ success: false, message: 'The request signature is not valid.' });
    }
    // The right key over another body does not sign this one.
    const other = signedCallback({ orderId, status: 'succeeded', amount: 8_000, currency: 'IQD' });
    expect((await sendCallback(other.body.replace('8000', '80000'), other.signature)).status).toBe(401);
    expect(await ledgerBalance(DEMO)).toBe(before);
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('the key is PAYMENT_WEBHOOK_SECRET of the environment, not a value in the code', async () => {
    const orderId = await newOrder(6_000);
    const demoSigned = signedCallback({ orderId, status: 'succeeded', amount: 6_000, currency: 'IQD' });
    const configured = 'a-webhook-secret-shared-with-the-provider-only-0123456789';
    await withEnv({ DEMO_MODE: 'true', PAYMENT_WEBHOOK_SECRET: configured }, async () => {
      expect((await sendCallback(demoSigned.body, demoSigned.signature)).status).toBe(401);
      const reply = await sendCallback(demoSigned.body, hmac(configured, demoSigned.body));
      expect(reply.status).toBe(200);
      expect(reply.json.data.status).toBe('succeeded');
    });
  });

  it('a timestamp older than 5 minutes or more than a minute ahead: 401, nothing applied; inside the window: applied', async () => {
    const orderId = await newOrder(9_000);
    const before = await ledgerBalance(DEMO);
    for (const timestamp of [now() - 5 * 60 - 5, now() - 3600, now() + 120, 1]) {
      const { body, signature } = signedCallback({ orderId, status: 'succeeded', amount: 9_000, currency: 'IQD', timestamp });
      const reply = await sendCallback(body, signature);
      expect(reply.status).toBe(401);
      expect(reply.json).toMatchObject({ success: false, message: 'This request is too old, or its time is wrong.' });
    }
    expect(await ledgerBalance(DEMO)).toBe(before);
    expect(await orderStatus(orderId)).toBe('pending');

    const { body, signature } = signedCallback({ orderId, status: 'succeeded', amount: 9_000, currency: 'IQD', timestamp: now() - 4 * 60 });
    expect((await sendCallback(body, signature)).status).toBe(200);
    expect(await ledgerBalance(DEMO)).toBe(before + 9_000);
    const ahead = await newOrder(9_000);
    const skewed = signedCallback({ orderId: ahead, status: 'succeeded', amount: 9_000, currency: 'IQD', timestamp: now() + 30 });
    expect((await sendCallback(skewed.body, skewed.signature)).status).toBe(200);
  });

  it('another amount or currency than the order: 400, nothing applied; the right one still works after', async () => {
    const orderId = await newOrder(20_000);
    const before = await ledgerBalance(DEMO);
    for (const [amount, currency] of [
      [19_999, 'IQD'],
      [20_001, 'IQD'],
      [5_000, 'IQD'],
      [20_000, 'USD'],
    ] as const) {
      const { body, signature } = signedCallback({ orderId, status: 'succeeded', amount, currency });
      const reply = await sendCallback(body, signature);
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({ success: false, message: 'The amount or currency does not match the order.' });
    }
    expect(await ledgerBalance(DEMO)).toBe(before);
    expect(await orderStatus(orderId)).toBe('pending');

    const right = signedCallback({ orderId, status: 'succeeded', amount: 20_000, currency: 'IQD' });
    expect((await sendCallback(right.body, right.signature)).status).toBe(200);
    expect(await ledgerBalance(DEMO)).toBe(before + 20_000);
  });

  it('a correctly signed body without amount, currency or timestamp (the old callback) is refused: 400', async () => {
    const orderId = await newOrder(7_000);
    const before = await ledgerBalance(DEMO);
    const key = serverEnv().PAYMENT_WEBHOOK_SECRET;
    for (const payload of [
      { orderId, status: 'succeeded' },
      { orderId, status: 'succeeded', amount: 7_000, currency: 'IQD' },
      { orderId, status: 'succeeded', amount: 7_000, timestamp: now() },
      { orderId, status: 'succeeded', amount: '7000', currency: 'IQD', timestamp: now() },
      { orderId, status: 'succeeded', amount: 7_000, currency: 'IQD', timestamp: now(), extra: 1 },
    ]) {
      const body = JSON.stringify(payload);
      const reply = await sendCallback(body, hmac(key, body));
      expect(reply.status).toBe(400);
    }
    const notJson = 'orderId=x';
    expect((await sendCallback(notJson, hmac(key, notJson))).status).toBe(400);
    const unknown = signedCallback({ orderId: 'no-such-order', status: 'succeeded', amount: 7_000, currency: 'IQD' });
    expect((await sendCallback(unknown.body, unknown.signature)).status).toBe(404);
    expect(await ledgerBalance(DEMO)).toBe(before);
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('the demo provider signs the same way: its own key, the order amount, IQD and the current time', async () => {
    const deliveries: CallbackDelivery[] = [];
    setCallbackTransportForTests(async (delivery) => {
      deliveries.push(delivery);
      const reply = await sendCallback(delivery.body, delivery.signature, delivery.lang);
      return { status: reply.status, json: reply.json };
    });
    const orderId = await newOrder(15_000);
    const before = await ledgerBalance(DEMO);
    const paid = await callApi(providerPay, { method: 'POST', url: `/x?orderId=${orderId}&lang=en`, body: GOOD_CARD });
    expect(paid.json.data.status).toBe('succeeded');
    expect(deliveries).toHaveLength(1);
    const sent = JSON.parse(deliveries[0].body);
    expect(sent).toEqual({ orderId, status: 'succeeded', amount: 15_000, currency: 'IQD', timestamp: expect.any(Number) });
    expect(Math.abs(sent.timestamp - now())).toBeLessThanOrEqual(5);
    expect(deliveries[0].signature).toBe(hmac(serverEnv().PAYMENT_WEBHOOK_SECRET, deliveries[0].body));
    expect(deliveries[0].signature).not.toBe(hmac(serverEnv().APP_SECRET, deliveries[0].body));
    expect(await ledgerBalance(DEMO)).toBe(before + 15_000);
    const db = await getDb();
    const [row] = await db.select().from(payments).where(eq(payments.id, orderId));
    expect(row.status).toBe('succeeded');
  });
});
