/**
 * Quick pay (issue 11): a postpaid bill paid without an account, on the real database. A stranger who
 * types a number learns nothing; the code is the one-time-code service's (5 wrong tries, atomic); the
 * grant it gives reads and pays the bill of its own number only, for exactly the amount due; the bill
 * is paid once the provider's signed callback arrives.
 */
import { randomInt } from 'node:crypto';
import type { GetServerSidePropsContext } from 'next';
import { eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { ApiError } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db';
import { bills, payments } from '@/lib/server/db/schema';
import { flushPendingMessages } from '@/lib/server/services/accounts/codes';
import { issueGrant, QUICK_PAY_PURPOSE, verifyQuickPayCode } from '@/lib/server/services/bills-quick-pay';
import { MAX_WRONG_TRIES } from '@/lib/server/services/otp';
import { signedCallback } from '@/lib/server/payments/signature';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, lastCode, lastMessage, wrongCode } from '@/lib/server/testing/operator';
import billRoute from '@/pages/api/v1/bill/quick-pay/bill';
import payRoute from '@/pages/api/v1/bill/quick-pay/pay';
import sendRoute from '@/pages/api/v1/bill/quick-pay/send';
import verifyRoute from '@/pages/api/v1/bill/quick-pay/verify';
import paymentStatus from '@/pages/api/v1/payments/[orderId]';
import { getServerSideProps as quickPayPage } from '@/pages/personal/bill/quick-pay';
import callback from '@/pages/api/v1/payments/callback';

const post = (route: Parameters<typeof callApi>[0], body: unknown, { lang = 'en', headers = {} }: { lang?: string; headers?: Record<string, string> } = {}) =>
  callApi(route, { method: 'POST', url: `/x?lang=${lang}`, body, headers });

const send = (phone: string, lang = 'en') => post(sendRoute, { phone }, { lang });
const verify = (phone: string, code: string) => post(verifyRoute, { phone, code });
const readBill = (grant: string) => post(billRoute, { grant });
const pay = (grant: string, billId: number, options: { email?: string; key?: string } = {}) =>
  post(payRoute, { grant, billId, ...(options.email ? { email: options.email } : {}) }, { headers: options.key ? { 'Idempotency-Key': options.key } : {} });

/** A postpaid line of this test's own with one paid and one unpaid bill; the unpaid bill's id. */
async function postpaidWithBill(amount: number): Promise<{ msisdn: string; billId: number; paidBillId: number }> {
  const msisdn = await freshLine({ type: 'postpaid' });
  const db = await getDb();
  const [paid] = await db
    .insert(bills)
    .values({ msisdn, period: '2026-09', amount: 11_000, dueAt: new Date('2026-10-15T00:00:00Z'), paidAt: new Date('2026-10-10T00:00:00Z') })
    .returning({ id: bills.id });
  const [unpaid] = await db.insert(bills).values({ msisdn, period: '2026-10', amount, dueAt: new Date('2026-11-15T00:00:00Z') }).returning({ id: bills.id });
  return { msisdn, billId: unpaid.id, paidBillId: paid.id };
}

/** A number of our range that is no line at all. */
async function unknownNumber(): Promise<string> {
  const db = await getDb();
  for (;;) {
    const msisdn = `0776${String(randomInt(1e7)).padStart(7, '0')}`;
    const found = await db.query.lines.findFirst({ where: (l, { eq: is }) => is(l.msisdn, msisdn) });
    if (!found) return msisdn;
  }
}

/** Sends the code to `msisdn`, reads it from the outbox and answers the grant. */
async function grantFor(msisdn: string): Promise<string> {
  expect((await send(msisdn)).status).toBe(200);
  await flushPendingMessages();
  const reply = await verify(msisdn, await lastCode(msisdn, QUICK_PAY_PURPOSE));
  expect(reply.status).toBe(200);
  return reply.json.data.grant as string;
}

const providerSays = (orderId: string, status: 'succeeded' | 'declined', amount: number) => {
  const { body, signature } = signedCallback({ orderId, status, amount, currency: 'IQD' });
  return callApi(callback, { method: 'POST', url: '/x?lang=en', body, headers: { 'X-Signature': signature } });
};

/** The page's getServerSideProps for a visitor (no session cookie). */
async function openPage(search: string) {
  const headers: Record<string, unknown> = {};
  const ctx = {
    req: { headers: {}, cookies: {} },
    res: { setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value), getHeader: (name: string) => headers[name.toLowerCase()] },
    query: Object.fromEntries(new URLSearchParams(search)),
    locale: 'ku',
    resolvedUrl: `/personal/bill/quick-pay${search ? `?${search}` : ''}`,
  } as unknown as GetServerSidePropsContext;
  return { result: (await quickPayPage(ctx)) as { props?: Record<string, unknown>; redirect?: unknown }, headers };
}

