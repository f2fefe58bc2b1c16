import { eq, like } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { ledgerEntries, otpCodes, subscriptions } from '@/lib/server/db/schema';
import { core, setCoreFaultsForTests } from '@/lib/server/core';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, lastCode, ledgerBalance, signInAs } from '@/lib/server/testing/operator';
import transferCheck from '@/pages/api/v1/credit-transfer/check';
import transferConfirm from '@/pages/api/v1/credit-transfer/confirm';
import transferStart from '@/pages/api/v1/credit-transfer/index';
import packageConfirm from '@/pages/api/v1/packages/confirm';
import packageSubscribe from '@/pages/api/v1/packages/subscribe';

// Tests that move money send from and to lines of their own (freshLine) with known balances and
// nothing sent today, so each passes alone and in any order; the refusals use the seeded demo line.
const DEMO = '07701234567';
const OTHER = '07701111111';

const wrongPin = (code: string) => (code === '000000' ? '111111' : '000000');

describeWithDatabase('credit transfer and data packages', () => {
  let demo: Record<string, string>;
  beforeAll(async () => {
    demo = await signInAs(DEMO);
  });
  beforeEach(async () => {
    resetRateLimits();
    setCoreFaultsForTests(undefined);
    await (await getDb()).delete(otpCodes);
  });
  afterAll(() => setCoreFaultsForTests(undefined));

  const start = (body: Record<string, unknown>, headers = demo) => callApi(transferStart, { method: 'POST', url: '/x?lang=en', body, headers });
  const confirm = (body: Record<string, unknown>, headers = demo) => callApi(transferConfirm, { method: 'POST', url: '/x?lang=en', body, headers });

  it('needs a session', async () => {
    expect((await start({ to: OTHER, amount: 1_000 }, {})).status).toBe(401);
    expect((await confirm({ transferId: 'T1', code: '123456' }, {})).status).toBe(401);
    expect((await callApi(packageSubscribe, { method: 'POST', url: '/x', body: { addonId: 101 } })).status).toBe(401);
  });

  it('transfer limits: 1,000–60,000 whole IQD, not to yourself, only to our lines, within the balance', async () => {
    const between = 'Enter a whole amount from 1000 to 60000 IQD.';
    for (const amount of [999, 60_001, 1_500.5]) {
      const reply = await start({ to: OTHER, amount });
      expect(reply.status).toBe(400);
      expect(reply.json.data.errors.amount).toBeTruthy();
      if (amount !== 1_500.5) expect(reply.json.data.errors.amount).toBe(between);
    }
    const self = await start({ to: DEMO, amount: 1_000 });
    expect(self.status).toBe(400);
    expect(self.json.data.errors.to).toBe('You cannot send credit to your own number.');
    for (const to of ['07712345678', '07705555555']) {
      const reply = await start({ to, amount: 1_000 });
      expect(reply.status).toBe(400);
      expect(reply.json.data.errors.to).toBe('Service not available for your line.');
    }
    // Another Iraqi network's number (075…, 078…) is told the service is for Nour lines, in every language.
    for (const to of ['07801234567', '07501234567']) {
      const reply = await start({ to, amount: 1_000 });
      expect(reply.status).toBe(400);
      expect(reply.json.data.errors.to).toBe('This service is for Nour Mobile lines: credit can only be sent to a Nour number (077…).');
    }
    const ar = await callApi(transferStart, { method: 'POST', url: '/x?lang=ar', body: { to: '07801234567', amount: 1_000 }, headers: demo });
    expect(ar.json.data.errors.to).toBe('هذه الخدمة لخطوط نور موبايل فقط: يمكن تحويل الرصيد إلى رقم نور (077…) فقط.');
    const low = await start({ to: OTHER, amount: 1_000 }, await signInAs(await freshLine({ balance: 500 })));
    expect(low.status).toBe(400);
    expect(low.json.data.errors.amount).toBe('Your balance is not enough to send this amount.');
  });

  it('step 1 is checked before any code: more than the balance, another network, yourself, the daily cap; no code is sent', async () => {
    const db = await getDb();
    const poor = await freshLine({ balance: 3_000 });
    const headers = await signInAs(poor);
    const check = (body: Record<string, unknown>, lang = 'en') => callApi(transferCheck, { method: 'POST', url: `/x?lang=${lang}`, body, headers });

    const over = await check({ to: OTHER, amount: 5_000 });
    expect(over.status).toBe(400);
    expect(over.json.success).toBe(false);
    expect(over.json.data.errors).toEqual({ amount: 'Your balance is not enough to send this amount.' });
    const foreign = await check({ to: '07801234567', amount: 1_000 }, 'ku');
    expect(foreign.json.data.errors.to).toBe('ئەم خزمەتگوزارییە بۆ هێڵەکانی نوور مۆبایلە: باڵانس تەنها بۆ ژمارەیەکی نوور (077…) دەنێردرێت.');
    expect((await check({ to: poor, amount: 1_000 })).json.data.errors.to).toBe('You cannot send credit to your own number.');
    expect((await check({ to: '07705555555', amount: 1_000 })).json.data.errors.to).toBe('Service not available for your line.');

    const fine = await check({ to: OTHER, amount: 2_000 });
    expect(fine.status).toBe(200);
    expect(fine.json).toMatchObject({ success: true, data: { to: OTHER, amount: 2_000 } });
    // Checking sent nothing: no code exists for the sender.
    expect(await db.select().from(otpCodes).where(eq(otpCodes.subject, poor))).toEqual([]);
    expect((await check({ to: OTHER, amount: 2_000 }, 'en')).status).toBe(200);
    expect((await callApi(transferCheck, { method: 'POST', url: '/x', body: { to: OTHER, amount: 2_000 } })).status).toBe(401);
  });

  it('a code to the sender confirms the transfer; the money moves once, in two ledger rows', async () => {
    const [sender, receiver] = [await freshLine({ balance: 25_000 }), await freshLine({ balance: 2_000 })];
    const headers = await signInAs(sender);
    const started = await start({ to: receiver, amount: 4_000 }, headers);
    expect(started.status).toBe(200);
    const { transferId } = started.json.data;
    const code = await lastCode(sender, 'transfer');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await confirm({ transferId, code: wrongPin(code) }, headers);
    expect(wrong.status).toBe(400);
    expect(wrong.json.data.errors.code).toBe('The verification code entered is incorrect.');
    expect(wrong.json.data.triesLeft).toBe(4);
    expect(await ledgerBalance(sender)).toBe(25_000);

    const done = await confirm({ transferId, code }, headers);
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ balance: 21_000, reference: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{10}$/) });
    expect(await ledgerBalance(sender)).toBe(21_000);
    expect(await ledgerBalance(receiver)).toBe(6_000);
    const db = await getDb();
    const rows = await db.select().from(ledgerEntries).where(like(ledgerEntries.reference, `transfer:${transferId}:%`));
    expect(rows.map((r) => [r.reference, r.amount]).sort()).toEqual([
      [`transfer:${transferId}:in`, 4_000],
      [`transfer:${transferId}:out`, -4_000],
    ]);

    const again = await confirm({ transferId, code }, headers);
    expect(again.status).toBe(400);
    expect(await ledgerBalance(sender)).toBe(21_000);
    // Another subscriber cannot confirm someone else's transfer.
    expect((await confirm({ transferId, code }, await signInAs(receiver))).status).toBe(404);
  });

  it('the daily cap (100,000 IQD sent per day) counts what was already sent today', async () => {
    const [rich, receiver] = [await freshLine({ balance: 300_000 }), await freshLine()];
    const headers = await signInAs(rich);
    const send = async (amount: number) => {
      const started = await start({ to: receiver, amount }, headers);
      expect(started.status).toBe(200);
      const reply = await confirm({ transferId: started.json.data.transferId, code: await lastCode(rich, 'transfer') }, headers);
      await (await getDb()).delete(otpCodes);
      return reply;
    };
    expect((await send(60_000)).status).toBe(200);
    expect((await send(35_000)).status).toBe(200);
    const over = await start({ to: receiver, amount: 5_001 }, headers);
    expect(over.status).toBe(400);
    expect(over.json.data.errors.amount).toBe('You can send at most 100,000 IQD a day; 5,000 IQD left today.');
    expect((await send(5_000)).status).toBe(200);
    expect((await start({ to: receiver, amount: 1_000 }, headers)).json.data.errors.amount).toMatch(/0 IQD left today/);

    // Two transfers started within the cap cannot both be confirmed past it.
    const second = await freshLine({ balance: 200_000 });
    const other = await signInAs(second);
    const a = await start({ to: rich, amount: 60_000 }, other);
    const codeA = await lastCode(second, 'transfer');
    expect((await confirm({ transferId: a.json.data.transferId, code: codeA }, other)).status).toBe(200);
    expect(await core().transferredToday(second)).toBe(60_000);
    const room = 40_000;
    const b = await start({ to: rich, amount: room }, other);
    expect(b.status).toBe(200);
    const codeB = await lastCode(second, 'transfer');
    // Something else moved 1,000 IQD out meanwhile (another device, same day).
    await core().transfer({ from: second, to: rich, amount: 1_000, reference: `transfer:side:${second}`, dailyCap: 100_000 });
    const late = await confirm({ transferId: b.json.data.transferId, code: codeB }, other);
    expect(late.status).toBe(400);
    expect(late.json.data.errors.amount).toMatch(/100,000 IQD a day/);
    expect(await ledgerBalance(second)).toBe(200_000 - 60_000 - 1_000);
  });

  it('packages: a code, then the charge and the subscription; gifting starts it on the receiver’s line', async () => {
    const [buyer, friend] = [await freshLine({ balance: 25_000 }), await freshLine()];
    const headers = await signInAs(buyer);
    const before = 25_000;
    const started = await callApi(packageSubscribe, { method: 'POST', url: '/x?lang=en', headers, body: { addonId: 111 } });
    expect(started.status).toBe(200);
    expect(started.json.data).toMatchObject({ addon: { id: 111, title: '300 minutes, 30 days', price: 6_000 }, giftTo: null });
    const code = await lastCode(buyer, 'package');
    const wrong = await callApi(packageConfirm, { method: 'POST', url: '/x?lang=en', headers, body: { requestId: started.json.data.requestId, code: wrongPin(code) } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.data.errors.code).toBeTruthy();
    const done = await callApi(packageConfirm, { method: 'POST', url: '/x?lang=en', headers, body: { requestId: started.json.data.requestId, code } });
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({
      balance: before - 6_000,
      subscription: { addonId: 111, title: '300 minutes, 30 days', remaining: 300, total: 300, unit: 'min' },
      giftTo: null,
      cancellation: 'To cancel a subscription, send 0 to 2020.',
    });
    expect(await ledgerBalance(buyer)).toBe(before - 6_000);

    const gift = await callApi(packageSubscribe, { method: 'POST', url: '/x?lang=ar', headers, body: { addonId: 121, giftTo: friend } });
    expect(gift.status).toBe(200);
    const giftCode = await lastCode(buyer, 'package');
    const given = await callApi(packageConfirm, { method: 'POST', url: '/x?lang=ar', headers, body: { requestId: gift.json.data.requestId, code: giftCode } });
    expect(given.status).toBe(200);
    expect(given.json.data.cancellation).toBe('لإلغاء الاشتراك أرسل 0 إلى 2020.');
    expect(await ledgerBalance(buyer)).toBe(before - 8_000);
    const db = await getDb();
    const received = await db.select().from(subscriptions).where(eq(subscriptions.msisdn, friend));
    expect(received).toEqual([expect.objectContaining({ addonId: 121, giftedBy: buyer, remaining: 500 })]);
    const replay = await callApi(packageConfirm, { method: 'POST', url: '/x?lang=ar', headers, body: { requestId: gift.json.data.requestId, code: giftCode } });
    expect(replay.status).toBe(400);
    expect(await ledgerBalance(buyer)).toBe(before - 8_000);
  });

  it('packages: refusals (foreign receiver, yourself, unknown add-on, not enough balance, blocked line)', async () => {
    const ask = (body: Record<string, unknown>, headers = demo) => callApi(packageSubscribe, { method: 'POST', url: '/x?lang=en', headers, body });
    expect((await ask({ addonId: 101, giftTo: '07801234567' })).json.data.errors.giftTo).toBe('Service not available for your line.');
    expect((await ask({ addonId: 101, giftTo: DEMO })).json.data.errors.giftTo).toBeTruthy();
    expect((await ask({ addonId: 999 })).status).toBe(404);
    expect((await ask({ addonId: 801 })).status).toBe(404);
    const low = await ask({ addonId: 101 }, await signInAs(await freshLine({ balance: 500 })));
    expect(low.status).toBe(400);
    expect(low.json.message).toBe('Not enough balance to subscribe: recharge and retry.');
    const blocked = await ask({ addonId: 101 }, await signInAs(await freshLine({ balance: 50_000, blockedForPurchases: true })));
    expect(blocked.status).toBe(403);
  });
});
