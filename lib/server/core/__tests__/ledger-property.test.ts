/**
 * Property: after any sequence of money operations (purchases, recharges, scratch cards, transfers,
 * retries of the same operation, refused ones, operations hit by injected faults), run in concurrent
 * batches, every line's reported balance equals SUM(ledger), equals what a simple model of the
 * operations that succeeded predicts, and is never negative. Several seeds; a seeded PRNG makes every
 * run reproducible (the seed is in the test name).
 *
 * The faults include the lost answer (the core applied the change, or refused it, then its answer never
 * came back: `CoreUnconfirmedError`). The customer told "we could not confirm" checks their history, as
 * the message asks: the operation's ledger rows are there in full or not at all, the model counts what
 * is there (each reference once), and the same request retried then changes nothing more.
 */
import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { ledgerEntries, scratchCards } from '@/lib/server/db/schema';
import { hashCardNumber } from '@/lib/server/db/seed/operator';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { ledgerBalance } from '@/lib/server/testing/operator';
import { core, CoreUnavailableError, CoreUnconfirmedError, DailyCapError, InsufficientBalanceError, setCoreFaultsForTests } from '../index';

/** mulberry32: a small seeded PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LINES = ['07701234567', '07701234568', '07709876543', '07700000009', '07701111111'];
const ADDONS = [
  { id: 101, price: 5_000 },
  { id: 104, price: 3_000 },
  { id: 111, price: 6_000 },
  { id: 121, price: 2_000 },
  { id: 132, price: 45_000 },
];
const CARD_COUNT = 12;
const cardNumber = (i: number) => `9${String(i).padStart(13, '0')}`;

/** A ledger row an operation writes when it goes through. */
interface Row {
  msisdn: string;
  amount: number;
  reference: string;
}
interface Op {
  name: string;
  /** The ledger rows (so the balance changes) if the operation goes through (applied). */
  rows: Row[];
  run(): Promise<{ applied: boolean }>;
}

/** Ledger rows of these references, as the customer's history shows them. */
async function ledgerRowsOf(references: string[]): Promise<Row[]> {
  const db = await getDb();
  return db
    .select({ msisdn: ledgerEntries.msisdn, amount: ledgerEntries.amount, reference: ledgerEntries.reference })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.reference, references)) as Promise<Row[]>;
}

const SEEDS = [1, 7, 2026];
const STEPS = 160;
const BATCH = 6;

