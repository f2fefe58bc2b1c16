/**
 * Property: after any sequence of money operations (purchases, recharges, scratch cards, transfers,
 * retries of the same operation, refused ones, operations hit by injected faults), run in concurrent
 * batches, every line's reported balance equals SUM(ledger), equals what a simple model of the
 * operations that succeeded predicts, and is never negative. Several seeds; a seeded PRNG makes every
 * run reproducible (the seed is in the test name).
 */
import { getDb } from '@/lib/server/db';
import { scratchCards } from '@/lib/server/db/schema';
import { hashCardNumber } from '@/lib/server/db/seed/operator';
import { describeEachDatabase } from '@/lib/server/testing/db';
import { ledgerBalance } from '@/lib/server/testing/operator';
import { core, CoreUnavailableError, DailyCapError, InsufficientBalanceError, setCoreFaultsForTests } from '../index';

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

type Delta = Record<string, number>;
interface Op {
  name: string;
  /** The balance changes if the operation goes through (applied). */
  delta: Delta;
  run(): Promise<{ applied: boolean }>;
}

const SEEDS = [1, 7, 2026];
const STEPS = 160;
const BATCH = 6;

describeEachDatabase('ledger property: balances are the sum of the ledger and never negative', () => {
  const model: Record<string, number> = {};
  const usedCards = new Set<number>();
  let references = 0;

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
        return { name: `charge ${value} ${msisdn}`, delta: { [msisdn]: -value }, run: () => core().charge({ msisdn, amount: value, reason: 'addon-purchase', reference }) };
      }
      if (kind < 0.45) {
        const msisdn = pick(LINES);
        const value = amount(20_000);
        return { name: `credit ${value} ${msisdn}`, delta: { [msisdn]: value }, run: () => core().credit({ msisdn, amount: value, reason: 'card-recharge', reference }) };
      }
      if (kind < 0.65) {
        const payer = pick(LINES);
        const receiver = random() < 0.3 ? pick(LINES) : payer;
        const addon = pick(ADDONS);
        return {
          name: `subscribe ${addon.id} ${payer}→${receiver}`,
          delta: { [payer]: -addon.price },
          run: () => core().subscribe({ msisdn: receiver, payer, addonId: addon.id, price: addon.price, reason: 'addon-purchase', reference }),
        };
      }
      if (kind < 0.88) {
        const from = pick(LINES);
        const to = pick(LINES.filter((l) => l !== from));
        const value = amount(60_000);
        return {
          name: `transfer ${value} ${from}→${to}`,
          delta: { [from]: -value, [to]: value },
          run: () => core().transfer({ from, to, amount: value, reference: `transfer:${reference}`, dailyCap: random() < 0.5 ? 100_000 : 10_000_000 }),
        };
      }
      const card = Math.floor(random() * (CARD_COUNT + 3)); // some numbers are no card at all
      const msisdn = pick(LINES);
      return {
        name: `scratch card ${card} ${msisdn}`,
        delta: { [msisdn]: 1_000 * (card + 1) },
        async run() {
          const result = await core().redeemScratchCard({ msisdn, cardNumber: cardNumber(card) });
          if (result) {
            expect(card < CARD_COUNT && !usedCards.has(card)).toBe(true); // a card works once, an unknown one never
            usedCards.add(card);
          }
          return { applied: result !== null };
        },
      };
    }

    // One dice for the faults, one for the operations: both seeded.
    setCoreFaultsForTests({ errorRate: 0.1, timeoutRate: 0.05, timeoutMs: 5 }, prng(seed * 31 + 1));
    const outcomes = { applied: 0, replayed: 0, refused: 0, faults: 0 };
    for (let step = 0; step < STEPS; step += BATCH) {
      const batch = Array.from({ length: BATCH }, () => {
        const op = makeOp();
        done.push({ make: () => op });
        return op;
      });
      const results = await Promise.allSettled(batch.map((op) => op.run()));
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') {
          if (!result.value.applied) return void outcomes.replayed++;
          outcomes.applied++;
          for (const [msisdn, change] of Object.entries(batch[i].delta)) model[msisdn] += change;
          return;
        }
        const error = result.reason;
        if (error instanceof CoreUnavailableError) outcomes.faults++;
        else if (error instanceof InsufficientBalanceError || error instanceof DailyCapError) outcomes.refused++;
        else throw new Error(`${batch[i].name}: ${error}`);
      });
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
  }, 120_000);
});
