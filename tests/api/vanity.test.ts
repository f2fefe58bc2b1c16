/**
 * Vanity numbers through the API (spec sections 3, 4, 8 and 9): search (4 to 6 digits), reserve (fee
 * from the balance through the ledger, once per Idempotency-Key; at most 5 live reservations; a taken
 * number is "Number not available", also when two people ask at the same moment; a fee the core refuses
 * after the number was claimed undoes the claim), the list, cancel (the fee is kept) and the 48-hour
 * expiry job. Each test reserves numbers of its own (0776…), from lines of
 * its own, so the tests pass alone and in any order.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { accounts, ledgerEntries, notifications, outbox, vanityNumbers, vanityReservations } from '@/lib/server/db/schema';
import { JOBS } from '@/lib/server/job-list';
import { CoreUnavailableError, setCoreFaultsForTests, setCoreForTests, UnknownLineError, type MoneyMovement, type OperatorCore } from '@/lib/server/core';
import { embeddedCore } from '@/lib/server/core/embedded';
import { expireVanityReservations } from '@/lib/server/services/vanity';
import transactionsRoute from '@/pages/api/v1/account/transactions';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, freshVanityNumber, ledgerBalance, signInAs } from '@/lib/server/testing/operator';
import { VANITY_PRICES, vanityPromoPrice, vanityType, type VanityType } from '@/lib/vanity';
import reservationById from '@/pages/api/v1/vanity/reservations/[id]';
import reservationList from '@/pages/api/v1/vanity/reservations/index';
import reserveRoute from '@/pages/api/v1/vanity/reserve';
import searchRoute from '@/pages/api/v1/vanity/search';

const BRONZE_FEE = VANITY_PRICES.bronze.reservationFee;
const search = (query: string) => callApi(searchRoute, { url: `/x?${query}` });
const reserve = (headers: Record<string, string>, number: string, extra: Record<string, string> = {}) =>
  callApi(reserveRoute, {
    method: 'POST',
    url: '/x?lang=en',
    headers: { ...headers, ...extra },
    body: { number, name: 'Zainab Ali Hassan', contactNumber: '07501234567' },
  });
const cancel = (headers: Record<string, string>, id: string) => callApi(reservationById, { method: 'DELETE', url: `/x?lang=en&id=${id}`, headers });
const list = (headers: Record<string, string>) => callApi(reservationList, { url: '/x?lang=en', headers });

async function statusOf(number: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ status: vanityNumbers.status }).from(vanityNumbers).where(eq(vanityNumbers.number, number));
  return row.status;
}

/** Titles (en) of the notifications of the account of that line, oldest first. */
async function notesOf(msisdn: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ title: notifications.titles })
    .from(notifications)
    .innerJoin(accounts, eq(accounts.id, notifications.accountId))
    .where(and(eq(accounts.msisdn, msisdn), like(notifications.reference, 'vanity:%')))
    .orderBy(asc(notifications.id));
  return rows.map((row) => row.title.en);
}

async function feeRows(msisdn: string): Promise<number> {
  const db = await getDb();
  return (await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.msisdn, msisdn), eq(ledgerEntries.reason, 'vanity-reservation')))).length;
}

/**
 * The demo core, except that the charge of a reservation fee meets `before` first: it runs after the
 * balance was looked at and the number claimed, so what it does (spend the balance elsewhere, refuse)
 * happens at the worst moment.
 */
function coreWithFeeCharge(before: (fee: MoneyMovement) => Promise<void>): OperatorCore {
  return Object.assign(Object.create(embeddedCore) as OperatorCore, {
    async charge(input: MoneyMovement) {
      if (input.reason === 'vanity-reservation') await before(input);
      return embeddedCore.charge(input);
    },
  });
}

/** Another device of the same line spends all but 2,000 IQD of it meanwhile. */
const spendAllBut2000 = async (fee: MoneyMovement) => {
  const balance = await embeddedCore.getBalance(fee.msisdn);
  await embeddedCore.charge({ msisdn: fee.msisdn, amount: balance - 2_000, reason: 'addon-purchase', reference: `elsewhere:${fee.reference}` });
};