describeWithDatabase('ledger property: balances are the sum of the ledger and never negative', () => {
  const model: Record<string, number> = {};
  /** The ledger references the model has counted: an operation counted twice is money doubled. */
  const counted = new Set<string>();
  let references = 0;

  function count(op: Op): void {
    for (const row of op.rows) {
      expect({ op: op.name, reference: row.reference, countedBefore: counted.has(row.reference) }).toEqual({ op: op.name, reference: row.reference, countedBefore: false });
      counted.add(row.reference);
      model[row.msisdn] += row.amount;
    }
  }

  beforeAll(async () => {
    for (const msisdn of LINES) model[msisdn] = await ledgerBalance(msisdn);
    const db = await getDb();
    await db.insert(scratchCards).values(Array.from({ length: CARD_COUNT }, (_, i) => ({ numberHash: hashCardNumber(cardNumber(i)), value: 1_000 * (i + 1) })));
  });
  afterAll(() => setCoreFaultsForTests(undefined));

  it.each(SEEDS)('seed %i', async (seed) => {
    const random = prng(seed);
    const pick = <T,>(list: T[]): T => list[Math.floor(random() * list.length)];
    const amount = (max: number) => 1 + Math.floor(random() * max);
    const done: Array<{ make: () => Op }> = [];

    function makeOp(): Op {
      const reference = `prop:${seed}:${++references}`;
      const kind = random();
      if (kind < 0.1 && done.length > 0) return pick(done).make(); // the same operation retried
      if (kind < 0.3) {
        const msisdn = pick(LINES);
        const value = amount(30_000);
        return { name: `charge ${value} ${msisdn}`, rows: [{ msisdn, amount: -value, reference }], run: () => core().charge({ msisdn, amount: value, reason: 'addon-purchase', reference }) };
      }
      if (kind < 0.45) {
        const msisdn = pick(LINES);
        const value = amount(20_000);
        return { name: `credit ${value} ${msisdn}`, rows: [{ msisdn, amount: value, reference }], run: () => core().credit({ msisdn, amount: value, reason: 'card-recharge', reference }) };
      }
      if (kind < 0.65) {
        const payer = pick(LINES);
        const receiver = random() < 0.3 ? pick(LINES) : payer;
        const addon = pick(ADDONS);
        return {
          name: `subscribe ${addon.id} ${payer}→${receiver}`,
          rows: [{ msisdn: payer, amount: -addon.price, reference }],
          run: () => core().subscribe({ msisdn: receiver, payer, addonId: addon.id, price: addon.price, reason: 'addon-purchase', reference }),
        };
      }
      if (kind < 0.88) {
        const from = pick(LINES);
        const to = pick(LINES.filter((l) => l !== from));
        const value = amount(60_000);
        const dailyCap = random() < 0.5 ? 100_000 : 10_000_000;
        return {
          name: `transfer ${value} ${from}→${to}`,
          rows: [
            { msisdn: from, amount: -value, reference: `transfer:${reference}:out` },
            { msisdn: to, amount: value, reference: `transfer:${reference}:in` },
          ],
          run: () => core().transfer({ from, to, amount: value, reference: `transfer:${reference}`, dailyCap }),
        };
      }
      const card = Math.floor(random() * (CARD_COUNT + 3)); // some numbers are no card at all
      const msisdn = pick(LINES);
      return {
        name: `scratch card ${card} ${msisdn}`,
        rows: [{ msisdn, amount: 1_000 * (card + 1), reference: `card:${hashCardNumber(cardNumber(card))}` }],
        async run() {
          const result = await core().redeemScratchCard({ msisdn, cardNumber: cardNumber(card) });
          // An unknown number never works; a card works once (its reference is counted once).
          if (result) expect({ card, known: card < CARD_COUNT }).toEqual({ card, known: true });
          return { applied: result !== null };
        },
      };
    }

    const outcomes = { applied: 0, replayed: 0, refused: 0, faults: 0, unconfirmed: 0, lostAfterApplying: 0 };
    /** Operations whose answer was lost: applied or not, nobody knows yet. */
    const doubts: Op[] = [];

    function settle(op: Op, result: PromiseSettledResult<{ applied: boolean }>): void {
      if (result.status === 'fulfilled') {
        if (!result.value.applied) return void outcomes.replayed++;
        outcomes.applied++;
        return count(op);
      }
      const error = result.reason;
      if (error instanceof CoreUnconfirmedError) {
        outcomes.unconfirmed++;
        doubts.push(op);
      } else if (error instanceof CoreUnavailableError) outcomes.faults++;
      else if (error instanceof InsufficientBalanceError || error instanceof DailyCapError) outcomes.refused++;
      else throw new Error(`${op.name}: ${error}`);
    }

    /**
     * The customer told "we could not confirm" looks at their history, then sends the same request again
     * (the core answering by then). The operation is in the ledger in full or not at all; when it is, the
     * model counts it (unless an answer that did arrive counted it already) and the retry changes nothing.
     * When it is not, the retry is a new attempt like any other.
     */
    async function resolve(op: Op): Promise<void> {
      const found = await ledgerRowsOf(op.rows.map((row) => row.reference));
      const present = op.rows.filter((row) => found.some((f) => f.reference === row.reference && f.msisdn === row.msisdn && f.amount === row.amount));
      expect({ op: op.name, rowsPresent: present.length }).toEqual({ op: op.name, rowsPresent: present.length === 0 ? 0 : op.rows.length });
      const [retried] = await Promise.allSettled([op.run()]);
      if (present.length === 0) return settle(op, retried);
      outcomes.lostAfterApplying++;
      if (!op.rows.every((row) => counted.has(row.reference))) count(op);
      expect({ op: op.name, retried: retried.status === 'fulfilled' ? { applied: retried.value.applied } : String(retried.reason) }).toEqual({
        op: op.name,
        retried: { applied: false },
      });
    }

    // One dice for the faults, one for the operations: both seeded.
    const faults = { errorRate: 0.1, timeoutRate: 0.05, lostAnswerRate: 0.1, timeoutMs: 5 };
    const faultDice = prng(seed * 31 + 1);
    setCoreFaultsForTests(faults, faultDice);
    for (let step = 0; step < STEPS; step += BATCH) {
      const batch = Array.from({ length: BATCH }, () => {
        const op = makeOp();
        done.push({ make: () => op });
        return op;
      });
      const results = await Promise.allSettled(batch.map((op) => op.run()));
      results.forEach((result, i) => settle(batch[i], result));
      if (doubts.length > 0) {
        setCoreFaultsForTests(undefined);
        for (const op of doubts.splice(0)) await resolve(op);
        setCoreFaultsForTests(faults, faultDice);
      }
      for (const msisdn of LINES) expect(model[msisdn]).toBeGreaterThanOrEqual(0);
    }
    setCoreFaultsForTests(undefined);

    for (const msisdn of LINES) {
      const reported = await core().getBalance(msisdn);
      expect({ msisdn, reported }).toEqual({ msisdn, reported: model[msisdn] });
      expect(await ledgerBalance(msisdn)).toBe(reported);
      expect(reported).toBeGreaterThanOrEqual(0);
    }
    // The run exercised every kind of outcome.
    expect(outcomes.applied).toBeGreaterThan(20);
    expect(outcomes.replayed).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.faults).toBeGreaterThan(0);
    expect(outcomes.unconfirmed).toBeGreaterThan(0);
    expect(outcomes.lostAfterApplying).toBeGreaterThan(0);
  }, 60_000);
});
