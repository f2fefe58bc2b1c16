import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { ledgerEntries } from '@/lib/server/db/schema';
import { describeEachDatabase } from '@/lib/server/testing/db';
import { ledgerBalance } from '@/lib/server/testing/operator';
import { core, CoreUnavailableError, DailyCapError, InsufficientBalanceError, setCoreFaultsForTests, UnknownLineError } from '../index';
import { startOfBaghdadDay } from '../embedded';

const A = '07701234567'; // 25,000
const B = '07701111111'; // 2,000
const C = '07709876543'; // 0

describeEachDatabase('embedded operator core', () => {
  afterEach(() => setCoreFaultsForTests(undefined));

  it('reads lines: ours, and null for any other number', async () => {
    expect(await core().getLine(A)).toEqual({ msisdn: A, type: 'prepaid', status: 'active', blockedForPurchases: false, kind: 'mobile', ownerAccountId: expect.any(Number) });
    expect((await core().getLine('07700000009'))?.blockedForPurchases).toBe(true);
    expect(await core().getLine('07801234567')).toBeNull();
    expect(await core().getBalance(A)).toBe(25_000);
  });

  it('parallel charges never take the balance below zero', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => core().charge({ msisdn: A, amount: 3_000, reason: 'addon-purchase', reference: `t:parallel:${i}` })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(8);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientBalanceError)).toBe(true);
    expect(await core().getBalance(A)).toBe(1_000);
    expect(await ledgerBalance(A)).toBe(1_000);
  });

  it('a reference is applied once, however often and however concurrently it is retried', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => core().credit({ msisdn: A, amount: 9_000, reason: 'card-recharge', reference: 't:credit-once' })),
    );
    expect(replies.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(replies.map((r) => r.balance))).toEqual(new Set([10_000]));
    const db = await getDb();
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, 't:credit-once'))).toHaveLength(1);
  });

  it('transfers in both directions at once: no deadlock, money conserved, two rows each', async () => {
    const total = (await ledgerBalance(A)) + (await ledgerBalance(B));
    const runs = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? core().transfer({ from: A, to: B, amount: 1_000, reference: `transfer:t${i}`, dailyCap: 1_000_000 })
          : core().transfer({ from: B, to: A, amount: 1_000, reference: `transfer:t${i}`, dailyCap: 1_000_000 }),
      ),
    );
    expect(runs.every((r) => r.status === 'fulfilled' || (r as PromiseRejectedResult).reason instanceof InsufficientBalanceError)).toBe(true);
    expect((await ledgerBalance(A)) + (await ledgerBalance(B))).toBe(total);
    expect(await ledgerBalance(B)).toBeGreaterThanOrEqual(0);
    await expect(core().transfer({ from: A, to: '07801234567', amount: 1_000, reference: 'transfer:x', dailyCap: 1e6 })).rejects.toBeInstanceOf(UnknownLineError);
    expect(await ledgerBalance(A) + (await ledgerBalance(B))).toBe(total);
  });

  it('the daily cap is checked inside the transfer, with what was sent since the start of the Baghdad day', async () => {
    await core().credit({ msisdn: C, amount: 200_000, reason: 'card-recharge', reference: 't:c-rich' });
    await core().transfer({ from: C, to: B, amount: 60_000, reference: 'transfer:cap1', dailyCap: 100_000 });
    expect(await core().transferredToday(C)).toBe(60_000);
    await expect(core().transfer({ from: C, to: B, amount: 40_001, reference: 'transfer:cap2', dailyCap: 100_000 })).rejects.toBeInstanceOf(DailyCapError);
    await core().transfer({ from: C, to: B, amount: 40_000, reference: 'transfer:cap3', dailyCap: 100_000 });
    expect(await core().getBalance(C)).toBe(100_000);
    // 21:30 UTC is already the next day in Baghdad (UTC+3).
    expect(startOfBaghdadDay(new Date('2026-03-01T21:30:00Z')).toISOString()).toBe('2026-03-01T21:00:00.000Z');
    expect(startOfBaghdadDay(new Date('2026-03-01T20:59:00Z')).toISOString()).toBe('2026-02-28T21:00:00.000Z');
  });

  it('subscribe charges the payer and starts the add-on together, once per reference', async () => {
    const before = await core().getBalance(A);
    const first = await core().subscribe({ msisdn: B, payer: A, addonId: 121, price: 2_000, reason: 'package-gift', reference: 'package:t1' });
    const again = await core().subscribe({ msisdn: B, payer: A, addonId: 121, price: 2_000, reason: 'package-gift', reference: 'package:t1' });
    expect(first.applied).toBe(true);
    expect(again.applied).toBe(false);
    expect(again.subscription.id).toBe(first.subscription.id);
    expect(first.subscription).toMatchObject({ msisdn: B, addonId: 121, remaining: 500, total: 500, unit: 'sms', giftedBy: A });
    expect(await core().getBalance(A)).toBe(before - 2_000);
    await expect(core().subscribe({ msisdn: C, addonId: 132, price: 10_000_000, reason: 'package', reference: 'package:t2' })).rejects.toBeInstanceOf(
      InsufficientBalanceError,
    );
  });

  it('fault injection: an error, a timeout or too much latency is a 503 before anything is applied', async () => {
    const before = await ledgerBalance(A);
    for (const faults of [{ errorRate: 1 }, { timeoutRate: 1, timeoutMs: 10 }, { latencyMs: 30, timeoutMs: 15 }]) {
      setCoreFaultsForTests(faults);
      const attempt = core().credit({ msisdn: A, amount: 1_000, reason: 'card-recharge', reference: `t:fault:${JSON.stringify(faults)}` });
      await expect(attempt).rejects.toBeInstanceOf(CoreUnavailableError);
      await expect(attempt).rejects.toMatchObject({ status: 503, messageKey: 'errors.upstream' });
    }
    setCoreFaultsForTests({ errorRate: 1, methods: ['charge'] });
    expect(await core().getBalance(A)).toBe(before);
    setCoreFaultsForTests({ latencyMs: 10, timeoutMs: 1_000 });
    const started = Date.now();
    await core().getLine(A);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9);
    expect(await ledgerBalance(A)).toBe(before);
  });
});
