/**
 * The demo card provider's callback that never got through: every try of the server that took the card
 * failed, and that server went away with its retry timers (killed, or restarted by a deploy). Found by
 * `npm run drill` (a server killed mid-purchase, and the operator core losing answers during a rolling
 * restart): the payment stayed pending for good, with its credit applied when the callback had got
 * that far. The demo provider keeps its verdict with the payment, and a job delivers it again a minute
 * on: the payment settles, credited once.
 */
import { eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { setCoreFaultsForTests } from '@/lib/server/core';
import { getDb } from '@/lib/server/db';
import { ledgerEntries, payments } from '@/lib/server/db/schema';
import { JOBS } from '@/lib/server/job-list';
import { setCallbackRetryDelaysForTests, setCallbackTransportForTests, type CallbackTransport } from '@/lib/server/payments/provider';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, ledgerBalance } from '@/lib/server/testing/operator';
import providerPay from '@/pages/api/dev/payment-provider/[orderId]/pay';
import callback from '@/pages/api/v1/payments/callback';
import cardRecharge from '@/pages/api/v1/recharge/card';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };

/** Our callback, reached in-process (the server's own HTTP loop in production). */
const reachable: CallbackTransport = async ({ body, signature, lang }) => {
  const reply = await callApi(callback, { method: 'POST', url: `/x?lang=${lang}`, body, headers: { 'X-Signature': signature } });
  return { status: reply.status, json: reply.json };
};
/** The server that took the card could not reach it (and then died with its retries: none here). */
const unreachable: CallbackTransport = () => Promise.reject(new Error('connect ECONNREFUSED'));

const job = JOBS.find((j) => j.name === 'demo-provider-callbacks');
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function statusOf(orderId: string) {
  const [row] = await (await getDb()).select({ status: payments.status }).from(payments).where(eq(payments.id, orderId));
  return row.status;
}

describeWithDatabase('the demo provider delivers a lost verdict again', () => {
  beforeAll(() => setCallbackRetryDelaysForTests([]));
  beforeEach(() => resetRateLimits());
  afterAll(() => {
    setCallbackTransportForTests(undefined);
    setCallbackRetryDelaysForTests(undefined);
    setCoreFaultsForTests(undefined);
  });

  async function paidButUnconfirmed(card: typeof GOOD_CARD) {
    const line = await freshLine({ balance: 1_000 });
    const started = await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', body: { msisdn: line, amount: 5_000 } });
    const { orderId } = started.json.data as { orderId: string };
    setCallbackTransportForTests(unreachable);
    const paid = await callApi(providerPay, { method: 'POST', url: `/x?orderId=${orderId}&lang=en`, body: card });
    expect(paid.json.data.status).toBe('pending');
    setCallbackTransportForTests(reachable);
    return { line, orderId };
  }

  it('a succeeded card: pending until the job, then succeeded and credited once, however often it runs', async () => {
    expect(job).toBeDefined();
    const { line, orderId } = await paidButUnconfirmed(GOOD_CARD);
    expect(await statusOf(orderId)).toBe('pending');
    // Not before a minute: the server's own retries may still be on their way.
    expect(await job!.run(later(30))).toBe(0);
    expect(await statusOf(orderId)).toBe('pending');

    expect(await job!.run(later(61))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('succeeded');
    expect(await ledgerBalance(line)).toBe(1_000 + 5_000);
    await job!.run(later(120));
    expect(await ledgerBalance(line)).toBe(1_000 + 5_000);
    expect(await (await getDb()).select().from(ledgerEntries).where(eq(ledgerEntries.reference, `payment:${orderId}`))).toHaveLength(1);
  });

  it('a payer who took more than a minute to give the card: not delivered again until a minute after the card', async () => {
    const line = await freshLine({ balance: 1_000 });
    const { orderId } = (await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', body: { msisdn: line, amount: 5_000 } })).json.data as { orderId: string };
    // The payment page opened five minutes ago; the card comes now and its callback does not get through.
    await (await getDb()).update(payments).set({ createdAt: new Date(Date.now() - 5 * 60_000) }).where(eq(payments.id, orderId));
    setCallbackTransportForTests(unreachable);
    expect((await callApi(providerPay, { method: 'POST', url: `/x?orderId=${orderId}&lang=en`, body: GOOD_CARD })).json.data.status).toBe('pending');
    setCallbackTransportForTests(reachable);
    expect(await job!.run(later(30))).toBe(0);
    expect(await statusOf(orderId)).toBe('pending');
    expect(await job!.run(later(61))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('succeeded');
    expect(await ledgerBalance(line)).toBe(6_000);
  });

  it('the credit applied but the answer lost (effects first, status second): settled, still credited once', async () => {
    const line = await freshLine({ balance: 1_000 });
    const { orderId } = (await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', body: { msisdn: line, amount: 5_000 } })).json.data as { orderId: string };
    setCoreFaultsForTests({ lostAnswerRate: 1, timeoutMs: 10, methods: ['credit'] });
    setCallbackTransportForTests(reachable);
    expect((await callApi(providerPay, { method: 'POST', url: `/x?orderId=${orderId}&lang=en`, body: GOOD_CARD })).json.data.status).toBe('pending');
    expect(await ledgerBalance(line)).toBe(6_000); // applied, not confirmed
    expect(await statusOf(orderId)).toBe('pending');
    setCoreFaultsForTests(undefined);
    await job!.run(later(61));
    expect(await statusOf(orderId)).toBe('succeeded');
    expect(await ledgerBalance(line)).toBe(6_000);
  });

  it('a declined card: declined by the job, nothing credited', async () => {
    const { line, orderId } = await paidButUnconfirmed(DECLINED_CARD);
    await job!.run(later(61));
    expect(await statusOf(orderId)).toBe('declined');
    expect(await ledgerBalance(line)).toBe(1_000);
  });
});
