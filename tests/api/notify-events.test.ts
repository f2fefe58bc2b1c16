/**
 * Notifications from events (issue 13 part 6): each event a subscriber cares about adds exactly one
 * notification to the account it concerns, readable in the subscriber's language; a replayed request
 * (same Idempotency-Key), a repeated callback or a refused operation adds none.
 */
import { eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { formatDate } from '@/lib/dates';
import { accounts, bills, notifications, otpCodes } from '@/lib/server/db/schema';
import { setCoreFaultsForTests } from '@/lib/server/core';
import { notifyPartnerDecision, notifyVanity } from '@/lib/server/services/notify-events';
import { setCallbackRetryDelaysForTests, setCallbackTransportForTests } from '@/lib/server/payments/provider';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, freshScratchCard, lastCode, signInAs } from '@/lib/server/testing/operator';
import providerPay from '@/pages/api/dev/payment-provider/[orderId]/pay';
import billPay from '@/pages/api/v1/account/bills/[id]/pay';
import transferConfirm from '@/pages/api/v1/credit-transfer/confirm';
import transferStart from '@/pages/api/v1/credit-transfer/index';
import notificationsApi from '@/pages/api/v1/notifications/index';
import packageConfirm from '@/pages/api/v1/packages/confirm';
import packageSubscribe from '@/pages/api/v1/packages/subscribe';
import callback from '@/pages/api/v1/payments/callback';
import cardRecharge from '@/pages/api/v1/recharge/card';
import scratchCard from '@/pages/api/v1/recharge/scratch-card';
import addonDetail from '@/pages/api/v1/transactional/index';
import addonConfirm from '@/pages/api/v1/transactional/confirm/[id]';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

interface Listed {
  title: string;
  body: string;
  read: boolean;
}

/** What the subscriber sees on the notifications page, in `lang`. */
async function seen(headers: Record<string, string>, lang: 'ar' | 'en' | 'ku'): Promise<{ items: Listed[]; unread: number }> {
  const reply = await callApi(notificationsApi, { url: `/x?lang=${lang}`, headers });
  expect(reply.status).toBe(200);
  return reply.json.data;
}

const titles = async (headers: Record<string, string>, lang: 'ar' | 'en' | 'ku' = 'en') => (await seen(headers, lang)).items.map((n) => n.title);

/** A line with an account (signed in once), its session, and no notification yet. */
async function subscriber(balance: number, type: 'prepaid' | 'postpaid' = 'prepaid') {
  const msisdn = await freshLine({ balance, type });
  const headers = await signInAs(msisdn);
  const db = await getDb();
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, msisdn));
  await db.delete(notifications).where(eq(notifications.accountId, account.id));
  return { msisdn, headers, accountId: account.id };
}

