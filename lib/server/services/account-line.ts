/**
 * The signed-in subscriber's line (GET /api/v1/account/line) and its ledger (GET
 * /api/v1/account/transactions), read from the operator core. Also small helpers the money flows
 * share: "is this one of our lines", and how a phone number sits inside a translated sentence.
 */
import { inArray } from 'drizzle-orm';
import type { BillData, LineData, SubscriptionData, TransactionData } from '@/lib/account-api';
import type { Locale } from '@/lib/locales';
import { ApiError } from '../api/errors';
import { getDb } from '../db';
import { addons } from '../db/schema';
import type { ServerTranslator } from '../i18n';
import { core, type CoreBill, type CoreLine, type CoreSubscription } from '../core';

/**
 * A phone number inside a sentence: wrapped in a left-to-right isolate so it reads correctly in
 * Arabic and Kurdish text (design.md section 8), and so a message reference keeps its leading 0.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/** The line, when it is one of ours and can take money; otherwise a 400 on `field`. */
export async function requireOurLine(msisdn: string, field: string): Promise<CoreLine> {
  const line = await core().getLine(msisdn);
  if (!line || line.status !== 'active') throw new ApiError(400, 'core.notOurLine', { errors: { [field]: 'core.notOurLine' } });
  return line;
}

export function billData(bill: CoreBill): BillData {
  return {
    id: bill.id,
    period: bill.period,
    amount: bill.amount,
    dueAt: bill.dueAt.toISOString(),
    paidAt: bill.paidAt ? bill.paidAt.toISOString() : null,
  };
}

export async function subscriptionData(rows: CoreSubscription[], lang: Locale): Promise<SubscriptionData[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const catalogue = await db
    .select()
    .from(addons)
    .where(inArray(addons.id, [...new Set(rows.map((r) => r.addonId))]));
  const byId = new Map(catalogue.map((a) => [a.id, a]));
  return rows.map((row) => {
    const addon = byId.get(row.addonId);
    const unlimited = addon ? addon.quota === null : false;
    return {
      id: row.id,
      addonId: row.addonId,
      title: addon?.titles[lang] ?? String(row.addonId),
      type: addon?.type ?? 'data',
      remaining: unlimited ? null : row.remaining,
      total: unlimited ? null : row.total,
      unit: row.unit,
      expiresAt: row.expiresAt.toISOString(),
    };
  });
}

export async function lineData(msisdn: string, lang: Locale): Promise<LineData> {
  const c = core();
  const line = await c.getLine(msisdn);
  if (!line) throw new ApiError(404, 'core.notOurLine');
  const [balance, subscriptions, bills] = await Promise.all([
    c.getBalance(msisdn),
    c.getSubscriptions(msisdn),
    line.type === 'postpaid' ? c.getBills(msisdn) : Promise.resolve([] as CoreBill[]),
  ]);
  const unpaid = bills.find((b) => !b.paidAt) ?? null;
  return {
    msisdn: line.msisdn,
    type: line.type,
    status: line.status,
    balance,
    subscriptions: await subscriptionData(subscriptions, lang),
    bill: unpaid ? billData(unpaid) : null,
  };
}

const reasonKeys: Record<string, string> = {
  'opening-balance': 'openingBalance',
  'addon-purchase': 'addonPurchase',
  package: 'package',
  'package-gift': 'packageGift',
  'scratch-card': 'scratchCard',
  'card-recharge': 'cardRecharge',
  'transfer-out': 'transferOut',
  'transfer-in': 'transferIn',
  'bill-overpayment': 'billOverpayment',
  'vanity-reservation': 'vanityReservation',
  usage: 'usage',
};

/** The ledger, newest first, each row with its reason as a sentence in `lang` (`label`). */
export async function transactions(msisdn: string, t: ServerTranslator, limit = 100): Promise<TransactionData[]> {
  const rows = await core().getLedger(msisdn, limit);
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    label: row.reason === 'reward' ? t('rewards.ledgerReason') : t(`core.reasons.${reasonKeys[row.reason] ?? 'other'}`),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Our line's owner check for flows that act for the signed-in subscriber. */
export async function subscriberLine(msisdn: string): Promise<CoreLine> {
  const line = await core().getLine(msisdn);
  if (!line) throw new ApiError(404, 'core.notOurLine');
  return line;
}