describeWithDatabase('vanity numbers', () => {
  describe('search', () => {
    it.each([['digits=123'], ['digits=1234567'], ['digits=12a4'], ['digits='], [''], ['digits=1234&digits=5678']])(
      'refuses %j with a 400 that says to type 4 to 6 digits',
      async (query) => {
        const reply = await search(`lang=en&${query}`);
        expect(reply.status).toBe(400);
        expect(reply.json).toMatchObject({ success: false, message: 'Enter 4 to 6 digits.', data: { errors: { digits: 'Enter 4 to 6 digits.' } } });
      },
    );

    it('says it in the page language', async () => {
      expect((await search('lang=ar&digits=12')).json.message).toBe('أدخل من 4 إلى 6 أرقام.');
    });

    it('answers the numbers on sale that contain the digits, with type, price, fee and the 5 % promo price', async () => {
      const reply = await search('lang=en&digits=4444');
      expect(reply.status).toBe(200);
      const results = reply.json.data as Array<Record<string, unknown>>;
      expect(results.length).toBeGreaterThan(0);
      for (const r of results) {
        expect(Object.keys(r).sort()).toEqual(['number', 'price', 'promoPrice', 'reservationFee', 'type']);
        expect(r.number).toContain('4444');
        expect(r.type).toBe(vanityType(r.number as string));
        expect(r.price).toBe(VANITY_PRICES[r.type as VanityType].price);
        expect(r.reservationFee).toBe(VANITY_PRICES[r.type as VanityType].reservationFee);
        expect(r.promoPrice).toBe(Math.round((r.price as number) * 0.95));
      }
      expect(vanityPromoPrice(100_000)).toBe(95_000);
    });

    it('the seed has at least 300 numbers of all three types', async () => {
      const db = await getDb();
      const rows = await db.select({ type: vanityNumbers.type }).from(vanityNumbers);
      expect(rows.length).toBeGreaterThanOrEqual(300);
      expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['gold', 'silver', 'bronze']));
    });
  });

  describe('reserve', () => {
    it('needs a signed-in subscriber', async () => {
      const reply = await reserve({}, await freshVanityNumber());
      expect(reply.status).toBe(401);
    });

    it('a MiFi router line cannot reserve ("Service not available for your line")', async () => {
      const mifi = await freshLine({ balance: 20_000, kind: 'mifi' });
      const number = await freshVanityNumber();
      const reply = await reserve(await signInAs(mifi), number);
      expect(reply.status).toBe(403);
      expect(reply.json.message).toBe('Service not available for your line.');
      expect(await statusOf(number)).toBe('available');
      expect(await ledgerBalance(mifi)).toBe(20_000);
    });

    it('takes the fee once: a retry with the same Idempotency-Key answers the same reservation', async () => {
      const msisdn = await freshLine({ balance: 20_000 });
      const headers = await signInAs(msisdn);
      const number = await freshVanityNumber();
      const first = await reserve(headers, number, { 'Idempotency-Key': `vanity-${number}` });
      expect(first.status).toBe(200);
      expect(first.json.data).toEqual({ reservationId: expect.any(String), number, reservationFee: BRONZE_FEE, expiresAt: expect.any(String) });
      const hours = (Date.parse(first.json.data.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(47.9);
      expect(hours).toBeLessThanOrEqual(48);

      const again = await reserve(headers, number, { 'Idempotency-Key': `vanity-${number}` });
      expect(again.status).toBe(200);
      expect(again.json.data.reservationId).toBe(first.json.data.reservationId);
      // Even without the key, asking again for a number one holds charges nothing more.
      const third = await reserve(headers, number);
      expect(third.json.data.reservationId).toBe(first.json.data.reservationId);

      expect(await ledgerBalance(msisdn)).toBe(20_000 - BRONZE_FEE);
      expect(await feeRows(msisdn)).toBe(1);
      // The balance history names the charge.
      const history = await callApi(transactionsRoute, { url: '/x?lang=en', headers });
      expect(history.json.data).toContainEqual(expect.objectContaining({ amount: -BRONZE_FEE, reason: 'vanity-reservation', label: 'Vanity number reservation fee' }));
      // One SMS with the deadline, in the request's language.
      const db = await getDb();
      const texts = await db.select({ text: outbox.text }).from(outbox).where(and(eq(outbox.to, msisdn), eq(outbox.purpose, 'vanity-reserved')));
      expect(texts).toEqual([{ text: `${number} is reserved for you. Bring your ID to a Nour shop within 48 hours, or the reservation ends. Reservation fee paid: 5,000 IQD (not refundable).` }]);
      expect(await statusOf(number)).toBe('reserved');
      const found = await search(`digits=${number.slice(-6)}`);
      expect(found.json.data.map((r: { number: string }) => r.number)).not.toContain(number);
      // One notification in the account, whatever the retries.
      expect(await notesOf(msisdn)).toEqual(['Number reserved']);
    });

    it('a number someone else holds: "Number not available", nothing charged', async () => {
      const number = await freshVanityNumber();
      expect((await reserve(await signInAs(await freshLine({ balance: 10_000 })), number)).status).toBe(200);
      const late = await freshLine({ balance: 10_000 });
      const reply = await reserve(await signInAs(late), number);
      expect(reply.status).toBe(409);
      expect(reply.json.message).toBe('Number not available');
      expect(await ledgerBalance(late)).toBe(10_000);
    });

    it('not enough balance: says the balance and the fee, the number stays on sale', async () => {
      const msisdn = await freshLine({ balance: 1_000 });
      const number = await freshVanityNumber();
      const reply = await reserve(await signInAs(msisdn), number);
      expect(reply.status).toBe(400);
      expect(reply.json.message).toBe('Not enough balance: your balance is 1,000 IQD and the reservation fee is 5,000 IQD. Recharge and try again.');
      expect(await statusOf(number)).toBe('available');
      expect(await ledgerBalance(msisdn)).toBe(1_000);
    });

    it('a sixth live reservation is refused; after a cancel there is room again', async () => {
      const msisdn = await freshLine({ balance: 100_000 });
      const headers = await signInAs(msisdn);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const reply = await reserve(headers, await freshVanityNumber());
        expect(reply.status).toBe(200);
        ids.push(reply.json.data.reservationId);
      }
      const sixth = await freshVanityNumber();
      const refused = await reserve(headers, sixth);
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe('You already hold 5 reserved numbers, the most allowed. Cancel one to reserve another.');
      expect(await statusOf(sixth)).toBe('available');
      expect(await ledgerBalance(msisdn)).toBe(100_000 - 5 * BRONZE_FEE);

      expect((await cancel(headers, ids[0])).status).toBe(200);
      expect((await reserve(headers, sixth)).status).toBe(200);
    });

    itRace('two people reserve the same number at the same moment: exactly one gets it, one fee taken', async () => {
      const number = await freshVanityNumber('gold');
      const people = [await freshLine({ balance: 50_000 }), await freshLine({ balance: 50_000 })];
      const replies = await Promise.all(people.map(async (msisdn) => reserve(await signInAs(msisdn), number)));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = replies.find((r) => r.status === 409)!;
      expect(loser.json.message).toBe('Number not available');
      const fees = (await feeRows(people[0])) + (await feeRows(people[1]));
      expect(fees).toBe(1);
      const db = await getDb();
      expect(await db.select().from(vanityReservations).where(eq(vanityReservations.number, number))).toHaveLength(1);
    });

    itRace('8 reservations of different numbers by one subscriber at the same moment: never more than 5', async () => {
      const msisdn = await freshLine({ balance: 100_000 });
      const headers = await signInAs(msisdn);
      const numbers = await Promise.all(Array.from({ length: 8 }, () => freshVanityNumber()));
      const replies = await Promise.all(numbers.map((number) => reserve(headers, number)));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(3);
      expect(await ledgerBalance(msisdn)).toBe(100_000 - 5 * BRONZE_FEE);
    });
  });

  describe('a fee refused after the number was claimed: the claim is undone', () => {
    afterEach(() => {
      setCoreForTests(undefined);
      setCoreFaultsForTests(undefined);
    });

    /** Nothing charged, nothing held: the number is on sale again and another subscriber can reserve it. */
    async function expectUndone(msisdn: string, headers: Record<string, string>, number: string, balance: number) {
      expect(await statusOf(number)).toBe('available');
      expect((await list(headers)).json.data).toEqual([]);
      expect(await ledgerBalance(msisdn)).toBe(balance);
      expect(await feeRows(msisdn)).toBe(0);
      const db = await getDb();
      expect(await db.select().from(outbox).where(and(eq(outbox.to, msisdn), eq(outbox.purpose, 'vanity-reserved')))).toEqual([]);
      setCoreForTests(undefined);
      setCoreFaultsForTests(undefined);
      expect((await reserve(await signInAs(await freshLine({ balance: 10_000 })), number)).status).toBe(200);
    }

    it.each([
      [
        'not enough balance (spent meanwhile)',
        spendAllBut2000,
        { status: 400, message: 'Not enough balance: your balance is 2,000 IQD and the reservation fee is 5,000 IQD. Recharge and try again.' },
        2_000,
      ],
      [
        'the core refuses the line',
        async (fee: MoneyMovement) => {
          throw new UnknownLineError(fee.msisdn);
        },
        { status: 404, message: 'Service not available for your line.' },
        20_000,
      ],
      [
        'the core fails before the call',
        async () => {
          throw new CoreUnavailableError('error');
        },
        { status: 503, message: 'Cannot fetch information now.' },
        20_000,
      ],
    ])('%s', async (_, before, answer, balanceAfter) => {
      const msisdn = await freshLine({ balance: 20_000 });
      const headers = await signInAs(msisdn);
      const number = await freshVanityNumber();
      setCoreForTests(coreWithFeeCharge(before));
      const reply = await reserve(headers, number);
      expect({ status: reply.status, message: reply.json.message }).toEqual(answer);
      await expectUndone(msisdn, headers, number, balanceAfter);
    });

    it('the answer of a refused fee was lost: the number stays held while nobody knows, and the retry, refused, undoes it', async () => {
      const msisdn = await freshLine({ balance: 20_000 });
      const headers = await signInAs(msisdn);
      const number = await freshVanityNumber();
      setCoreForTests(coreWithFeeCharge(spendAllBut2000));
      setCoreFaultsForTests({ lostAnswerRate: 1, timeoutMs: 20, methods: ['charge'] });
      const first = await reserve(headers, number, { 'Idempotency-Key': `vanity-${number}` });
      expect(first.status).toBe(503);
      expect(first.json.message).toBe('We could not confirm whether this went through. Check your balance and history before you try again.');
      expect(await statusOf(number)).toBe('reserved');

      setCoreForTests(undefined);
      setCoreFaultsForTests(undefined);
      const retried = await reserve(headers, number, { 'Idempotency-Key': `vanity-${number}` });
      expect(retried.status).toBe(400);
      expect(retried.json.message).toBe('Not enough balance: your balance is 2,000 IQD and the reservation fee is 5,000 IQD. Recharge and try again.');
      await expectUndone(msisdn, headers, number, 2_000);
    });

    itRace('two reservations at the same moment with the balance for one fee: one is reserved, the other number is back on sale', async () => {
      const msisdn = await freshLine({ balance: BRONZE_FEE });
      const headers = await signInAs(msisdn);
      const numbers = [await freshVanityNumber(), await freshVanityNumber()];
      const replies = await Promise.all(numbers.map((number) => reserve(headers, number)));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
      const won = numbers[replies.findIndex((r) => r.status === 200)];
      const lost = numbers[replies.findIndex((r) => r.status === 400)];
      expect(await statusOf(won)).toBe('reserved');
      expect(await statusOf(lost)).toBe('available');
      expect((await list(headers)).json.data).toEqual([expect.objectContaining({ number: won, status: 'active' })]);
      expect(await ledgerBalance(msisdn)).toBe(0);
      expect(await feeRows(msisdn)).toBe(1);
    });
  });

  describe('my reservations, cancel and expiry', () => {
    it('cancel: the number goes back on sale and the fee is kept; only the owner can, and only once', async () => {
      const msisdn = await freshLine({ balance: 10_000 });
      const headers = await signInAs(msisdn);
      const number = await freshVanityNumber();
      const { reservationId } = (await reserve(headers, number)).json.data;

      const stranger = await cancel(await signInAs(await freshLine()), reservationId);
      expect(stranger.status).toBe(404);
      expect(await statusOf(number)).toBe('reserved');

      const reply = await cancel(headers, reservationId);
      expect(reply.status).toBe(200);
      expect(reply.json.message).toContain('The reservation fee is not refunded.');
      expect(await statusOf(number)).toBe('available');
      expect(await ledgerBalance(msisdn)).toBe(10_000 - BRONZE_FEE);

      const twice = await cancel(headers, reservationId);
      expect(twice.status).toBe(409);
      expect(twice.json.message).toBe('This reservation has already ended.');
      expect(await notesOf(msisdn)).toEqual(['Number reserved', 'Reservation cancelled']);

      const mine = await list(headers);
      expect(mine.status).toBe(200);
      expect(mine.json.data).toEqual([expect.objectContaining({ reservationId, number, status: 'cancelled', reservationFee: BRONZE_FEE, type: 'bronze', name: 'Zainab Ali Hassan', contactNumber: '07501234567' })]);
      expect((await list({})).status).toBe(401);
    });

    it('the expiry job ends reservations after 48 hours and frees the numbers, once (run twice)', async () => {
      const msisdn = await freshLine({ balance: 10_000 });
      const headers = await signInAs(msisdn);
      const number = await freshVanityNumber();
      const { reservationId, expiresAt } = (await reserve(headers, number)).json.data;
      const due = Date.parse(expiresAt);

      expect(await expireVanityReservations(new Date(due - 60_000))).toBe(0);
      expect(await statusOf(number)).toBe('reserved');

      // Other tests' reservations may expire in this run too; ours must be among them.
      const job = JOBS.find((j) => j.name === 'vanity-expiry')!;
      expect(await job.run(new Date(due + 60_000))).toBeGreaterThanOrEqual(1);
      expect(await job.run(new Date(due + 60_000))).toBe(0);
      expect(await statusOf(number)).toBe('available');
      // Told once, in the language of the reservation.
      const db = await getDb();
      const sms = await db.select({ text: outbox.text }).from(outbox).where(and(eq(outbox.to, msisdn), eq(outbox.purpose, 'vanity-expired')));
      expect(sms).toEqual([
        { text: `Your reservation of ${number} has ended: the documents were not brought within 48 hours. The number is back on sale and the reservation fee is not refunded.` },
      ]);
      const [mine] = (await list(headers)).json.data;
      expect(mine).toMatchObject({ reservationId, status: 'expired' });
      // The fee is not refunded, and cancelling an expired reservation changes nothing.
      expect(await ledgerBalance(msisdn)).toBe(10_000 - BRONZE_FEE);
      expect((await cancel(headers, reservationId)).status).toBe(409);
      expect(await notesOf(msisdn)).toEqual(['Number reserved', 'Reservation expired']);
    });

    itRace('two servers run the expiry job at the same moment: each reservation ends once', async () => {
      const headers = await signInAs(await freshLine({ balance: 20_000 }));
      const numbers = [await freshVanityNumber(), await freshVanityNumber(), await freshVanityNumber()];
      for (const number of numbers) expect((await reserve(headers, number)).status).toBe(200);
      const later = new Date(Date.now() + 49 * 3_600_000);
      const [a, b] = await Promise.all([expireVanityReservations(later), expireVanityReservations(later)]);
      expect(a + b).toBeGreaterThanOrEqual(3);
      const db = await getDb();
      const ended = await db.select().from(vanityReservations).where(eq(vanityReservations.status, 'expired'));
      // Every reservation that ended was counted by exactly one of the two runs.
      expect(a + b).toBe(ended.filter((r) => r.endedAt?.getTime() === later.getTime()).length);
      for (const number of numbers) expect(await statusOf(number)).toBe('available');
      const msisdn = (await db.select({ msisdn: vanityReservations.msisdn }).from(vanityReservations).where(eq(vanityReservations.number, numbers[0])))[0].msisdn;
      expect(await db.select().from(outbox).where(and(eq(outbox.to, msisdn), eq(outbox.purpose, 'vanity-expired')))).toHaveLength(3);
    });
  });
});
