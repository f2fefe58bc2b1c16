/**
 * A fault AFTER the operator core applied a change: its answer is lost (a timeout after the charge).
 * For add-on purchase, scratch-card recharge, credit transfer, bill payment (and card recharge and
 * e-vouchers, the other card payments), the vanity number fee, and data packages bought or gifted: the
 * customer is told the truth ("we could not confirm…, check your balance and history before you try
 * again", never "nothing was charged"), and the retry of the same request (same PID and code, same card,
 * same transfer, the provider's retried callback, the same Idempotency-Key) changes the balance no
 * further: it changed exactly once, and the customer is told of it once.
 */
import { and, eq, like } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { bills, eVouchers, ledgerEntries, notifications, otpCodes, outbox, payments, subscriptions, vanityNumbers, vanityReservations } from '@/lib/server/db/schema';
import { ltr } from '@/lib/server/services/account-line';
import { core, CoreUnavailableError, CoreUnconfirmedError, InsufficientBalanceError, setCoreFaultsForTests } from '@/lib/server/core';
import { setCallbackRetryDelaysForTests, setCallbackTransportForTests } from '@/lib/server/payments/provider';
import { signedCallback } from '@/lib/server/payments/signature';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, freshVanityNumber, lastCode, lastMessage, ledgerBalance, signInAs } from '@/lib/server/testing/operator';
import providerPay from '@/pages/api/dev/payment-provider/[orderId]/pay';
import billsIndex from '@/pages/api/v1/account/bills/index';
import billPay from '@/pages/api/v1/account/bills/[id]/pay';
import transferConfirm from '@/pages/api/v1/credit-transfer/confirm';
import transferStart from '@/pages/api/v1/credit-transfer/index';
import paymentStatus from '@/pages/api/v1/payments/[orderId]';
import callback from '@/pages/api/v1/payments/callback';
import packageConfirm from '@/pages/api/v1/packages/confirm';
import packageSubscribe from '@/pages/api/v1/packages/subscribe';
import cardRecharge from '@/pages/api/v1/recharge/card';
import scratchCard from '@/pages/api/v1/recharge/scratch-card';
import detail from '@/pages/api/v1/transactional/index';
import confirm from '@/pages/api/v1/transactional/confirm/[id]';
import vanityReserve from '@/pages/api/v1/vanity/reserve';
import eVoucherCheckout from '@/pages/api/v2/e-voucher/checkout';

const DEMO = '07701234567';
const OTHER = '07701111111';
const POSTPAID = '07709876543';
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

const UNCONFIRMED = 'We could not confirm whether this went through. Check your balance and history before you try again.';
const UNCONFIRMED_AR = 'تعذّر علينا التأكد من إتمام العملية. تحقّق من رصيدك وسجل عملياتك قبل المحاولة مرة أخرى.';

/** A lost answer on these core methods only, after `timeoutMs`. */
const loseAnswers = (...methods: string[]) => setCoreFaultsForTests({ lostAnswerRate: 1, timeoutMs: 20, ...(methods.length ? { methods } : {}) });

/** What the customer was told: the truth, and nothing that says "no money moved". */
function expectUnconfirmed(reply: { status: number; json: { success: boolean; message: string } }, message = UNCONFIRMED) {
  expect(reply.status).toBe(503);
  expect(reply.json.success).toBe(false);
  expect(reply.json.message).toBe(message);
  expect(reply.json.message).not.toMatch(/nothing|not (been )?charged|no money|cannot fetch/i);
}

async function ledgerRows(reference: string) {
  const db = await getDb();
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));
}

/** Texts of one purpose sent to a number (demo outbox). */
async function textsTo(to: string, purpose: string): Promise<string[]> {
  const db = await getDb();
  return (await db.select({ text: outbox.text }).from(outbox).where(and(eq(outbox.to, to), eq(outbox.purpose, purpose)))).map((row) => row.text);
}

/** Notifications written with this reference (one per event told to a customer). */
async function notificationsOf(reference: string) {
  const db = await getDb();
  return db.select({ title: notifications.titles }).from(notifications).where(eq(notifications.reference, reference));
}

