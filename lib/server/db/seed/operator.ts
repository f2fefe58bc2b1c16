/** Seeds the embedded operator core and the demo subscriber account (idempotent). */
import { createHash, createHmac } from 'node:crypto';
import argon2 from 'argon2';
import { and, count, eq, isNull } from 'drizzle-orm';
import { serverEnv } from '../../env';
import type { Database } from '../index';
import { accounts, addons, bills, eVoucherPackages, idLineCounts, ledgerEntries, lines, scratchCards, subscriptions, usageRecords, vanityNumbers } from '../schema';
import { USAGE_SEED_LINES, usageSeed } from './usage-data';
import { vanitySeed } from './vanity-data';
import { addonQuota, billSeed, DEMO_ACCOUNT, DEMO_ID_AT_LINE_LIMIT, eVoucherPackageSeed, lineSeed, scratchCardSeed, STEP_UP_ACCOUNTS, subscriptionSeed } from './operator-data';

/**
 * What is stored of a scratch-card or e-voucher number (design.md section 7): an HMAC-SHA-256 keyed by
 * APP_SECRET, never the number nor a bare hash of it. A 13- or 14-digit number has too few values for
 * a bare SHA-256 to hide it (a stolen table would give every unused card); without the key the table
 * gives nothing. The ledger reference of a card recharge is `card:<this>`.
 */
export const hashCardNumber = (number: string) => createHmac('sha256', serverEnv().APP_SECRET).update(`scratch-card\n${number}`).digest('hex');

/** What the seed stored before the HMAC (a bare SHA-256): only to re-key an existing demo database. */
const legacyCardHash = (number: string) => createHash('sha256').update(number).digest('hex');

/**
 * Re-keys the demo cards of a database seeded when cards were stored as a bare SHA-256: the row keeps
 * its value and whether (and by whom) it was used, and the ledger reference follows. Idempotent: once
 * re-keyed there is no legacy row left. (E-vouchers issued then cannot be re-keyed, their numbers are
 * not known: they are left as they are and no longer recharge.)
 */
async function rekeyLegacyCards(db: Database): Promise<void> {
  for (const card of scratchCardSeed) {
    const legacy = legacyCardHash(card.number);
    const keyed = hashCardNumber(card.number);
    await db.transaction(async (tx) => {
      const [old] = await tx.select().from(scratchCards).where(eq(scratchCards.numberHash, legacy)).for('update');
      if (!old) return;
      const [current] = await tx.select().from(scratchCards).where(eq(scratchCards.numberHash, keyed)).for('update');
      if (current && !current.usedAt && old.usedAt) {
        await tx.update(scratchCards).set({ usedAt: old.usedAt, usedBy: old.usedBy }).where(and(eq(scratchCards.numberHash, keyed), isNull(scratchCards.usedAt)));
      }
      if (!current) await tx.insert(scratchCards).values({ numberHash: keyed, value: old.value, usedAt: old.usedAt, usedBy: old.usedBy });
      await tx.delete(scratchCards).where(eq(scratchCards.numberHash, legacy));
      const [keyedEntry] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.reference, `card:${keyed}`));
      if (!keyedEntry) await tx.update(ledgerEntries).set({ reference: `card:${keyed}` }).where(eq(ledgerEntries.reference, `card:${legacy}`));
    });
  }
}

export async function seedOperator(db: Database, options: { demo: boolean }): Promise<void> {
  for (const [id, q] of Object.entries(addonQuota)) {
    await db.update(addons).set({ quota: q.quota, quotaUnit: q.unit }).where(eq(addons.id, Number(id)));
  }
  await db.insert(eVoucherPackages).values(eVoucherPackageSeed).onConflictDoNothing();
  // Lines, balances, cards and the demo account with a published password exist only in demo mode.
  if (!options.demo) return;
  await db
    .insert(lines)
    .values(lineSeed.map((l) => ({ msisdn: l.msisdn, type: l.type, blockedForPurchases: l.blockedForPurchases ?? false, kind: l.kind ?? 'mobile' })))
    .onConflictDoNothing();
  await db.insert(idLineCounts).values({ idNumber: DEMO_ID_AT_LINE_LIMIT, lines: 5 }).onConflictDoNothing();
  // The vanity numbers on sale (the billing system's stock in a real deployment).
  await db.insert(vanityNumbers).values([...vanitySeed]).onConflictDoNothing();
  // The opening balance is a ledger row like any other; its reference makes the seed idempotent.
  await db
    .insert(ledgerEntries)
    .values(lineSeed.filter((l) => l.balance > 0).map((l) => ({ msisdn: l.msisdn, amount: l.balance, reason: 'opening-balance', reference: `seed:${l.msisdn}` })))
    .onConflictDoNothing();
  await rekeyLegacyCards(db);
  await db
    .insert(scratchCards)
    .values(scratchCardSeed.map((c) => ({ numberHash: hashCardNumber(c.number), value: c.value })))
    .onConflictDoNothing();

  const [{ billCount }] = await db.select({ billCount: count() }).from(bills);
  if (billCount === 0) {
    const now = new Date();
    await db.insert(bills).values(
      billSeed.map((b) => {
        const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - b.monthsAgo, 1));
        const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - b.monthsAgo + 1, 15));
        return {
          msisdn: b.msisdn,
          period: start.toISOString().slice(0, 7),
          amount: b.amount,
          dueAt: due,
          paidAt: b.paid ? new Date(due.getTime() - 5 * 86_400_000) : null,
        };
      }),
    );
  }

  const [{ subscriptionCount }] = await db.select({ subscriptionCount: count() }).from(subscriptions);
  if (subscriptionCount === 0) {
    await db.insert(subscriptions).values(
      subscriptionSeed.map((s) => ({
        msisdn: s.msisdn,
        addonId: s.addonId,
        remaining: s.remaining,
        total: addonQuota[s.addonId].quota ?? 0,
        unit: addonQuota[s.addonId].unit,
        expiresAt: new Date(Date.now() + s.days * 86_400_000),
      })),
    );
  }

  // A month of calls, SMS and data for the demo lines' usage history (once: their first record is the marker).
  for (const msisdn of USAGE_SEED_LINES) {
    const [seeded] = await db.select({ id: usageRecords.id }).from(usageRecords).where(eq(usageRecords.id, `seed-${msisdn}-1`));
    if (!seeded) await db.insert(usageRecords).values(usageSeed(msisdn, new Date())).onConflictDoNothing();
  }

  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, DEMO_ACCOUNT.msisdn));
  if (!existing) {
    const passwordHash = await argon2.hash(DEMO_ACCOUNT.password, { type: argon2.argon2id });
    const [account] = await db
      .insert(accounts)
      .values({ msisdn: DEMO_ACCOUNT.msisdn, email: DEMO_ACCOUNT.email, passwordHash, profile: DEMO_ACCOUNT.profile })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (account) await db.update(lines).set({ ownerAccountId: account.id }).where(eq(lines.msisdn, DEMO_ACCOUNT.msisdn));
  }
  for (const seed of STEP_UP_ACCOUNTS) {
    const [seeded] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, seed.msisdn));
    if (seeded) continue;
    const passwordHash = await argon2.hash(DEMO_ACCOUNT.password, { type: argon2.argon2id });
    const [account] = await db
      .insert(accounts)
      .values({ msisdn: seed.msisdn, email: seed.email, passwordHash, profile: { ...DEMO_ACCOUNT.profile, idNumber: `1994032100${seed.msisdn.slice(-2)}` } })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (account) await db.update(lines).set({ ownerAccountId: account.id }).where(eq(lines.msisdn, seed.msisdn));
  }
}
