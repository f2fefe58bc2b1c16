/** Seeds the embedded operator core and the demo subscriber account (idempotent). */
import { createHash } from 'node:crypto';
import argon2 from 'argon2';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../index';
import { accounts, addons, bills, eVoucherPackages, ledgerEntries, lines, scratchCards, subscriptions } from '../schema';
import { addonQuota, billSeed, DEMO_ACCOUNT, eVoucherPackageSeed, lineSeed, scratchCardSeed, subscriptionSeed } from './operator-data';

export const hashCardNumber = (number: string) => createHash('sha256').update(number).digest('hex');

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
  // The opening balance is a ledger row like any other; its reference makes the seed idempotent.
  await db
    .insert(ledgerEntries)
    .values(lineSeed.filter((l) => l.balance > 0).map((l) => ({ msisdn: l.msisdn, amount: l.balance, reason: 'opening-balance', reference: `seed:${l.msisdn}` })))
    .onConflictDoNothing();
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
}