const sendCallback = (body: string, signature: string, lang = 'en') =>
  callApi(callback, { method: 'POST', url: `/x?lang=${lang}`, body, headers: { 'X-Signature': signature } });

const orderStatus = async (orderId: string) => (await callApi(paymentStatus, { url: `/x?orderId=${orderId}` })).json.data.status as string;

async function waitFor(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeWithDatabase('a lost answer of the operator core: the truth, and a retry applies nothing twice', () => {
  /** Every answer our callback gave the (demo) provider, in order. */
  let callbackReplies: { status: number; message: string }[] = [];
  beforeAll(() => {
    setCallbackTransportForTests(async ({ body, signature, lang }) => {
      const reply = await sendCallback(body, signature, lang);
      callbackReplies.push({ status: reply.status, message: reply.json.message });
      return { status: reply.status, json: reply.json };
    });
  });
  beforeEach(async () => {
    resetRateLimits();
    setCoreFaultsForTests(undefined);
    setCallbackRetryDelaysForTests([]);
    callbackReplies = [];
    await (await getDb()).delete(otpCodes);
  });
  afterAll(() => {
    setCoreFaultsForTests(undefined);
    setCallbackTransportForTests(undefined);
    setCallbackRetryDelaysForTests(undefined);
  });

  it('the fault itself: the core applied the change, then the caller gets CoreUnconfirmedError (a lost read is a plain timeout)', async () => {
    const before = await ledgerBalance(OTHER);
    loseAnswers();
    const attempt = core().credit({ msisdn: OTHER, amount: 1_000, reason: 'card-recharge', reference: 't:lost:1' });
    await expect(attempt).rejects.toBeInstanceOf(CoreUnconfirmedError);
    await expect(attempt).rejects.toMatchObject({ status: 503, messageKey: 'core.unconfirmed' });
    // It is a CoreUnavailableError too, so the flows that give a code back after a fault still do.
    await expect(attempt).rejects.toBeInstanceOf(CoreUnavailableError);
    expect(await ledgerBalance(OTHER)).toBe(before + 1_000);
    // A refused change loses its answer the same way: the caller cannot know it was refused.
    await expect(core().charge({ msisdn: OTHER, amount: 10_000_000, reason: 'addon-purchase', reference: 't:lost:2' })).rejects.toBeInstanceOf(CoreUnconfirmedError);
    // Reads change nothing: their answers are not "lost after applying".
    expect(await core().getBalance(OTHER)).toBe(before + 1_000);
    setCoreFaultsForTests(undefined);
    // The retry with the same reference is a no-op.
    expect(await core().credit({ msisdn: OTHER, amount: 1_000, reason: 'card-recharge', reference: 't:lost:1' })).toMatchObject({ applied: false });
    await expect(core().charge({ msisdn: OTHER, amount: 10_000_000, reason: 'addon-purchase', reference: 't:lost:2' })).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await ledgerBalance(OTHER)).toBe(before + 1_000);
  });

  it('add-on purchase: "could not confirm"; the retry with the same PID, code and Idempotency-Key buys nothing more', async () => {
    const askConfirm = (passcode: string, PID: string, key: string, lang = 'en') =>
      callApi(confirm, { method: 'POST', url: `/x?id=101&msisdn=${DEMO}&lang=${lang}`, body: { passcode, PID }, headers: { 'Idempotency-Key': key } });
    const started = await callApi(detail, { method: 'POST', url: '/x?lang=en', body: { msisdn: DEMO, addOnItemId: 101 } });
    expect(started.json.success).toBe(true);
    const PID = started.json.data.PID as string;
    const code = await lastCode(DEMO, 'addon');
    const db = await getDb();
    const running = async () => (await db.select().from(subscriptions).where(and(eq(subscriptions.msisdn, DEMO), eq(subscriptions.addonId, 101)))).length;
    const before = { balance: await ledgerBalance(DEMO), subscriptions: await running() };

    loseAnswers('subscribe');
    expectUnconfirmed(await askConfirm(code, PID, 'buy-101'));
    expect(await ledgerBalance(DEMO)).toBe(before.balance - 5_000); // it did go through
    expectUnconfirmed(await askConfirm(code, PID, 'buy-101', 'ar'), UNCONFIRMED_AR);

    setCoreFaultsForTests(undefined);
    const retried = await askConfirm(code, PID, 'buy-101');
    expect(retried.status).toBe(200);
    expect(retried.json.success).toBe(true);
    expect(retried.json.message).toBe('You have subscribed to Internet 10 GB, 7 days.');
    expect(retried.json.data.balance).toBe(before.balance - 5_000);
    const again = await askConfirm(code, PID, 'buy-101-again');
    expect(again.json.success).toBe(false);

    expect(await ledgerBalance(DEMO)).toBe(before.balance - 5_000);
    expect(await ledgerRows(`purchase:${PID}`)).toHaveLength(1);
    expect(await running()).toBe(before.subscriptions + 1);
  });

  it('scratch card: "could not confirm"; the same card again credits nothing more', async () => {
    const card = '12345678901234';
    const before = await ledgerBalance(OTHER);
    const recharge = () => callApi(scratchCard, { method: 'POST', url: '/x?lang=en', body: { msisdn: OTHER, cardNumber: card }, headers: { 'Idempotency-Key': 'card-1' } });
    loseAnswers('redeemScratchCard');
    expectUnconfirmed(await recharge());
    expect(await ledgerBalance(OTHER)).toBe(before + 10_000);

    setCoreFaultsForTests(undefined);
    const retried = await recharge();
    expect(retried.status).toBe(400);
    expect(retried.json.data.errors.cardNumber).toBe('This card number is not valid or was already used.');
    expect((await callApi(scratchCard, { method: 'POST', url: '/x?lang=en', body: { msisdn: DEMO, cardNumber: card } })).status).toBe(400);
    expect(await ledgerBalance(OTHER)).toBe(before + 10_000);
    const db = await getDb();
    expect(await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.reason, 'scratch-card'), like(ledgerEntries.reference, 'card:%')))).toHaveLength(1);
  });

  it('credit transfer: "could not confirm"; the retry with the same transfer, code and Idempotency-Key moves nothing more', async () => {
    const headers = await signInAs(DEMO);
    const started = await callApi(transferStart, { method: 'POST', url: '/x?lang=en', body: { to: OTHER, amount: 3_000 }, headers });
    expect(started.status).toBe(200);
    const { transferId } = started.json.data;
    const code = await lastCode(DEMO, 'transfer');
    const before = { from: await ledgerBalance(DEMO), to: await ledgerBalance(OTHER) };
    const send = () => callApi(transferConfirm, { method: 'POST', url: '/x?lang=en', body: { transferId, code }, headers: { ...headers, 'Idempotency-Key': 'send-3000' } });

    loseAnswers('transfer');
    expectUnconfirmed(await send());
    expect(await ledgerBalance(DEMO)).toBe(before.from - 3_000);

    setCoreFaultsForTests(undefined);
    const retried = await send();
    expect(retried.status).toBe(200);
    expect(retried.json.success).toBe(true);
    expect(retried.json.data.balance).toBe(before.from - 3_000);
    expect((await send()).status).toBe(200); // the same key replays that answer
    expect(await ledgerBalance(DEMO)).toBe(before.from - 3_000);
    expect(await ledgerBalance(OTHER)).toBe(before.to + 3_000);
    expect(await ledgerRows(`transfer:${transferId}:out`)).toHaveLength(1);
    expect(await ledgerRows(`transfer:${transferId}:in`)).toHaveLength(1);
  });

  it('vanity number fee: "could not confirm"; the retry with the same Idempotency-Key answers the reservation, the fee taken and told once', async () => {
    const msisdn = await freshLine({ balance: 20_000 });
    const headers = await signInAs(msisdn);
    const number = await freshVanityNumber();
    const reserve = (lang = 'en') =>
      callApi(vanityReserve, {
        method: 'POST',
        url: `/x?lang=${lang}`,
        headers: { ...headers, 'Idempotency-Key': `vanity-${number}` },
        body: { number, name: 'Zainab Ali Hassan', contactNumber: '07501234567' },
      });

    loseAnswers('charge');
    expectUnconfirmed(await reserve());
    expect(await ledgerBalance(msisdn)).toBe(20_000 - 5_000); // it did go through
    expectUnconfirmed(await reserve('ar'), UNCONFIRMED_AR);
    expect(await textsTo(msisdn, 'vanity-reserved')).toEqual([]); // not told "reserved" while nobody knows

    setCoreFaultsForTests(undefined);
    const retried = await reserve();
    expect(retried.status).toBe(200);
    expect(retried.json.data).toMatchObject({ number, reservationFee: 5_000 });
    const { reservationId } = retried.json.data;
    expect((await reserve()).json.data.reservationId).toBe(reservationId); // the same key replays that answer

    expect(await ledgerBalance(msisdn)).toBe(20_000 - 5_000);
    expect(await ledgerRows(`vanity:${reservationId}`)).toHaveLength(1);
    const db = await getDb();
    expect(await db.select().from(vanityReservations).where(eq(vanityReservations.number, number))).toEqual([expect.objectContaining({ id: reservationId, msisdn, status: 'active' })]);
    expect((await db.select().from(vanityNumbers).where(eq(vanityNumbers.number, number)))[0].status).toBe('reserved');
    // The deadline in writing, once: the SMS and the notification the lost answer had kept from them.
    expect(await textsTo(msisdn, 'vanity-reserved')).toEqual([
      `${number} is reserved for you. Bring your ID to a Nour shop within 48 hours, or the reservation ends. Reservation fee paid: 5,000 IQD (not refundable).`,
    ]);
    expect(await notificationsOf(`vanity:${reservationId}:reserved`)).toHaveLength(1);
  });

  it.each([
    ['package purchase', { addonId: 111, gift: false }],
    ['package gift', { addonId: 121, gift: true }],
  ])('%s: "could not confirm"; the retry with the same request, code and Idempotency-Key charges nothing more', async (_, { addonId, gift }) => {
    const [buyer, friend] = [await freshLine({ balance: 20_000 }), await freshLine()];
    const headers = await signInAs(buyer);
    await signInAs(friend); // the receiver has an account, so a notification can reach them
    const started = await callApi(packageSubscribe, { method: 'POST', url: '/x?lang=en', headers, body: gift ? { addonId, giftTo: friend } : { addonId } });
    expect(started.status).toBe(200);
    const { requestId, addon } = started.json.data;
    const code = await lastCode(buyer, 'package');
    const receiver = gift ? friend : buyer;
    const askConfirm = (lang = 'en', key = `package-${requestId}`) =>
      callApi(packageConfirm, { method: 'POST', url: `/x?lang=${lang}`, headers: { ...headers, 'Idempotency-Key': key }, body: { requestId, code } });

    loseAnswers('subscribe');
    expectUnconfirmed(await askConfirm());
    expect(await ledgerBalance(buyer)).toBe(20_000 - addon.price); // it did go through
    expectUnconfirmed(await askConfirm('ar'), UNCONFIRMED_AR);

    setCoreFaultsForTests(undefined);
    const retried = await askConfirm();
    expect(retried.status).toBe(200);
    expect(retried.json.data).toMatchObject({ balance: 20_000 - addon.price, giftTo: gift ? friend : null, subscription: { addonId } });
    expect(retried.json.message).toBe(gift ? `${addon.title} was sent as a gift to ${ltr(friend)}.` : `Your package ${addon.title} is active.`);
    expect((await askConfirm()).status).toBe(200); // the same key replays that answer
    expect((await askConfirm('en', `package-${requestId}-again`)).status).toBe(400); // the request is done

    expect(await ledgerBalance(buyer)).toBe(20_000 - addon.price);
    expect(await ledgerRows(`package:${requestId}`)).toHaveLength(1);
    const db = await getDb();
    const running = await db.select().from(subscriptions).where(and(eq(subscriptions.msisdn, receiver), eq(subscriptions.addonId, addonId)));
    expect(running).toEqual([expect.objectContaining({ giftedBy: gift ? buyer : null })]);
    // Told once: the payer of a purchase, the receiver of a gift (also by SMS).
    expect(await notificationsOf(gift ? `package:${requestId}:gift` : `package:${requestId}`)).toHaveLength(1);
    expect(await textsTo(friend, 'gift')).toHaveLength(gift ? 1 : 0);
  });

  it('bill payment: the lost answer leaves the order pending (not "failed"); the provider’s retried callback pays the bill once', async () => {
    const headers = await signInAs(POSTPAID);
    const history = await callApi(billsIndex, { url: '/x?lang=en', headers });
    const unpaid = history.json.data.find((b: { paidAt: string | null }) => b.paidAt === null);
    const started = await callApi(billPay, { method: 'POST', url: `/x?id=${unpaid.id}&lang=en`, headers, body: {} });
    const { orderId } = started.json.data;
    const before = await ledgerBalance(POSTPAID);

    loseAnswers('payBill');
    setCallbackRetryDelaysForTests([200, 200, 200, 200, 200]);
    const paid = await callApi(providerPay, { method: 'POST', url: `/x?orderId=${orderId}&lang=en`, body: GOOD_CARD });
    expect(paid.status).toBe(200);
    expect(paid.json.data.status).toBe('pending'); // the payer is not told it failed
    expect(callbackReplies.length).toBeGreaterThanOrEqual(1);
    for (const reply of callbackReplies) expect(reply).toEqual({ status: 503, message: UNCONFIRMED });
    const db = await getDb();
    const [bill] = await db.select().from(bills).where(eq(bills.id, unpaid.id));
    expect(bill.paymentId).toBe(orderId); // it was paid, the answer was lost
    expect(await orderStatus(orderId)).toBe('pending');

    // The core answers again: the provider's background retry confirms the order, and pays nothing twice.
    setCoreFaultsForTests(undefined);
    await waitFor(async () => (await orderStatus(orderId)) === 'succeeded');
    // The order turns succeeded before that callback's answer is sent (the payer's notification is written
    // in between): wait for the answer too, so it does not land in the next test.
    await waitFor(async () => callbackReplies.at(-1)?.status === 200);
    expect(callbackReplies.at(-1)).toMatchObject({ status: 200 });
    const [after] = await db.select().from(bills).where(eq(bills.id, unpaid.id));
    expect(after.paymentId).toBe(orderId);
    expect(await ledgerBalance(POSTPAID)).toBe(before); // no "bill paid twice" credit
    expect(await ledgerRows(`payment:${orderId}`)).toHaveLength(0);
  });

  it('card recharge: the lost credit is confirmed by the retried callback, credited once', async () => {
    const started = await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', body: { msisdn: OTHER, amount: 11_000 } });
    const { orderId } = started.json.data;
    const before = await ledgerBalance(OTHER);
    loseAnswers('credit');
    const paid = await callApi(providerPay, { method: 'POST', url: `/x?orderId=${orderId}&lang=en`, body: GOOD_CARD });
    expect(paid.json.data.status).toBe('pending');
    expect(callbackReplies.length).toBe(3);
    for (const reply of callbackReplies) expect(reply).toEqual({ status: 503, message: UNCONFIRMED });
    expect(await ledgerBalance(OTHER)).toBe(before + 11_000);

    setCoreFaultsForTests(undefined);
    // The provider's next attempt (its background schedule is off in this test), signed anew.
    const next = signedCallback({ orderId, status: 'succeeded', amount: 11_000, currency: 'IQD' });
    expect((await sendCallback(next.body, next.signature)).json.data.status).toBe('succeeded');
    expect(await ledgerBalance(OTHER)).toBe(before + 11_000);
    expect(await ledgerRows(`payment:${orderId}`)).toHaveLength(1);
  });

  it('e-voucher: a voucher whose code was lost with the answer is replaced; the buyer gets one code that works, once', async () => {
    const started = await callApi(eVoucherCheckout, { method: 'POST', url: '/x?lang=en', body: { packageId: 1, msisdn: OTHER } });
    const { orderId } = started.json.data;
    const db = await getDb();
    const sentBefore = (await db.select().from(outbox).where(eq(outbox.purpose, 'voucher'))).length;

    loseAnswers('issueVoucher');
    setCallbackRetryDelaysForTests([200, 200, 200, 200, 200]);
    const paid = await callApi(providerPay, { method: 'POST', url: `/x?orderId=${orderId}&lang=en`, body: GOOD_CARD });
    expect(paid.json.data.status).toBe('pending');
    for (const reply of callbackReplies) expect(reply).toEqual({ status: 503, message: UNCONFIRMED });
    expect((await db.select().from(outbox).where(eq(outbox.purpose, 'voucher'))).length).toBe(sentBefore);

    setCoreFaultsForTests(undefined);
    await waitFor(async () => (await orderStatus(orderId)) === 'succeeded');
    const sent = await db.select().from(outbox).where(eq(outbox.purpose, 'voucher'));
    expect(sent.length).toBe(sentBefore + 1);
    const code = (await lastMessage(OTHER, 'voucher'))!.code!;
    expect(await db.select().from(eVouchers).where(eq(eVouchers.paymentId, orderId))).toHaveLength(1);

    const before = await ledgerBalance(OTHER);
    expect((await callApi(scratchCard, { method: 'POST', url: '/x?lang=en', body: { msisdn: OTHER, cardNumber: code } })).status).toBe(200);
    expect((await callApi(scratchCard, { method: 'POST', url: '/x?lang=en', body: { msisdn: OTHER, cardNumber: code } })).status).toBe(400);
    expect(await ledgerBalance(OTHER)).toBe(before + 5_000);
    const [order] = await db.select().from(payments).where(eq(payments.id, orderId));
    expect(order.status).toBe('succeeded');
  });

  it('e-voucher in the core: one usable code per payment; re-issued only when unused and old enough, never after use', async () => {
    const input = { paymentId: `t-voucher-${Date.now()}`, packageId: 1, msisdn: OTHER, value: 5_000 };
    const first = await core().issueVoucher({ ...input, reissueAfterMs: 60_000 });
    expect(first.state).toBe('issued');
    // A second attempt at the same moment (another callback still sending the first code) gets nothing to send.
    expect(await core().issueVoucher({ ...input, reissueAfterMs: 60_000 })).toEqual({ state: 'recent' });
    const second = await core().issueVoucher({ ...input, reissueAfterMs: 0 });
    expect(second.state).toBe('issued');
    const [firstCode, secondCode] = [first, second].map((v) => (v.state === 'issued' ? v.code : ''));
    expect(secondCode).not.toBe(firstCode);
    expect(await core().redeemScratchCard({ msisdn: OTHER, cardNumber: firstCode })).toBeNull(); // replaced: dead
    expect(await core().redeemScratchCard({ msisdn: OTHER, cardNumber: secondCode })).toMatchObject({ value: 5_000 });
    expect(await core().issueVoucher({ ...input, reissueAfterMs: 0 })).toEqual({ state: 'used' });
    // Withdrawing a used voucher changes nothing (it reached the buyer), so it is never issued again.
    await core().withdrawVoucher(input.paymentId);
    expect(await core().issueVoucher({ ...input, reissueAfterMs: 0 })).toEqual({ state: 'used' });
  });

  it('parallel first callbacks of an e-voucher order send one code', async () => {
    const started = await callApi(eVoucherCheckout, { method: 'POST', url: '/x?lang=en', body: { packageId: 2, msisdn: OTHER } });
    const { orderId } = started.json.data;
    const db = await getDb();
    const sentBefore = (await db.select().from(outbox).where(eq(outbox.purpose, 'voucher'))).length;
    const delivery = signedCallback({ orderId, status: 'succeeded', amount: 10_000, currency: 'IQD' });
    const replies = await Promise.all(Array.from({ length: 5 }, () => sendCallback(delivery.body, delivery.signature)));
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const reply of replies) expect([200, 503]).toContain(reply.status);
    expect((await db.select().from(outbox).where(eq(outbox.purpose, 'voucher'))).length).toBe(sentBefore + 1);
    expect(await orderStatus(orderId)).toBe('succeeded');
  });
});
