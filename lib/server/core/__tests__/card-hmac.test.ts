/**
 * Scratch cards and e-vouchers are stored as an HMAC keyed by the server's secret (design.md section 7),
 * not as a bare SHA-256: 13–14 digits are too few for a bare hash to hide them, so a stolen table would
 * give every unused card. What an attacker holding the table would try: hash every card number.
 */
import { createHash } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { eVouchers, ledgerEntries, scratchCards } from '@/lib/server/db/schema';
import { hashCardNumber, seedOperator } from '@/lib/server/db/seed/operator';
import { scratchCardSeed } from '@/lib/server/db/seed/operator-data';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { withEnv, realDeploymentEnv } from '@/lib/server/testing/env';
import { ledgerBalance } from '@/lib/server/testing/operator';
import { core } from '../index';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const LINE = '07701111111';

describeWithDatabase('scratch cards and e-vouchers stored as an HMAC with a server key', ({ db: handle }) => {
  it('the seeded cards: nothing in the table is the number or sha256(number); the stored value depends on the key', async () => {
    const db = await getDb();
    const stored = (await db.select().from(scratchCards)).map((row) => row.numberHash);
    expect(stored.length).toBeGreaterThanOrEqual(scratchCardSeed.length);
    for (const { number } of scratchCardSeed) {
      expect(stored).not.toContain(sha256(number));
      expect(stored).not.toContain(number);
      expect(stored.some((value) => value.includes(number))).toBe(false);
      expect(stored).toContain(hashCardNumber(number));
      // Another key, another value: without APP_SECRET the table says nothing about the numbers.
      const withAnotherKey = await withEnv({ APP_SECRET: realDeploymentEnv.APP_SECRET, DEMO_MODE: 'true' }, () => hashCardNumber(number));
      expect(withAnotherKey).not.toBe(hashCardNumber(number));
      expect(stored).not.toContain(withAnotherKey);
    }
  });

  it('a recharge by card: the ledger reference is card:<hmac>, not card:<sha256>', async () => {
    const [{ number, value }] = scratchCardSeed;
    const before = await ledgerBalance(LINE);
    expect(await core().redeemScratchCard({ msisdn: LINE, cardNumber: number })).toMatchObject({ value });
    expect(await ledgerBalance(LINE)).toBe(before + value);
    const db = await getDb();
    const rows = await db.select().from(ledgerEntries).where(like(ledgerEntries.reference, 'card:%'));
    expect(rows.map((r) => r.reference)).toEqual([`card:${hashCardNumber(number)}`]);
    expect(rows[0].reference).not.toContain(sha256(number));
  });

  it('an e-voucher: its code is stored as the HMAC too', async () => {
    const issued = await core().issueVoucher({ paymentId: 'hmac-test-order', packageId: 1, msisdn: LINE, value: 5_000 });
    if (issued.state !== 'issued') throw new Error(`not issued: ${issued.state}`);
    const db = await getDb();
    const [voucher] = await db.select().from(eVouchers).where(eq(eVouchers.paymentId, 'hmac-test-order'));
    expect(voucher.codeHash).toBe(hashCardNumber(issued.code));
    expect(voucher.codeHash).not.toBe(sha256(issued.code));
    expect(await db.select().from(scratchCards).where(eq(scratchCards.numberHash, sha256(issued.code)))).toHaveLength(0);
    expect(await db.select().from(scratchCards).where(eq(scratchCards.numberHash, hashCardNumber(issued.code)))).toHaveLength(1);
  });

  it('a demo database seeded with bare SHA-256 cards is re-keyed by the seed, keeping whether the card was used (idempotent)', async () => {
    const db = await getDb();
    const [, { number, value }] = scratchCardSeed;
    const legacy = sha256(number);
    const usedAt = new Date('2026-01-02T03:04:05Z');
    // What an older seed left: the bare hash, used, and its ledger row.
    await db.delete(scratchCards).where(eq(scratchCards.numberHash, hashCardNumber(number)));
    await db.insert(scratchCards).values({ numberHash: legacy, value, usedAt, usedBy: LINE });
    await db.insert(ledgerEntries).values({ msisdn: LINE, amount: value, reason: 'scratch-card', reference: `card:${legacy}` });
    const balance = await ledgerBalance(LINE);

    for (let run = 0; run < 2; run++) {
      await seedOperator(handle().db, { demo: true });
      expect(await db.select().from(scratchCards).where(eq(scratchCards.numberHash, legacy))).toHaveLength(0);
      const [card] = await db.select().from(scratchCards).where(eq(scratchCards.numberHash, hashCardNumber(number)));
      expect(card).toMatchObject({ value, usedBy: LINE });
      expect(card.usedAt?.toISOString()).toBe(usedAt.toISOString());
      expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `card:${legacy}`))).toHaveLength(0);
      expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `card:${hashCardNumber(number)}`))).toHaveLength(1);
    }
    // Used before the re-keying, still used after: it does not credit again.
    expect(await core().redeemScratchCard({ msisdn: LINE, cardNumber: number })).toBeNull();
    expect(await ledgerBalance(LINE)).toBe(balance);
  });
});
