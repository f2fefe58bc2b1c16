import { and, eq } from 'drizzle-orm';
import { enterRealDeployment } from '@/lib/server/testing/env';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { bills, ledgerEntries, outbox, payments } from '@/lib/server/db/schema';
import { setCoreFaultsForTests } from '@/lib/server/core';
import { setCallbackRetryDelaysForTests, setCallbackTransportForTests } from '@/lib/server/payments/provider';
import { signedCallback } from '@/lib/server/payments/signature';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, freshScratchCard, lastMessage, ledgerBalance, serveApi, signInAs } from '@/lib/server/testing/operator';
import providerPay from '@/pages/api/dev/payment-provider/[orderId]/pay';
import billsIndex from '@/pages/api/v1/account/bills/index';
import billPay from '@/pages/api/v1/account/bills/[id]/pay';
import paymentStatus from '@/pages/api/v1/payments/[orderId]';
import callback from '@/pages/api/v1/payments/callback';
import cardRecharge from '@/pages/api/v1/recharge/card';
import scratchCard from '@/pages/api/v1/recharge/scratch-card';
import eVoucherCheckout from '@/pages/api/v2/e-voucher/checkout';
import eVoucherPackages from '@/pages/api/v2/e-voucher/packages';

// Every test that credits or charges a line uses a line (and a scratch card) of its own with a known
// balance (freshLine, freshScratchCard), so it passes alone and in any order. Seeded lines are only
// read, or (the postpaid bill) used by one test.
const DEMO = '07701234567';
const POSTPAID = '07709876543';
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const DECLINED_CARD = { cardNumber: '4000000000000002', expiry: '01/40', cvc: '999' };

const scratch = (msisdn: string, cardNumber: string, headers: Record<string, string> = {}) =>
  callApi(scratchCard, { method: 'POST', url: '/x?lang=en', body: { msisdn, cardNumber }, headers });

const startRecharge = (body: Record<string, unknown>, lang = 'en') => callApi(cardRecharge, { method: 'POST', url: `/x?lang=${lang}`, body });

const pay = (orderId: string, card: Record<string, string>, lang = 'en') =>
  callApi(providerPay, { method: 'POST', url: `/x?orderId=${orderId}&lang=${lang}`, body: card });

const sendCallback = (body: string, signature?: string, lang = 'en') =>
  callApi(callback, { method: 'POST', url: `/x?lang=${lang}`, body, headers: signature === undefined ? {} : { 'X-Signature': signature } });

/** The provider's signed callback for an order of `amount` IQD. */
const providerSays = (orderId: string, status: 'succeeded' | 'declined', amount: number, lang = 'en') => {
  const { body, signature } = signedCallback({ orderId, status, amount, currency: 'IQD' });
  return sendCallback(body, signature, lang);
};

/** 14 digits as a person types them from the card: 1234-5678-9012-34. */
const withDashes = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1-');