describeWithDatabase('notifications from events', () => {
  beforeAll(() => {
    setCallbackTransportForTests(async ({ body, signature, lang }) => {
      const reply = await callApi(callback, { method: 'POST', url: `/x?lang=${lang}`, body, headers: { 'X-Signature': signature } });
      return { status: reply.status, json: reply.json };
    });
    setCallbackRetryDelaysForTests([]);
  });
  afterAll(() => {
    setCallbackTransportForTests(undefined);
    setCoreFaultsForTests(undefined);
  });
  beforeEach(async () => {
    resetRateLimits();
    await (await getDb()).delete(otpCodes);
  });

  it('add-on bought by number: one notification, none more on a replay with the same Idempotency-Key; low balance below 1,000 IQD', async () => {
    const buyer = await subscriber(5_500);
    const detail = await callApi(addonDetail, { method: 'POST', url: '/x?lang=ku', body: { msisdn: buyer.msisdn, addOnItemId: 101 } });
    expect(detail.status).toBe(200);
    const code = await lastCode(buyer.msisdn, 'addon');
    const key = { 'Idempotency-Key': `notify-addon-${buyer.msisdn}` };
    const confirm = () =>
      callApi(addonConfirm, {
        method: 'POST',
        url: `/x?id=101&msisdn=${buyer.msisdn}&lang=ku`,
        body: { passcode: code, PID: detail.json.data.PID },
        headers: key,
      });
    expect((await confirm()).json.success).toBe(true);
    expect((await confirm()).json.success).toBe(true);

    expect(await titles(buyer.headers, 'en')).toEqual(['Low balance', 'Add-on active']);
    const ku = await seen(buyer.headers, 'ku');
    expect(ku.unread).toBe(2);
    expect(ku.items.map((n) => n.title)).toEqual(['باڵانست کەمە', 'پاکێجی زیادە چالاکە']);
    expect(ku.items[0].body).toContain('500 د.ع');
    expect((await seen(buyer.headers, 'ar')).items[1].body).toContain('5,000 د.ع');
  });

  it('an add-on that leaves 1,000 IQD or more: no low-balance notification', async () => {
    const buyer = await subscriber(6_000);
    const detail = await callApi(addonDetail, { method: 'POST', url: '/x?lang=en', body: { msisdn: buyer.msisdn, addOnItemId: 101 } });
    const code = await lastCode(buyer.msisdn, 'addon');
    await callApi(addonConfirm, { method: 'POST', url: `/x?id=101&msisdn=${buyer.msisdn}&lang=en`, body: { passcode: code, PID: detail.json.data.PID } });
    expect(await titles(buyer.headers)).toEqual(['Add-on active']);
  });

  it('credit transfer: the sender and the receiver get one each; a replay with the same key and a refused transfer add none', async () => {
    const [sender, receiver] = [await subscriber(20_000), await subscriber(2_000)];
    const started = await callApi(transferStart, { method: 'POST', url: '/x?lang=ar', headers: sender.headers, body: { to: receiver.msisdn, amount: 4_000 } });
    expect(started.status).toBe(200);
    const code = await lastCode(sender.msisdn, 'transfer');
    const headers = { ...sender.headers, 'Idempotency-Key': `notify-transfer-${sender.msisdn}` };
    const body = { transferId: started.json.data.transferId, code };
    expect((await callApi(transferConfirm, { method: 'POST', url: '/x?lang=ar', headers, body })).status).toBe(200);
    expect((await callApi(transferConfirm, { method: 'POST', url: '/x?lang=ar', headers, body })).status).toBe(200);

    const sent = await seen(sender.headers, 'ar');
    expect(sent.items).toEqual([expect.objectContaining({ title: 'تم تحويل الرصيد', body: `حوّلت 4,000 د.ع إلى ${receiver.msisdn}.` })]);
    const received = await seen(receiver.headers, 'en');
    expect(received.items).toEqual([expect.objectContaining({ title: 'Credit received', body: `You received 4,000 IQD from ${sender.msisdn}.`, read: false })]);

    // Not enough balance: refused, nobody is notified.
    const poor = await subscriber(1_500);
    const refused = await callApi(transferStart, { method: 'POST', url: '/x?lang=en', headers: poor.headers, body: { to: receiver.msisdn, amount: 4_000 } });
    expect(refused.status).toBe(400);
    expect(await titles(poor.headers)).toEqual([]);
    expect(await titles(receiver.headers)).toEqual(['Credit received']);
  });

  itRace('the same transfer confirmed twice at the same moment (no key): the money moves once, one notification each', async () => {
    const [sender, receiver] = [await subscriber(20_000), await subscriber(0)];
    const started = await callApi(transferStart, { method: 'POST', url: '/x?lang=en', headers: sender.headers, body: { to: receiver.msisdn, amount: 2_000 } });
    const body = { transferId: started.json.data.transferId, code: await lastCode(sender.msisdn, 'transfer') };
    const replies = await Promise.all([1, 2].map(() => callApi(transferConfirm, { method: 'POST', url: '/x?lang=en', headers: sender.headers, body })));
    for (const reply of replies) expect(reply.status).toBeLessThan(500);
    expect(await titles(sender.headers)).toEqual(['Credit sent']);
    expect(await titles(receiver.headers)).toEqual(['Credit received']);
  });

  itRace('two payment callbacks at the same moment: one recharge notification', async () => {
    const line = await subscriber(0);
    const started = await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', headers: line.headers, body: { msisdn: line.msisdn, amount: 9_000 } });
    const { signedCallback } = await import('@/lib/server/payments/signature');
    const { body, signature } = signedCallback({ orderId: started.json.data.orderId, status: 'succeeded', amount: 9_000, currency: 'IQD' });
    const replies = await Promise.all([1, 2].map(() => callApi(callback, { method: 'POST', url: '/x?lang=en', body, headers: { 'X-Signature': signature } })));
    for (const reply of replies) expect(reply.status).toBeLessThan(500);
    expect(await titles(line.headers)).toEqual(['Line recharged']);
  });

  it('package gift: the receiver gets "gift received" once (in Kurdish when read in Kurdish); a package for oneself: "add-on active"', async () => {
    const [buyer, friend] = [await subscriber(30_000), await subscriber(3_000)];
    const gift = await callApi(packageSubscribe, { method: 'POST', url: '/x?lang=en', headers: buyer.headers, body: { addonId: 121, giftTo: friend.msisdn } });
    expect(gift.status).toBe(200);
    const code = await lastCode(buyer.msisdn, 'package');
    const headers = { ...buyer.headers, 'Idempotency-Key': `notify-gift-${buyer.msisdn}` };
    const body = { requestId: gift.json.data.requestId, code };
    expect((await callApi(packageConfirm, { method: 'POST', url: '/x?lang=en', headers, body })).status).toBe(200);
    expect((await callApi(packageConfirm, { method: 'POST', url: '/x?lang=en', headers, body })).status).toBe(200);
    const ku = await seen(friend.headers, 'ku');
    expect(ku.items).toHaveLength(1);
    expect(ku.items[0].title).toBe('دیارییەکت پێگەیشت');
    expect(ku.items[0].body).toContain(buyer.msisdn);
    expect(await titles(buyer.headers)).toEqual([]);

    const own = await callApi(packageSubscribe, { method: 'POST', url: '/x?lang=en', headers: buyer.headers, body: { addonId: 111 } });
    await callApi(packageConfirm, {
      method: 'POST',
      url: '/x?lang=en',
      headers: buyer.headers,
      body: { requestId: own.json.data.requestId, code: await lastCode(buyer.msisdn, 'package') },
    });
    expect(await titles(buyer.headers)).toEqual(['Add-on active']);
  });

  it('scratch-card recharge: one notification; the same card again is refused and adds none', async () => {
    const line = await subscriber(0);
    const card = await freshScratchCard(10_000);
    expect((await callApi(scratchCard, { method: 'POST', url: '/x?lang=en', body: { msisdn: line.msisdn, cardNumber: card } })).status).toBe(200);
    expect((await callApi(scratchCard, { method: 'POST', url: '/x?lang=en', body: { msisdn: line.msisdn, cardNumber: card } })).status).toBe(400);
    const en = await seen(line.headers, 'en');
    expect(en.items).toEqual([expect.objectContaining({ title: 'Line recharged', body: 'Your line was recharged with 10,000 IQD.' })]);
  });

  it('card recharge of another line: the line gets "received", the signed-in payer "sent"; a repeated callback adds none', async () => {
    const [payer, line] = [await subscriber(1_000), await subscriber(0)];
    const started = await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', headers: payer.headers, body: { msisdn: line.msisdn, amount: 15_000 } });
    expect(started.status).toBe(200);
    const { orderId } = started.json.data;
    expect((await callApi(providerPay, { method: 'POST', url: `/x?orderId=${orderId}&lang=en`, body: GOOD_CARD })).json.data.status).toBe('succeeded');
    // The provider sends its callback again (a retry): still one each.
    const { signedCallback } = await import('@/lib/server/payments/signature');
    const again = signedCallback({ orderId, status: 'succeeded', amount: 15_000, currency: 'IQD' });
    expect((await callApi(callback, { method: 'POST', url: '/x?lang=en', body: again.body, headers: { 'X-Signature': again.signature } })).status).toBe(200);

    expect(await titles(line.headers)).toEqual(['Recharge received']);
    expect((await seen(payer.headers, 'en')).items).toEqual([
      expect.objectContaining({ title: 'Recharge sent', body: `You recharged ${line.msisdn} with 15,000 IQD.` }),
    ]);
  });

  it('a declined card payment notifies nobody', async () => {
    const line = await subscriber(0);
    const started = await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', headers: line.headers, body: { msisdn: line.msisdn, amount: 5_000 } });
    const declined = await callApi(providerPay, {
      method: 'POST',
      url: `/x?orderId=${started.json.data.orderId}&lang=en`,
      body: { cardNumber: '4000000000000002', expiry: '01/40', cvc: '999' },
    });
    expect(declined.json.data?.status ?? declined.json.success).not.toBe('succeeded');
    expect(await titles(line.headers)).toEqual([]);
  });

  it('bill paid by card: one notification naming the amount and the period, the month written as the bill pages write it', async () => {
    const line = await subscriber(0, 'postpaid');
    const db = await getDb();
    const [bill] = await db
      .insert(bills)
      .values({ msisdn: line.msisdn, period: '2026-10', amount: 27_250, dueAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const started = await callApi(billPay, { method: 'POST', url: `/x?id=${bill.id}&lang=en`, headers: line.headers, body: {} });
    expect(started.status).toBe(200);
    expect((await callApi(providerPay, { method: 'POST', url: `/x?orderId=${started.json.data.orderId}&lang=en`, body: GOOD_CARD })).json.data.status).toBe('succeeded');
    expect((await seen(line.headers, 'en')).items).toEqual([
      expect.objectContaining({ title: 'Bill paid', body: 'Your bill of 27,250 IQD for October 2026 is paid. Thank you.' }),
    ]);
    // Iraqi month names, as on the bill page (formatMonth), not "2026-10".
    expect((await seen(line.headers, 'ar')).items[0].body).toBe('تم دفع فاتورتك البالغة 27,250 د.ع عن تشرين الأول 2026. شكراً لك.');
    expect((await seen(line.headers, 'ku')).items[0].body).toBe('پسوولەکەت بە بڕی 27,250 د.ع بۆ تشرینی یەکەم 2026 درا. سوپاس.');
  });

  it('hooks for vanity numbers and partner applications: once per event, in every language', async () => {
    const customer = await subscriber(0);
    const target = { msisdn: customer.msisdn };
    const until = new Date('2026-11-26T09:00:00Z');
    expect(await notifyVanity({ target, reservationId: 'r1', number: '07707777777', event: 'reserved', until })).toBe(true);
    expect(await notifyVanity({ target, reservationId: 'r1', number: '07707777777', event: 'reserved', until })).toBe(false);
    expect(await notifyVanity({ target, reservationId: 'r1', number: '07707777777', event: 'expired' })).toBe(true);
    expect(await notifyPartnerDecision({ target, applicationId: 9, shopName: 'Baghdad Books', decision: 'rejected', reason: 'The document is unreadable.' })).toBe(true);
    // Nobody signed in with this line yet: nothing to write, no error.
    expect(await notifyVanity({ target: { msisdn: await freshLine() }, reservationId: 'r2', number: '07707777778', event: 'cancelled' })).toBe(false);

    const en = await seen(customer.headers, 'en');
    expect(en.unread).toBe(3);
    expect(en.items.map((n) => n.body)).toEqual(
      expect.arrayContaining([
        '07707777777 is reserved for you until Nov 26, 2026, 12:00 PM (Baghdad time). Bring your ID to a Nour Mobile shop to claim it.',
        'Your reservation of 07707777777 ended after 48 hours; the number is back on sale.',
        'Your application for Baghdad Books was declined: The document is unreadable.',
      ]),
    );
    const ar = await seen(customer.headers, 'ar');
    expect(ar.items.map((n) => n.title)).toContain('تم حجز الرقم');
  });

  it('a notification card shows its dates in one format: the date in its text is written like the date beside it, in the language read', async () => {
    const customer = await subscriber(0);
    const until = new Date('2026-09-26T09:00:00Z');
    expect(await notifyVanity({ target: { msisdn: customer.msisdn }, reservationId: 'r3', number: '07707777779', event: 'reserved', until })).toBe(true);
    const cases = [
      // The card's own date is formatDate(createdAt) (flows/account/Notifications.tsx): "Nov 27, 2026" in
      // English, "27 تشرين الثاني 2026" in Arabic, "27 تشرینی دووەم 2026" in Kurdish.
      ['en', 'until Sep 26, 2026, 12:00 PM (Baghdad time)'],
      ['ar', 'حتى 26 أيلول 2026، 12:00 م (بتوقيت بغداد)'],
      ['ku', 'تا 26 ئەیلوول 2026، 12:00 (کاتی بەغدا)'],
    ] as const;
    for (const [lang, text] of cases) {
      const [card] = (await seen(customer.headers, lang)).items;
      expect(card.body).toContain(text);
      // Same style as the card's date: day, month name and year, in that language's order and names.
      expect(card.body).toContain(formatDate(until, lang));
      // No English month in Arabic or Kurdish text ("26 Sept 2026, 12:00" before).
      if (lang !== 'en') expect(card.body).not.toMatch(/[A-Za-z]{3,} \d{4}/);
    }
  });
});
