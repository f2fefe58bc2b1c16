/**
 * The embedded operator core of demo mode (design.md section 6): lines, the balance ledger,
 * subscriptions, bills, scratch cards and e-vouchers in the site's own database (Drizzle, PGlite or
 * PostgreSQL).
 *
 * Every operation that moves money runs in one transaction that first locks the line row
 * (`SELECT … FOR UPDATE`), then checks (reference not yet applied, balance high enough) and writes.
 * Two operations on the same line therefore run one after the other (PGlite has a single connection
 * and runs transactions one at a time anyway), the balance can never go below zero, and the unique
 * `reference` of ledger_entries makes a retried operation a no-op.
 */
import { createHmac, randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db';
import { serverEnv } from '../env';
import { addons, bills, eVouchers, ledgerEntries, lines, scratchCards, subscriptions, usageRecords } from '../db/schema';
import { hashCardNumber } from '../db/seed/operator';
import {
  DailyCapError,
  InsufficientBalanceError,
  LineBlockedError,
  UnknownLineError,
  type CoreBill,
  type CoreLine,
  type CoreSubscription,
  type CoreUsage,
  type IssueVoucherInput,
  type LedgerRow,
  type MoneyMovement,
  type MoneyResult,
  type OperatorCore,
  type SubscribeInput,
  type SubscribeResult,
  type TransferInput,
  type TransferResult,
  type UsageType,
  type VoucherIssue,
} from './types';

/**
 * What usage outside a bundle costs (integer IQD): a started minute of a call, an SMS, a started MB.
 * The demo's tariff; a real network rates usage in its own charging system.
 */
export const USAGE_RATES: Record<UsageType, number> = { voice: 60, sms: 25, data: 10 };

/** The subscription unit a kind of usage draws from. */
const BUNDLE_UNIT: Record<UsageType, 'min' | 'sms' | 'MB'> = { voice: 'min', sms: 'sms', data: 'MB' };
const USAGE_UNIT: Record<UsageType, 'SEC' | 'MSG' | 'MB'> = { voice: 'SEC', sms: 'MSG', data: 'MB' };

/** A usage event the network reports (demo: the seed and the demo simulator, /api/dev/usage). */
export interface UsageEventInput {
  /** Unique per event (the network's record id): a record reported twice is stored and charged once. */
  id: string;
  msisdn: string;
  usageType: UsageType;
  /** Seconds (voice), messages (sms) or MB (data); a positive integer. */
  quantity: number;
  usageDate?: Date;
  /** The other number of a call or an SMS. */
  otherParty?: string;
  direction?: 'outgoing' | 'incoming';
}

export function toCoreUsage(row: typeof usageRecords.$inferSelect): CoreUsage {
  const c = row.characteristics;
  return {
    id: row.id,
    usageDate: row.usageDate,
    usageType: row.usageType,
    status: row.status,
    ratedProductUsage: [
      { taxIncludedRatingAmount: { unit: 'IQD', value: row.amount }, productRef: row.subscriptionId === null ? null : { id: String(row.subscriptionId) } },
    ],
    usageCharacteristic: [
      { name: 'quantity', value: row.quantity },
      { name: 'unit', value: row.unit },
      ...Object.entries(c).map(([name, value]) => ({ name, value })),
    ],
  };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Runner = Database | Tx;

export { hashCardNumber };

/** Start of the current calendar day in Baghdad (UTC+3 all year, no daylight saving). */
export function startOfBaghdadDay(now = new Date()): Date {
  const shifted = new Date(now.getTime() + 3 * 3600_000);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - 3 * 3600_000);
}

async function balanceOf(runner: Runner, msisdn: string): Promise<number> {
  const [row] = await runner
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.msisdn, msisdn));
  return Number(row?.balance ?? 0);
}

/** Locks the lines (in a fixed order, so two transfers in opposite directions cannot deadlock). */
async function lockLines(tx: Tx, msisdns: string[]): Promise<Map<string, typeof lines.$inferSelect>> {
  const unique = [...new Set(msisdns)].sort();
  const rows = await tx.select().from(lines).where(inArray(lines.msisdn, unique)).orderBy(asc(lines.msisdn)).for('update');
  const found = new Map(rows.map((r) => [r.msisdn, r]));
  for (const msisdn of unique) if (!found.has(msisdn)) throw new UnknownLineError(msisdn);
  return found;
}