describeWithDatabase('recharge, card payments, bills and e-vouchers', () => {
  beforeAll(() => {
    // The demo provider calls our callback route over real HTTP, signed; no retries left running.
    setCallbackTransportForTests(async ({ body, signature, lang }) => {
      const reply = await sendCallback(body, signature, lang);
      return { status: reply.status, json: reply.json };
    });
    setCallbackRetryDelaysForTests([]);
  });
  afterAll(() => {
    setCallbackTransportForTests(undefined);
    setCallbackRetryDelaysForTests(undefined);
    setCoreFaultsForTests(undefined);
  });
  beforeEach(() => {
    resetRateLimits();
    setCoreFaultsForTests(undefined);
  });

  it('a scratch card credits once; used and unknown cards get the same answer', async () => {
    const line = await freshLine({ balance: 2_000 });
    const card = await freshScratchCard(10_000);
    const first = await scratch(line, withDashes(card));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, data: { msisdn: line, amount: 10_000 } });
    expect(first.json.message).toContain('10,000 IQD were added to');
    expect(await ledgerBalance(line)).toBe(12_000);

    const again = await scratch(line, card);
    const unknown = await scratch(line, '11111111111111');
    expect(again.status).toBe(400);
    expect(again.json.data.errors.cardNumber).toBe('This card number is not valid or was already used.');
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual(again.json);
    expect(await ledgerBalance(line)).toBe(12_000);

    const db = await getDb();
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.msisdn, line), eq(ledgerEntries.reason, 'scratch-card')));
    expect(rows).toHaveLength(1);
    expect(rows[0].reference).toMatch(/^card:[0-9a-f]{64}$/);
    expect(rows[0].reference).not.toContain(card);
  });

  itRace('two requests with the same card at the same moment credit once', async () => {
    const [a, b] = [await freshLine({ balance: 1_000 }), await freshLine({ balance: 2_000 })];
    const card = await freshScratchCard(5_000);
    const replies = await Promise.all([scratch(a, card), scratch(b, card)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await ledgerBalance(a)) + (await ledgerBalance(b))).toBe(1_000 + 2_000 + 5_000);
  });

  it('scratch card input: 13 or 14 digits, one of our numbers, rate-limited per IP', async () => {
    expect((await scratch(DEMO, '123456789012')).json.data.errors.cardNumber).toBe('A scratch card number has 13 or 14 digits.');
    expect((await scratch(DEMO, '123456789012345')).status).toBe(400);
    const foreign = await scratch('07801234567', '12345678901234');
    expect(foreign.status).toBe(400);
    expect(foreign.json.data.errors.msisdn).toBe('Service not available for your line.');
    resetRateLimits();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await scratch(DEMO, `1000000000000${i % 10}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('card recharge: amount 5,000–100,000 whole IQD, for one of our numbers', async () => {
    for (const amount of [4_999, 100_001, 5_000.5, 'abc']) {
      const reply = await startRecharge({ msisdn: DEMO, amount });
      expect(reply.status).toBe(400);
      expect(reply.json.data.errors.amount).toBeTruthy();
    }
    expect((await startRecharge({ msisdn: DEMO, amount: 5_000, email: 'not-an-email' })).json.data.errors.email).toBe('Invalid email, try again.');
    expect((await startRecharge({ msisdn: '07801234567', amount: 5_000 })).json.data.errors.msisdn).toBe('Service not available for your line.');
    // A card number sent to our API is simply not read.
    const ok = await startRecharge({ msisdn: DEMO, amount: 100_000, cardNumber: '4242424242424242' });
    expect(ok.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(payments).where(eq(payments.id, ok.json.data.orderId));
    expect(JSON.stringify(row)).not.toContain('4242');
  });

  it('card recharge end to end: start → demo provider (4242…) → signed callback credits once, receipt with VAT exempted', async () => {
    const line = await freshLine({ balance: 3_000 });
    const started = await startRecharge({ msisdn: line, amount: 15_000, email: 'payer@example.com' }, 'en');
    expect(started.status).toBe(200);
    const { orderId, paymentUrl } = started.json.data;
    expect(orderId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(paymentUrl).toBe(`/pay/${orderId}?lang=en`);
    expect((await callApi(paymentStatus, { url: `/x?orderId=${orderId}` })).json.data).toEqual({
      orderId,
      reference: started.json.data.reference,
      status: 'pending',
      purpose: 'recharge',
      amount: 15_000,
      msisdn: line,
    });

    const paid = await pay(orderId, GOOD_CARD, 'en');
    expect(paid.status).toBe(200);
    expect(paid.json.data).toEqual({ status: 'succeeded', redirectUrl: `/en/personal/my-account/recharge-confirmation?orderId=${orderId}` });
    expect(await ledgerBalance(line)).toBe(3_000 + 15_000);
    expect((await callApi(paymentStatus, { url: `/x?orderId=${orderId}` })).json.data.status).toBe('succeeded');

    const receipt = await getDb().then((db) => db.select().from(outbox).where(eq(outbox.to, 'payer@example.com')));
    expect(receipt).toHaveLength(1);
    expect(receipt[0]).toMatchObject({ channel: 'email', purpose: 'receipt' });
    expect(receipt[0].text).toContain('Amount: 15,000 IQD');
    expect(receipt[0].text).toContain('VAT 20%: currently exempted (0 IQD)');
    expect(receipt[0].text).not.toMatch(/4242/);

    // The provider (or anyone replaying its request) sends the same callback again: nothing more.
    const replay = await providerSays(orderId, 'succeeded', 15_000, 'ar');
    expect(replay.status).toBe(200);
    expect(replay.json.data).toEqual({ status: 'succeeded', redirectUrl: `/personal/my-account/recharge-confirmation?orderId=${orderId}` });
    expect((await providerSays(orderId, 'declined', 15_000)).json.data.status).toBe('succeeded');
    expect(await ledgerBalance(line)).toBe(3_000 + 15_000);
    expect(await getDb().then((db) => db.select().from(outbox).where(eq(outbox.to, 'payer@example.com')))).toHaveLength(1);

    // Paying the same order again on the provider's page is refused.
    const twice = await pay(orderId, GOOD_CARD);
    expect(twice.status).toBe(400);
    expect(twice.json.message).toBe('This payment is already completed.');
  });

  it('a declined card: payment declined, nothing credited; other card numbers are refused', async () => {
    const line = await freshLine({ balance: 3_000 });
    const { orderId } = (await startRecharge({ msisdn: line, amount: 20_000 })).json.data;
    const invalid = await pay(orderId, { cardNumber: '5555 5555 5555 4444', expiry: '01/20', cvc: '1' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.data.errors).sort()).toEqual(['cardNumber', 'cvc', 'expiry']);

    const declined = await pay(orderId, DECLINED_CARD, 'ku');
    expect(declined.status).toBe(200);
    expect(declined.json.data).toEqual({ status: 'declined', redirectUrl: `/ku/personal/my-account/recharge-confirmation?orderId=${orderId}` });
    expect((await callApi(paymentStatus, { url: `/x?orderId=${orderId}` })).json.data.status).toBe('declined');
    // A succeeded callback after the decline changes nothing either.
    expect((await providerSays(orderId, 'succeeded', 20_000)).json.data.status).toBe('declined');
    expect(await ledgerBalance(line)).toBe(3_000);
  });

  it('callbacks without a valid signature: 401 and nothing applied', async () => {
    const line = await freshLine({ balance: 3_000 });
    const { orderId } = (await startRecharge({ msisdn: line, amount: 30_000 })).json.data;
    const { body, signature } = signedCallback({ orderId, status: 'succeeded', amount: 30_000, currency: 'IQD' });
    const forged = [
      await sendCallback(body),
      await sendCallback(body, 'a'.repeat(64)),
      await sendCallback(body, signature.slice(0, 63)),
      await sendCallback(body.replace('succeeded', 'succeeded '), signature),
      await sendCallback(JSON.stringify({ ...JSON.parse(body), extra: 1 }), signature),
    ];
    for (const reply of forged) {
      expect(reply.status).toBe(401);
      expect(reply.json.success).toBe(false);
    }
    expect(await ledgerBalance(line)).toBe(3_000);
    expect((await callApi(paymentStatus, { url: `/x?orderId=${orderId}` })).json.data.status).toBe('pending');
    expect((await callApi(paymentStatus, { url: '/x?orderId=nope' })).status).toBe(404);
  });

  itRace('a core fault during the callback leaves the order pending; two retried callbacks at once credit once', async () => {
    const line = await freshLine({ balance: 3_000 });
    const { orderId } = (await startRecharge({ msisdn: line, amount: 7_000 })).json.data;
    const { body, signature } = signedCallback({ orderId, status: 'succeeded', amount: 7_000, currency: 'IQD' });
    setCoreFaultsForTests({ errorRate: 1, methods: ['credit'] });
    const failed = await sendCallback(body, signature);
    expect(failed.status).toBe(503);
    expect(failed.json.message).toBe('Cannot fetch information now.');
    expect(await ledgerBalance(line)).toBe(3_000);
    expect((await callApi(paymentStatus, { url: `/x?orderId=${orderId}` })).json.data.status).toBe('pending');
    setCoreFaultsForTests(undefined);
    const [a, b] = await Promise.all([sendCallback(body, signature), sendCallback(body, signature)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await ledgerBalance(line)).toBe(3_000 + 7_000);
  });

  it('postpaid bills: history newest first, pay the unpaid one by card, paying it again is refused', async () => {
    expect((await callApi(billsIndex, { url: '/x' })).status).toBe(401);
    const headers = await signInAs(POSTPAID);
    const history = await callApi(billsIndex, { url: '/x?lang=en', headers });
    expect(history.status).toBe(200);
    expect(history.json.data.map((b: { amount: number }) => b.amount)).toEqual([32_500, 29_000, 30_750]);
    const unpaid = history.json.data[0];
    expect(unpaid.paidAt).toBeNull();
    expect(history.json.data[1].paidAt).not.toBeNull();

    const other = await signInAs(DEMO);
    expect((await callApi(billPay, { method: 'POST', url: `/x?id=${unpaid.id}`, headers: other, body: {} })).status).toBe(404);
    expect((await callApi(billPay, { method: 'POST', url: `/x?id=${history.json.data[1].id}`, headers, body: {} })).status).toBe(400);

    const started = await callApi(billPay, { method: 'POST', url: `/x?id=${unpaid.id}&lang=en`, headers, body: { email: 'bills@example.com' } });
    expect(started.status).toBe(200);
    const { orderId } = started.json.data;
    expect((await callApi(paymentStatus, { url: `/x?orderId=${orderId}` })).json.data).toMatchObject({ purpose: 'bill', amount: 32_500, msisdn: POSTPAID });
    expect((await pay(orderId, GOOD_CARD)).json.data.status).toBe('succeeded');

    const db = await getDb();
    const [bill] = await db.select().from(bills).where(eq(bills.id, unpaid.id));
    expect(bill.paidAt).not.toBeNull();
    expect(bill.paymentId).toBe(orderId);
    expect(await ledgerBalance(POSTPAID)).toBe(0);
    expect((await lastMessage('bills@example.com', 'receipt'))?.text).toContain('For: bill of 07709876543');

    const again = await callApi(billPay, { method: 'POST', url: `/x?id=${unpaid.id}&lang=en`, headers, body: {} });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('This bill is already paid.');
  });

  it('e-vouchers: packages by recharge type; checkout → payment → a 14-digit code by SMS that recharges once', async () => {
    const prepaid = await callApi(eVoucherPackages, { url: '/x?lang=en&recharge-type=prepaid' });
    expect(prepaid.json.data.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
    expect(prepaid.json.data[1]).toEqual({ id: 2, title: '10,000 IQD voucher', value: 10_000, price: 10_000, rechargeType: 'prepaid' });
    const postpaid = await callApi(eVoucherPackages, { url: '/x?lang=ar&recharge-type=postpaid' });
    expect(postpaid.json.data.map((p: { id: number }) => p.id)).toEqual([11, 12]);
    expect((await callApi(eVoucherPackages, { url: '/x?recharge-type=other' })).status).toBe(400);

    const buyer = await freshLine({ balance: 2_000 });
    expect((await callApi(eVoucherCheckout, { method: 'POST', url: '/x', body: { packageId: 99, msisdn: buyer } })).status).toBe(404);
    const started = await callApi(eVoucherCheckout, { method: 'POST', url: '/x?lang=en', body: { packageId: 2, msisdn: buyer } });
    expect(started.status).toBe(200);
    const { orderId, paymentUrl } = started.json.data;
    expect(paymentUrl).toBe(`/pay/${orderId}?lang=en`);
    expect((await pay(orderId, GOOD_CARD)).json.data.status).toBe('succeeded');
    expect(await ledgerBalance(buyer)).toBe(2_000); // a voucher is a code, not credit

    const sms = await lastMessage(buyer, 'voucher');
    expect(sms?.code).toMatch(/^\d{14}$/);
    expect(sms?.text).toContain(sms!.code!);
    expect(sms?.text).toContain('10,000 IQD');
    // The provider's callback comes again: no second voucher.
    expect((await providerSays(orderId, 'succeeded', 10_000)).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(outbox).where(and(eq(outbox.to, buyer), eq(outbox.purpose, 'voucher')))).toHaveLength(1);

    expect((await scratch(buyer, sms!.code!)).status).toBe(200);
    expect(await ledgerBalance(buyer)).toBe(2_000 + 10_000);
    expect((await scratch(buyer, sms!.code!)).status).toBe(400);
  });

  it('the demo provider answers 404 outside demo mode', async () => {
    const { orderId } = (await startRecharge({ msisdn: DEMO, amount: 5_000 })).json.data;
    const restore = enterRealDeployment();
    try {
      expect((await pay(orderId, GOOD_CARD)).status).toBe(404);
      expect((await pay(orderId, {})).status).toBe(404);
    } finally {
      restore();
    }
  });

  it('over HTTP: the demo provider calls the callback on this server, signed, and the line is credited once', async () => {
    const site = await serveApi(callback);
    const g = globalThis as typeof globalThis & { __operatorPort?: number };
    const remembered = g.__operatorPort;
    g.__operatorPort = site.port; // the port this server answers on, as in production
    setCallbackTransportForTests(undefined);
    try {
      const line = await freshLine({ balance: 3_000 });
      const { orderId } = (await startRecharge({ msisdn: line, amount: 9_000 })).json.data;
      const paid = await pay(orderId, GOOD_CARD, 'en');
      expect(paid.json.data).toEqual({ status: 'succeeded', redirectUrl: `/en/personal/my-account/recharge-confirmation?orderId=${orderId}` });
      expect(await ledgerBalance(line)).toBe(3_000 + 9_000);
    } finally {
      g.__operatorPort = remembered;
      setCallbackTransportForTests(async ({ body, signature, lang }) => {
        const reply = await sendCallback(body, signature, lang);
        return { status: reply.status, json: reply.json };
      });
      await site.close();
    }
  });
});
