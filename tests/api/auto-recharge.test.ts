/**
 * Auto-recharge (issue 33 part 3) on the real database: a card saved at the (demo) payment provider,
 * a rule of the subscriber's line, and the job that charges it. Each trigger is charged once, even by
 * servers that run the job at the same moment (PostgreSQL); the month's cap holds; a declined charge
 * is told (notification and SMS) and tried once more an hour later; cancelling stops it at once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import { core, setCoreFaultsForTests } from '@/lib/server/core';
import { getDb } from '@/lib/server/db';
import { accounts, autoRechargeRules, demoProviderCards, notifications, payments } from '@/lib/server/db/schema';
import { chargesOf, runAutoRecharge, RETRY_AFTER_MS } from '@/lib/server/services/auto-recharge';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, lastMessage, ledgerBalance, signInAs } from '@/lib/server/testing/operator';
import route from '@/pages/api/v1/account/auto-recharge';
import cardsRoute from '@/pages/api/dev/payment-provider/cards';

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The demo provider's card-saving form: the card goes to the provider, the token comes back. */
async function savedCard(cardNumber = GOOD_CARD): Promise<string> {
  const reply = await callApi(cardsRoute, { method: 'POST', url: '/x?lang=en', body: { cardNumber, expiry: '12/39', cvc: '123' } });
  expect(reply.status).toBe(200);
  expect(reply.json.data.label).toBe(`•••• ${cardNumber.slice(-4)}`);
  return reply.json.data.token as string;
}

type Headers = Record<string, string>;
const put = (headers: Headers, body: unknown, lang = 'en') => callApi(route, { method: 'PUT', url: `/x?lang=${lang}`, body, headers });
const cancel = (headers: Headers) => callApi(route, { method: 'DELETE', url: '/x?lang=en', headers });

/** A prepaid line with `balance`, signed in. */
async function subscriber(balance: number): Promise<{ msisdn: string; headers: Headers }> {
  const msisdn = await freshLine({ balance });
  return { msisdn, headers: await signInAs(msisdn) };
}

/** Usage takes the balance down by `amount`. */
const spend = (msisdn: string, amount: number) => core().charge({ msisdn, amount, reason: 'addon-purchase', reference: `test-usage:${randomUUID()}` });

/** The English titles of the line's auto-recharge notifications, oldest first. */
async function toldTitles(msisdn: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ titles: notifications.titles })
    .from(notifications)
    .innerJoin(accounts, eq(accounts.id, notifications.accountId))
    .where(and(eq(accounts.msisdn, msisdn), like(notifications.reference, 'auto-recharge:%')))
    .orderBy(notifications.id);
  return rows.map((row) => row.titles.en);
}

/** The line's card payments (each attempt is one). */
async function paymentsOf(msisdn: string): Promise<Array<{ status: string; amount: number }>> {
  const db = await getDb();
  return db.select({ status: payments.status, amount: payments.amount }).from(payments).where(eq(payments.msisdn, msisdn)).orderBy(payments.createdAt);
}