describeWithDatabase('bill quick pay without an account', () => {
  beforeEach(() => resetRateLimits());

  it('the page opens for visitors (no sign-in) and takes the number from ?msisdn=', async () => {
    const { result, headers } = await openPage(`msisdn=07709876543`);
    expect(result.redirect).toBeUndefined();
    expect(result.props).toMatchObject({ layout: 'page', initialPhone: '07709876543' });
    expect(headers['cache-control']).toBe('private, no-store');
    expect((await openPage('')).result.props?.initialPhone).toBe('');
  });

  it('the sending step answers postpaid, prepaid and unknown numbers alike; another operator’s number is not available', async () => {
    const { msisdn: postpaid } = await postpaidWithBill(32_500);
    const prepaid = await freshLine({ type: 'prepaid', balance: 4_000 });
    const unknown = await unknownNumber();

    const replies = [await send(postpaid), await send(prepaid), await send(unknown)];
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual({
        data: { resendAfter: 60, length: 6 },
        success: true,
        message: 'If this is a Nour Mobile number, we have sent it a 6-digit code by SMS.',
      });
    }
    // Nothing about the bill before the code: no amount anywhere in the answer.
    expect(JSON.stringify(replies[0].json)).not.toContain('32');

    // Delivered (after the answer) to our lines only.
    await flushPendingMessages();
    expect((await lastMessage(postpaid, QUICK_PAY_PURPOSE))?.text).toMatch(/^\d{6} is your Nour Mobile code to pay a bill/);
    expect(await lastMessage(prepaid, QUICK_PAY_PURPOSE)).toBeDefined();
    expect(await lastMessage(unknown, QUICK_PAY_PURPOSE)).toBeUndefined();

    const foreign = await send('07801234567');
    expect(foreign.status).toBe(400);
    expect(foreign.json.data.errors.phone).toBe('Service not available for your line.');
    const malformed = await send('0770123');
    expect(malformed.status).toBe(400);
    expect(malformed.json.data.errors.phone).toBeTruthy();

    // In the page's language.
    const arabic = await send(await unknownNumber(), 'ar');
    expect(arabic.json.message).toBe('إذا كان هذا الرقم من نور موبايل، فقد أرسلنا إليه رمزاً من 6 أرقام برسالة نصية.');
  });

  it('no amount without the right code; wrong codes count down and the fifth kills the code', async () => {
    const { msisdn } = await postpaidWithBill(27_000);
    expect((await readBill('')).status).toBe(400);
    const forged = await readBill(`${msisdn}.${Date.now() + 60_000}.abc.${'A'.repeat(43)}`);
    expect(forged.status).toBe(401);
    expect(forged.json.message).toBe('Your confirmation has expired. Enter the number again to get a new code.');
    expect(JSON.stringify(forged.json)).not.toContain('27');

    expect((await send(msisdn)).status).toBe(200);
    await flushPendingMessages();
    const code = await lastCode(msisdn, QUICK_PAY_PURPOSE);
    const tries: number[] = [];
    for (let i = 0; i < MAX_WRONG_TRIES; i++) {
      const reply = await verify(msisdn, wrongCode(code));
      expect(reply.status).toBe(400);
      expect(reply.json.data.grant).toBeUndefined();
      tries.push(reply.json.data.triesLeft);
    }
    expect(tries).toEqual([4, 3, 2, 1, 0]);
    const late = await verify(msisdn, code);
    expect(late.status).toBe(400);
    expect(late.json.data.errors.code).toMatch(/can no longer be used/);
    // A new code only after the resend delay, as on the sign-in PIN screen.
    resetRateLimits();
    const resend = await send(msisdn);
    expect(resend.status).toBe(429);
    expect(resend.json.data.resendAfter).toBeGreaterThan(0);
  });

  itRace('20 parallel wrong guesses spend the tries: the right code that follows is refused', async () => {
    const { msisdn } = await postpaidWithBill(15_000);
    expect((await send(msisdn)).status).toBe(200);
    await flushPendingMessages();
    const code = await lastCode(msisdn, QUICK_PAY_PURPOSE);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0')).filter((g) => g !== code);
    const outcomes = await Promise.all(
      guesses.map((guess) =>
        verifyQuickPayCode(msisdn, guess).then(
          () => ({ granted: true, key: '', triesLeft: -1 }),
          (error: ApiError) => ({ granted: false, key: error.messageKey, triesLeft: (error.options.data as { triesLeft: number }).triesLeft }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.granted)).toEqual([]);
    // Exactly 5 guesses were compared against the code (told 4, 3, 2, 1, 0 tries left); the others
    // found it dead without a comparison.
    const compared = outcomes.filter((o) => o.key === 'accountApi.wrongPin' || o.key === 'accountApi.codeDeadNow');
    expect(compared.map((o) => o.triesLeft).sort()).toEqual([0, 1, 2, 3, 4]);
    await expect(verifyQuickPayCode(msisdn, code)).rejects.toMatchObject({ status: 400, messageKey: 'accountApi.codeNotValid' });
  });

  it('after the right code: the amount due, then a card payment for exactly it; the signed callback pays the bill', async () => {
    const { msisdn, billId, paidBillId } = await postpaidWithBill(41_250);
    const grant = await grantFor(msisdn);
    // The code is single use.
    expect((await verify(msisdn, await lastCode(msisdn, QUICK_PAY_PURPOSE))).status).toBe(400);

    const due = await readBill(grant);
    expect(due.status).toBe(200);
    expect(due.json.data).toMatchObject({ msisdn, type: 'postpaid', bill: { id: billId, period: '2026-10', amount: 41_250, paidAt: null } });

    expect((await pay(grant, paidBillId)).json.message).toBe('This bill is already paid.');
    const started = await pay(grant, billId, { email: 'quick@example.com' });
    expect(started.status).toBe(200);
    const { orderId, paymentUrl } = started.json.data;
    expect(paymentUrl).toBe(`/pay/${orderId}?lang=en`);
    expect((await callApi(paymentStatus, { url: `/x?orderId=${orderId}` })).json.data).toMatchObject({ purpose: 'bill', amount: 41_250, msisdn, status: 'pending' });

    // Another amount than the bill's is refused by the callback and changes nothing.
    expect((await providerSays(orderId, 'succeeded', 41_000)).status).toBe(400);
    const db = await getDb();
    expect((await db.select().from(bills).where(eq(bills.id, billId)))[0].paidAt).toBeNull();

    expect((await providerSays(orderId, 'succeeded', 41_250)).status).toBe(200);
    const [bill] = await db.select().from(bills).where(eq(bills.id, billId));
    expect(bill.paidAt).not.toBeNull();
    expect(bill.paymentId).toBe(orderId);
    expect((await readBill(grant)).json.data.bill).toBeNull();
    expect((await pay(grant, billId)).status).toBe(400);
  });

  it('a grant reads and pays its own number only; altered or expired grants are refused', async () => {
    const a = await postpaidWithBill(20_000);
    const b = await postpaidWithBill(30_000);
    const grantA = await grantFor(a.msisdn);

    expect((await readBill(grantA)).json.data.msisdn).toBe(a.msisdn);
    const other = await pay(grantA, b.billId);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.json)).not.toContain('30');

    // The number in the grant is signed: putting another number in it breaks the signature.
    const altered = grantA.replace(a.msisdn, b.msisdn);
    expect((await readBill(altered)).status).toBe(401);
    expect((await pay(altered, b.billId)).status).toBe(401);
    const expired = issueGrant(a.msisdn, Date.now() - 16 * 60_000).grant;
    expect((await readBill(expired)).status).toBe(401);
    expect((await pay(expired, a.billId)).status).toBe(401);

    const db = await getDb();
    expect(await db.select().from(payments).where(eq(payments.msisdn, b.msisdn))).toHaveLength(0);
  });

  it('a prepaid line is told after the code that it has no bills', async () => {
    const prepaid = await freshLine({ type: 'prepaid', balance: 1_000 });
    const grant = await grantFor(prepaid);
    expect((await readBill(grant)).json.data).toEqual({ msisdn: prepaid, type: 'prepaid', bill: null });
  });

  it('starting the payment is idempotent: the same key replays the same order, another body with it is a conflict', async () => {
    const { msisdn, billId } = await postpaidWithBill(18_500);
    const grant = await grantFor(msisdn);
    const key = 'quick-pay-key-0001';
    const first = await pay(grant, billId, { key });
    const again = await pay(grant, billId, { key });
    expect(first.status).toBe(200);
    expect(again.json.data.orderId).toBe(first.json.data.orderId);
    expect((await pay(grant, billId, { key, email: 'x@example.com' })).status).toBe(409);

    const db = await getDb();
    const orders = await db.select().from(payments).where(eq(payments.msisdn, msisdn));
    expect(orders).toHaveLength(1);
    expect(orders[0].amount).toBe(18_500);
  });
});