/** A blocked line (lost SIM) pays for nothing: checked under the line's lock, so no charge slips past a block. */
function assertNotBlocked(locked: Map<string, typeof lines.$inferSelect>, msisdn: string): void {
  if (locked.get(msisdn)?.status === 'suspended') throw new LineBlockedError(msisdn);
}

async function referenceApplied(tx: Tx, reference: string): Promise<boolean> {
  const [row] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.reference, reference));
  return Boolean(row);
}

function toSubscription(row: typeof subscriptions.$inferSelect): CoreSubscription {
  return { ...row };
}

function toBill(row: typeof bills.$inferSelect): CoreBill {
  return { ...row };
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`amount must be a positive integer of IQD, got ${amount}`);
}

export class EmbeddedCore implements OperatorCore {
  constructor(private readonly database: () => Promise<Database> = getDb) {}

  async getLine(msisdn: string): Promise<CoreLine | null> {
    const db = await this.database();
    const [row] = await db.select().from(lines).where(eq(lines.msisdn, msisdn));
    if (!row) return null;
    return {
      msisdn: row.msisdn,
      type: row.type,
      status: row.status,
      blockedForPurchases: row.blockedForPurchases,
      kind: row.kind,
      ownerAccountId: row.ownerAccountId,
    };
  }

  async getBalance(msisdn: string): Promise<number> {
    return balanceOf(await this.database(), msisdn);
  }