describeWithDatabase('auto-recharge', () => {
  it('below a balance: set up with a saved card, a balance already below recharges at once; each new fall below once; the monthly cap skips (told once) until next month', async () => {
    const { msisdn, headers } = await subscriber(2_000);
    const token = await savedCard();
    const reply = await put(headers, { kind: 'below', threshold: 5_000, amount: 10_000, monthlyCap: 25_000, cardToken: token });
    expect(reply.status).toBe(200);
    expect(reply.json.message).toBe('Auto-recharge is on.');
    expect(reply.json.data.rule).toMatchObject({ kind: 'below', threshold: 5_000, amount: 10_000, monthlyCap: 25_000, card: '•••• 4242' });
    expect(reply.json.data.charges).toEqual([expect.objectContaining({ amount: 10_000, status: 'succeeded', orderId: expect.any(String) })]);
    expect(reply.json.data.monthSpent).toBe(10_000);
    expect(await ledgerBalance(msisdn)).toBe(12_000);

    // Above the threshold: nothing. A new fall below: one more recharge, however often the job runs.
    const now = Date.now();
    await runAutoRecharge(new Date(now + 60_000));
    expect(await ledgerBalance(msisdn)).toBe(12_000);
    await spend(msisdn, 9_000); // 3,000
    await runAutoRecharge(new Date(now + 120_000));
    await runAutoRecharge(new Date(now + 180_000));
    expect(await ledgerBalance(msisdn)).toBe(13_000);

    // A third fall would take the month to 30,000 > 25,000: skipped, told once (notification and SMS).
    await spend(msisdn, 9_000); // 4,000
    await runAutoRecharge(new Date(now + 240_000));
    await runAutoRecharge(new Date(now + 300_000));
    expect(await ledgerBalance(msisdn)).toBe(4_000);
    expect((await chargesOf(msisdn)).map((c) => c.status)).toEqual(['succeeded', 'succeeded', 'capped']);
    expect(await toldTitles(msisdn)).toEqual(['Auto-recharge skipped']);
    expect((await lastMessage(msisdn, 'auto-recharge'))?.text).toBe('Nour Mobile: your auto-recharge of 10,000 IQD was skipped: your monthly cap of 25,000 IQD is reached.');

    // Next month the cap has room again: the balance still below is recharged, once.
    const nextMonth = new Date(now + 35 * DAY);
    await Promise.all([runAutoRecharge(nextMonth), runAutoRecharge(nextMonth)]);
    expect(await ledgerBalance(msisdn)).toBe(14_000);
    expect(await paymentsOf(msisdn)).toEqual([
      { status: 'succeeded', amount: 10_000 },
      { status: 'succeeded', amount: 10_000 },
      { status: 'succeeded', amount: 10_000 },
    ]);
  });

  itRace('8 servers running the job at the same moment: a fall below the threshold and a day of the month are each charged exactly once', async () => {
    const token = await savedCard();
    const below = await subscriber(9_000);
    expect((await put(below.headers, { kind: 'below', threshold: 5_000, amount: 7_000, monthlyCap: 50_000, cardToken: token })).json.data.charges).toEqual([]);
    await spend(below.msisdn, 8_000); // 1,000
    const monthly = await subscriber(500);
    expect((await put(monthly.headers, { kind: 'monthly', dayOfMonth: 1, amount: 3_000, monthlyCap: 3_000, cardToken: token })).json.data.charges).toEqual([]);

    // The 1st of a later month (the rule was set before it), seen by 8 servers at once, twice.
    const later = new Date(Date.now() + 32 * DAY);
    await Promise.all(Array.from({ length: 8 }, () => runAutoRecharge(later)));
    await Promise.all(Array.from({ length: 8 }, () => runAutoRecharge(new Date(later.getTime() + 60_000))));

    expect(await ledgerBalance(below.msisdn)).toBe(8_000);
    expect(await paymentsOf(below.msisdn)).toEqual([{ status: 'succeeded', amount: 7_000 }]);
    expect(await ledgerBalance(monthly.msisdn)).toBe(3_500);
    expect(await paymentsOf(monthly.msisdn)).toEqual([{ status: 'succeeded', amount: 3_000 }]);
    expect((await chargesOf(monthly.msisdn)).map((c) => c.triggerKey)).toEqual([expect.stringMatching(/^monthly:\d+:\d{4}-\d{2}$/)]);
  });

  it('a declined card: told by notification and SMS, tried once more an hour later, then given up and told again; a retry that goes through is credited once', async () => {
    const declined = await subscriber(1_000);
    const token = await savedCard(DECLINED_CARD);
    const reply = await put(declined.headers, { kind: 'below', threshold: 2_000, amount: 5_000, monthlyCap: 20_000, cardToken: token });
    expect(reply.json.data.charges).toEqual([expect.objectContaining({ status: 'due', failures: 1, orderId: null })]);
    expect(await toldTitles(declined.msisdn)).toEqual(['Auto-recharge declined']);
    expect((await lastMessage(declined.msisdn, 'auto-recharge'))?.text).toBe('Nour Mobile: your auto-recharge of 5,000 IQD from card •••• 0002 was declined. We will try once more in an hour.');

    const start = Date.now();
    await runAutoRecharge(new Date(start + 30 * 60_000)); // not yet
    expect(await paymentsOf(declined.msisdn)).toEqual([{ status: 'declined', amount: 5_000 }]);
    await runAutoRecharge(new Date(start + RETRY_AFTER_MS + 60_000));
    await runAutoRecharge(new Date(start + 3 * HOUR)); // no third try
    expect(await paymentsOf(declined.msisdn)).toEqual([
      { status: 'declined', amount: 5_000 },
      { status: 'declined', amount: 5_000 },
    ]);
    expect((await chargesOf(declined.msisdn)).map((c) => [c.status, c.failures])).toEqual([['failed', 2]]);
    expect(await toldTitles(declined.msisdn)).toEqual(['Auto-recharge declined', 'Auto-recharge not charged']);
    expect((await lastMessage(declined.msisdn, 'auto-recharge'))?.text).toMatch(/declined again and nothing was charged/);
    expect(await ledgerBalance(declined.msisdn)).toBe(1_000);

    // The card works again by the retry (the payer sorted it out with the bank): credited once.
    const recovers = await subscriber(1_000);
    const flaky = await savedCard(DECLINED_CARD);
    await put(recovers.headers, { kind: 'below', threshold: 2_000, amount: 5_000, monthlyCap: 20_000, cardToken: flaky }, 'ar');
    expect((await lastMessage(recovers.msisdn, 'auto-recharge'))?.text).toBe('نور موبايل: رُفضت تعبئتك التلقائية بمبلغ 5,000 د.ع من البطاقة •••• 0002. سنحاول مرة أخرى بعد ساعة.');
    const db = await getDb();
    await db.update(demoProviderCards).set({ verdict: 'succeeded' }).where(eq(demoProviderCards.token, flaky));
    const retryAt = new Date(Date.now() + RETRY_AFTER_MS + 60_000);
    await Promise.all([runAutoRecharge(retryAt), runAutoRecharge(retryAt)]);
    expect(await ledgerBalance(recovers.msisdn)).toBe(6_000);
    expect((await chargesOf(recovers.msisdn)).map((c) => c.status)).toEqual(['succeeded']);
  });

  it('a card charged while the core was down is credited by the job, even after the settings were saved again and cancelled', async () => {
    const { msisdn, headers } = await subscriber(1_000);
    const card = await savedCard();
    setCoreFaultsForTests({ errorRate: 1, methods: ['credit'] });
    try {
      expect((await put(headers, { kind: 'below', threshold: 2_000, amount: 5_000, monthlyCap: 20_000, cardToken: card })).status).toBe(200);
    } finally {
      setCoreFaultsForTests(undefined);
    }
    expect(await ledgerBalance(msisdn)).toBe(1_000);
    // The card is charged at the provider; the payment waits for the credit. Editing, then cancelling,
    // does not drop it.
    expect((await put(headers, { kind: 'below', threshold: 2_000, amount: 6_000, monthlyCap: 20_000, cardToken: card })).status).toBe(200);
    expect((await cancel(headers)).status).toBe(200);
    await runAutoRecharge(new Date(Date.now() + 2 * 60_000));
    expect(await ledgerBalance(msisdn)).toBe(6_000);
    expect(await paymentsOf(msisdn)).toEqual([{ status: 'succeeded', amount: 5_000 }]);
    expect((await chargesOf(msisdn)).map((c) => [c.amount, c.status])).toEqual([[5_000, 'succeeded']]);
  });

  it('saving the same threshold again while still below does not recharge again; a new threshold does', async () => {
    const { msisdn, headers } = await subscriber(1_000);
    const card = await savedCard();
    const settings = { kind: 'below', threshold: 5_000, amount: 1_000, monthlyCap: 50_000, cardToken: card };
    await put(headers, settings); // 2,000: still below 5,000
    await put(headers, { ...settings, monthlyCap: 40_000 });
    await put(headers, settings);
    expect(await ledgerBalance(msisdn)).toBe(2_000);
    await put(headers, { ...settings, threshold: 4_000 });
    expect(await ledgerBalance(msisdn)).toBe(3_000);
  });

  it('the job looks at every rule, past the first thousand', async () => {
    const { msisdn, headers } = await subscriber(9_000);
    const db = await getDb();
    const [{ id: accountId }] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, msisdn));
    // A thousand rules of other lines that are not due (set after this month's day), read before ours.
    const future = new Date(Date.now() + 400 * DAY);
    const fillers = Array.from({ length: 1_000 }, (_, i) => ({
      accountId,
      msisdn: `filler-${msisdn}-${i}`,
      kind: 'monthly' as const,
      dayOfMonth: 1,
      amount: 1_000,
      monthlyCap: 1_000,
      method: 'demo-card',
      cardToken: 'card_none',
      cardLabel: '•••• 0000',
      createdAt: future,
    }));
    await db.insert(autoRechargeRules).values(fillers);
    try {
      await put(headers, { kind: 'below', threshold: 5_000, amount: 5_000, monthlyCap: 20_000, cardToken: await savedCard() });
      await spend(msisdn, 8_000); // 1,000
      await runAutoRecharge(new Date(Date.now() + 60_000));
      expect(await ledgerBalance(msisdn)).toBe(6_000);
    } finally {
      await db.delete(autoRechargeRules).where(like(autoRechargeRules.msisdn, `filler-${msisdn}-%`));
    }
  });

  itRace('parallel saves of one line: each answers in our envelope, one rule runs', async () => {
    const { msisdn, headers } = await subscriber(9_000);
    const card = await savedCard();
    const replies = await Promise.all(
      [5_000, 6_000, 7_000, 8_000].map((amount) => put(headers, { kind: 'below', threshold: 2_000, amount, monthlyCap: 50_000, cardToken: card })),
    );
    expect(replies.map((r) => [r.status, r.json.success])).toEqual(Array.from({ length: 4 }, () => [200, true]));
    const db = await getDb();
    const running = await db.select().from(autoRechargeRules).where(and(eq(autoRechargeRules.msisdn, msisdn), isNull(autoRechargeRules.cancelledAt)));
    expect(running).toHaveLength(1);
  });

  it('cancel any time: no more charges, not even a retry already due; the settings explain their errors in en, ar and ku', async () => {
    const { msisdn, headers } = await subscriber(1_000);
    await put(headers, { kind: 'below', threshold: 2_000, amount: 5_000, monthlyCap: 20_000, cardToken: await savedCard(DECLINED_CARD) });
    const cancelled = await cancel(headers);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ success: true, message: 'Auto-recharge is cancelled. Nothing more will be charged.', data: { rule: null } });
    await runAutoRecharge(new Date(Date.now() + RETRY_AFTER_MS + 60_000));
    expect((await chargesOf(msisdn)).map((c) => c.status)).toEqual(['cancelled']);
    expect(await paymentsOf(msisdn)).toHaveLength(1);
    expect((await cancel(headers)).status).toBe(404);

    // A rule set and cancelled before its balance fell: nothing, ever.
    const other = await subscriber(9_000);
    await put(other.headers, { kind: 'below', threshold: 5_000, amount: 5_000, monthlyCap: 20_000, cardToken: await savedCard() });
    await cancel(other.headers);
    await spend(other.msisdn, 8_000);
    await runAutoRecharge(new Date(Date.now() + 60_000));
    expect(await chargesOf(other.msisdn)).toEqual([]);

    // Validation, in the page's language.
    const bad = { kind: 'below', amount: 500, monthlyCap: 600_000, cardToken: '' };
    const en = await put(headers, bad);
    expect(en.status).toBe(400);
    expect(en.json.data.errors).toEqual({
      threshold: 'Enter an amount.',
      amount: 'Enter an amount from 1,000 to 100,000 IQD.',
      monthlyCap: 'Enter a monthly cap of at most 500,000 IQD.',
      cardToken: 'Enter the card number, expiry and security code.',
    });
    const ar = await put(headers, bad, 'ar');
    expect(ar.json.data.errors.amount).toBe('أدخل مبلغاً من 1,000 إلى 100,000 د.ع.');
    const ku = await put(headers, { kind: 'monthly', dayOfMonth: 31, amount: 5_000, monthlyCap: 4_000, cardToken: 'x' }, 'ku');
    expect(ku.json.data.errors).toMatchObject({ dayOfMonth: 'ڕۆژێک لە 1 تا 28 هەڵبژێرە.' });
    const below = await put(headers, { kind: 'below', amount: 5_000, monthlyCap: 4_000, cardToken: 'x' });
    expect(below.json.data.errors).toEqual({ threshold: 'Enter an amount.', monthlyCap: 'The monthly cap must be at least the amount to recharge.' });
    const unknownCard = await put(headers, { kind: 'below', threshold: 2_000, amount: 5_000, monthlyCap: 5_000, cardToken: 'card_not-a-saved-card' });
    expect(unknownCard.json.data.errors).toEqual({ cardToken: 'This card is not saved at the payment provider. Enter it again.' });
    expect((await callApi(route, { url: '/x?lang=en' })).status).toBe(401);
    // The provider's form knows its test cards only ("constructor" once reached the database as a verdict: 500).
    const odd = await callApi(cardsRoute, { method: 'POST', url: '/x?lang=en', body: { cardNumber: 'constructor', expiry: '12/39', cvc: '123' } });
    expect(odd.status).toBe(400);
    expect(odd.json.data.errors.cardNumber).toBeTruthy();
  });
});