  async getLedger(msisdn: string, limit = 100): Promise<LedgerRow[]> {
    const db = await this.database();
    return db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.msisdn, msisdn))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(limit);
  }

  async getSubscriptions(msisdn: string): Promise<CoreSubscription[]> {
    const db = await this.database();
    const rows = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.msisdn, msisdn), gt(subscriptions.expiresAt, new Date())))
      .orderBy(asc(subscriptions.expiresAt), asc(subscriptions.id));
    return rows.map(toSubscription);
  }

  async getBills(msisdn: string): Promise<CoreBill[]> {
    const db = await this.database();
    const rows = await db.select().from(bills).where(eq(bills.msisdn, msisdn)).orderBy(desc(bills.period), desc(bills.id));
    return rows.map(toBill);
  }

  async getBill(id: number): Promise<CoreBill | null> {
    const db = await this.database();
    const [row] = await db.select().from(bills).where(eq(bills.id, id));
    return row ? toBill(row) : null;
  }

  async transferredToday(msisdn: string): Promise<number> {
    return sentSince(await this.database(), msisdn, startOfBaghdadDay());
  }

  async getUsage(msisdn: string, since: Date): Promise<CoreUsage[]> {
    const db = await this.database();
    const rows = await db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.msisdn, msisdn), gte(usageRecords.usageDate, since)))
      .orderBy(desc(usageRecords.usageDate), desc(usageRecords.id));
    return rows.map(toCoreUsage);
  }

  /**
   * Records a usage event the network reported, once per `id` (embedded core only: over a real BSS
   * the network's charging system rates usage, the portal only reads it). Incoming usage is free;
   * outgoing usage is drawn from the running bundles of its unit (soonest expiry first; a bundle of
   * total 0 is unlimited), and what no bundle covers is charged to the balance at USAGE_RATES, at most
   * what the balance holds (the network ends a session when the credit runs out). Answers the record,
   * whether it was applied now, and the subscriptions it drew from.
   */
  async recordUsage(input: UsageEventInput): Promise<{ usage: CoreUsage; applied: boolean; balance: number; drawnFrom: number[] }> {
    if (!Number.isSafeInteger(input.quantity) || input.quantity <= 0) throw new Error(`usage quantity must be a positive integer, got ${input.quantity}`);
    const db = await this.database();
    return db.transaction(async (tx) => {
      await lockLines(tx, [input.msisdn]);
      const [existing] = await tx.select().from(usageRecords).where(eq(usageRecords.id, input.id));
      if (existing) return { usage: toCoreUsage(existing), applied: false, balance: await balanceOf(tx, input.msisdn), drawnFrom: [] };
      const usageDate = input.usageDate ?? new Date();
      const direction = input.direction ?? 'outgoing';
      // Bundle units: started minutes of a call, messages, MB.
      let left = input.usageType === 'voice' ? Math.ceil(input.quantity / 60) : input.quantity;
      const drawnFrom: number[] = [];
      let firstBundle: number | null = null;
      if (direction === 'outgoing') {
        const running = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.msisdn, input.msisdn), eq(subscriptions.unit, BUNDLE_UNIT[input.usageType]), gt(subscriptions.expiresAt, usageDate)))
          .orderBy(asc(subscriptions.expiresAt), asc(subscriptions.id))
          .for('update');
        for (const bundle of running) {
          if (left === 0) break;
          if (bundle.total === 0) {
            left = 0; // unlimited
          } else {
            if (bundle.remaining <= 0) continue;
            const take = Math.min(bundle.remaining, left);
            await tx.update(subscriptions).set({ remaining: bundle.remaining - take }).where(eq(subscriptions.id, bundle.id));
            left -= take;
          }
          drawnFrom.push(bundle.id);
          firstBundle ??= bundle.id;
        }
      } else {
        left = 0;
      }
      const balance = await balanceOf(tx, input.msisdn);
      const amount = Math.min(balance, left * USAGE_RATES[input.usageType]);
      if (amount > 0) {
        await tx.insert(ledgerEntries).values({ msisdn: input.msisdn, amount: -amount, reason: 'usage', reference: `usage:${input.id}`, createdAt: usageDate });
      }
      const characteristics: Record<string, string | number | boolean> = { direction, inBundle: amount === 0 && left === 0 && drawnFrom.length > 0 };
      if (input.otherParty) characteristics.otherParty = input.otherParty;
      const [row] = await tx
        .insert(usageRecords)
        .values({
          id: input.id,
          msisdn: input.msisdn,
          usageDate,
          usageType: input.usageType,
          quantity: input.quantity,
          unit: USAGE_UNIT[input.usageType],
          amount,
          subscriptionId: firstBundle,
          characteristics,
        })
        .returning();
      return { usage: toCoreUsage(row), applied: true, balance: balance - amount, drawnFrom };
    });
  }

  async credit(input: MoneyMovement): Promise<MoneyResult> {
    assertAmount(input.amount);
    const db = await this.database();
    return db.transaction(async (tx) => {
      await lockLines(tx, [input.msisdn]);
      if (await referenceApplied(tx, input.reference)) return { balance: await balanceOf(tx, input.msisdn), applied: false };
      await tx.insert(ledgerEntries).values({ msisdn: input.msisdn, amount: input.amount, reason: input.reason, reference: input.reference });
      return { balance: await balanceOf(tx, input.msisdn), applied: true };
    });
  }

  async charge(input: MoneyMovement): Promise<MoneyResult> {
    assertAmount(input.amount);
    const db = await this.database();
    return db.transaction(async (tx) => {
      const locked = await lockLines(tx, [input.msisdn]);
      if (await referenceApplied(tx, input.reference)) return { balance: await balanceOf(tx, input.msisdn), applied: false };
      assertNotBlocked(locked, input.msisdn);
      const balance = await balanceOf(tx, input.msisdn);
      if (balance < input.amount) throw new InsufficientBalanceError(balance);
      await tx.insert(ledgerEntries).values({ msisdn: input.msisdn, amount: -input.amount, reason: input.reason, reference: input.reference });
      return { balance: balance - input.amount, applied: true };
    });
  }

  async subscribe(input: SubscribeInput): Promise<SubscribeResult> {
    // A reward is subscribed free: its 0 IQD ledger row is what makes it happen once per reference.
    if (!(input.reason === 'reward' && input.price === 0)) assertAmount(input.price);
    const payer = input.payer ?? input.msisdn;
    const db = await this.database();
    return db.transaction(async (tx) => {
      const locked = await lockLines(tx, [payer, input.msisdn]);
      const [addon] = await tx.select().from(addons).where(eq(addons.id, input.addonId));
      if (!addon) throw new Error(`unknown add-on ${input.addonId}`);

      const [ledgerRow] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.reference, input.reference));
      if (ledgerRow) {
        // Applied before: answer what was done then, change nothing.
        const [existing] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.msisdn, input.msisdn), eq(subscriptions.addonId, input.addonId), eq(subscriptions.startedAt, ledgerRow.createdAt)))
          .orderBy(asc(subscriptions.id))
          .limit(1);
        return { balance: await balanceOf(tx, payer), applied: false, subscription: toSubscription(existing) };
      }

      assertNotBlocked(locked, payer);
      const balance = await balanceOf(tx, payer);
      if (balance < input.price) throw new InsufficientBalanceError(balance);
      const now = new Date();
      await tx.insert(ledgerEntries).values({ msisdn: payer, amount: -input.price, reason: input.reason, reference: input.reference, createdAt: now });
      const quota = addon.quota ?? 0;
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          msisdn: input.msisdn,
          addonId: addon.id,
          remaining: quota,
          total: quota,
          unit: addon.quotaUnit ?? 'MB',
          giftedBy: payer === input.msisdn ? null : payer,
          startedAt: now,
          expiresAt: new Date(now.getTime() + addon.validityDays * 86_400_000),
        })
        .returning();
      return { balance: balance - input.price, applied: true, subscription: toSubscription(subscription) };
    });
  }

  async transfer(input: TransferInput): Promise<TransferResult> {
    assertAmount(input.amount);
    if (input.from === input.to) throw new Error('a transfer needs two different lines');
    const db = await this.database();
    return db.transaction(async (tx) => {
      const locked = await lockLines(tx, [input.from, input.to]);
      const out = `${input.reference}:out`;
      if (await referenceApplied(tx, out)) return { balance: await balanceOf(tx, input.from), applied: false };
      assertNotBlocked(locked, input.from);
      const balance = await balanceOf(tx, input.from);
      if (balance < input.amount) throw new InsufficientBalanceError(balance);
      const sent = await sentSince(tx, input.from, startOfBaghdadDay());
      if (sent + input.amount > input.dailyCap) throw new DailyCapError(sent, input.dailyCap);
      await tx.insert(ledgerEntries).values([
        { msisdn: input.from, amount: -input.amount, reason: 'transfer-out', reference: out },
        { msisdn: input.to, amount: input.amount, reason: 'transfer-in', reference: `${input.reference}:in` },
      ]);
      return { balance: balance - input.amount, applied: true };
    });
  }

  async redeemScratchCard(input: { msisdn: string; cardNumber: string }): Promise<{ value: number; balance: number } | null> {
    const db = await this.database();
    const numberHash = hashCardNumber(input.cardNumber);
    return db.transaction(async (tx) => {
      await lockLines(tx, [input.msisdn]);
      // The conditional update is the "use once": of two requests with the same card, one gets the row.
      const [card] = await tx
        .update(scratchCards)
        .set({ usedAt: new Date(), usedBy: input.msisdn })
        .where(and(eq(scratchCards.numberHash, numberHash), isNull(scratchCards.usedAt)))
        .returning({ value: scratchCards.value });
      if (!card) return null;
      await tx.insert(ledgerEntries).values({ msisdn: input.msisdn, amount: card.value, reason: 'scratch-card', reference: `card:${numberHash}` });
      return { value: card.value, balance: await balanceOf(tx, input.msisdn) };
    });
  }

  async payBill(input: { billId: number; paymentId: string; amount: number }): Promise<{ alreadyPaid: boolean }> {
    const db = await this.database();
    return db.transaction(async (tx) => {
      const [bill] = await tx.select().from(bills).where(eq(bills.id, input.billId)).for('update');
      if (!bill) throw new Error(`unknown bill ${input.billId}`);
      if (bill.paymentId === input.paymentId) return { alreadyPaid: false };
      if (bill.paidAt) {
        // Paid meanwhile by another payment: keep the money on the line rather than lose it.
        const reference = `payment:${input.paymentId}`;
        await lockLines(tx, [bill.msisdn]);
        if (!(await referenceApplied(tx, reference))) {
          await tx.insert(ledgerEntries).values({ msisdn: bill.msisdn, amount: input.amount, reason: 'bill-overpayment', reference });
        }
        return { alreadyPaid: true };
      }
      await tx.update(bills).set({ paidAt: new Date(), paymentId: input.paymentId }).where(eq(bills.id, input.billId));
      return { alreadyPaid: false };
    });
  }

  async issueVoucher(input: IssueVoucherInput): Promise<VoucherIssue> {
    const db = await this.database();
    return db.transaction(async (tx) => {
      // The payment's voucher row is the lock: of two attempts for one payment, one creates it and
      // the other waits for it here, then sees it.
      const inserted = await tx
        .insert(eVouchers)
        .values({ id: `v_${input.paymentId}`, packageId: input.packageId, msisdn: input.msisdn, paymentId: input.paymentId, codeHash: '', createdAt: new Date() })
        .onConflictDoNothing()
        .returning({ id: eVouchers.id });
      const [voucher] = await tx.select().from(eVouchers).where(eq(eVouchers.paymentId, input.paymentId)).for('update');
      if (!voucher) throw new Error(`e-voucher of payment ${input.paymentId} is missing`);
      if (inserted.length === 0) {
        const [card] = voucher.codeHash
          ? await tx.select({ usedAt: scratchCards.usedAt }).from(scratchCards).where(eq(scratchCards.numberHash, voucher.codeHash)).for('update')
          : [];
        if (card?.usedAt) return { state: 'used' };
        const age = Date.now() - voucher.createdAt.getTime();
        if (input.reissueAfterMs === undefined || age < input.reissueAfterMs) return { state: 'recent' };
        // Its code never reached the buyer (lost answer, failed SMS): a new code replaces it.
        if (voucher.codeHash) await tx.delete(scratchCards).where(and(eq(scratchCards.numberHash, voucher.codeHash), isNull(scratchCards.usedAt)));
      }
      for (;;) {
        // 14 digits from a CSPRNG, first digit not 0 (it reads like a scratch card number).
        let code = String(1 + randomInt(9));
        while (code.length < 14) code += String(randomInt(10));
        const codeHash = hashCardNumber(code);
        // The voucher recharges like a scratch card: same table, used once.
        const card = await tx.insert(scratchCards).values({ numberHash: codeHash, value: input.value }).onConflictDoNothing().returning({ h: scratchCards.numberHash });
        if (card.length === 0) continue; // that number is taken (a scratch card or another voucher)
        await tx.update(eVouchers).set({ codeHash, createdAt: new Date() }).where(eq(eVouchers.id, voucher.id));
        return { state: 'issued', code };
      }
    });
  }

  async withdrawVoucher(paymentId: string): Promise<void> {
    const db = await this.database();
    await db.transaction(async (tx) => {
      const [voucher] = await tx.select().from(eVouchers).where(eq(eVouchers.paymentId, paymentId)).for('update');
      if (!voucher) return;
      const [card] = voucher.codeHash
        ? await tx.select({ usedAt: scratchCards.usedAt }).from(scratchCards).where(eq(scratchCards.numberHash, voucher.codeHash)).for('update')
        : [];
      if (card?.usedAt) return; // it was used: it did reach the buyer, and must not be issued again
      if (voucher.codeHash) await tx.delete(scratchCards).where(and(eq(scratchCards.numberHash, voucher.codeHash), isNull(scratchCards.usedAt)));
      await tx.delete(eVouchers).where(eq(eVouchers.id, voucher.id));
    });
  }

  async setLineStatus(input: { msisdn: string; status: 'active' | 'suspended' }): Promise<void> {
    const db = await this.database();
    await db.transaction(async (tx) => {
      await lockLines(tx, [input.msisdn]);
      await tx.update(lines).set({ status: input.status }).where(eq(lines.msisdn, input.msisdn));
    });
  }

  async getPuk(msisdn: string): Promise<string> {
    const line = await this.getLine(msisdn);
    if (!line) throw new UnknownLineError(msisdn);
    return pukOf(msisdn);
  }
}

/**
 * The demo SIM's PUK: 8 digits of an HMAC of the number (APP_SECRET), the same at every start and
 * not derivable without the server's key (a real core reads it from the SIM inventory).
 */
export function pukOf(msisdn: string): string {
  const digest = createHmac('sha256', serverEnv().APP_SECRET).update(`puk\n${msisdn}`).digest();
  return String(digest.readUInt32BE(0) % 100_000_000).padStart(8, '0');
}

async function sentSince(runner: Runner, msisdn: string, since: Date): Promise<number> {
  const [row] = await runner
    .select({ sent: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.msisdn, msisdn), eq(ledgerEntries.reason, 'transfer-out'), gte(ledgerEntries.createdAt, since)));
  return Number(row?.sent ?? 0);
}

export const embeddedCore = new EmbeddedCore();
