/**
 * Usage and spend history (issue 33 part 1): the line's calls, SMS and data sessions (the operator
 * core's usage records, TMF635 Usage shape) joined with the recharges, purchases and transfers of its
 * ledger, for the last 90 days, newest first; filtered by type, totalled by type and by week (Baghdad
 * weeks from Saturday, as the Iraqi working week starts), and as a CSV file. Numbers that are not the
 * subscriber's own (the other end of a call, an SMS or a transfer) are masked (0770•••4567).
 */
import { inArray } from 'drizzle-orm';
import { addDays, baghdadDay, startOfBaghdadDayOf } from '@/lib/baghdad-day';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/locales';
import { maskMsisdn } from '@/lib/sso';
import { HISTORY_TYPES, type HistoryItemData, type HistoryType, type UsageHistoryData, type WeekTotalData } from '@/lib/usage';
import { core, usageCharacteristic, type CoreUsage, type LedgerRow } from '../core';
import { getDb } from '../db';
import { transfers } from '../db/schema';
import type { ServerTranslator } from '../i18n';

/** How far back the history goes. */
export const HISTORY_DAYS = 90;

/** What kind of history row a ledger reason is (usage charges are shown as their usage record; the opening balance is not an event). */
const LEDGER_TYPES: Record<string, HistoryType> = {
  'scratch-card': 'recharge',
  'card-recharge': 'recharge',
  'bill-overpayment': 'recharge',
  'addon-purchase': 'purchase',
  package: 'purchase',
  'package-gift': 'purchase',
  'vanity-reservation': 'purchase',
  'transfer-out': 'transfer',
  'transfer-in': 'transfer',
};

/** The first day (Saturday, Baghdad) of the week of `day` (yyyy-mm-dd). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 1) % 7));
}

/** The ledger rows' transfer counterparts, by reference (`transfer:<id>:out` → the receiver). */
async function transferParties(rows: LedgerRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.filter((r) => r.reference?.startsWith('transfer:')).map((r) => r.reference!.split(':')[1]))];
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const found = await db.select().from(transfers).where(inArray(transfers.id, ids));
  const parties = new Map<string, string>();
  for (const transfer of found) {
    parties.set(`transfer:${transfer.id}:out`, transfer.toMsisdn);
    parties.set(`transfer:${transfer.id}:in`, transfer.fromMsisdn);
  }
  return parties;
}

function usageItem(usage: CoreUsage, t: ServerTranslator): HistoryItemData {
  const quantity = Number(usageCharacteristic(usage, 'quantity') ?? 0);
  const otherParty = usageCharacteristic(usage, 'otherParty');
  const direction = usageCharacteristic(usage, 'direction') === 'incoming' ? 'incoming' : 'outgoing';
  const type = usage.usageType;
  return {
    id: `usage:${usage.id}`,
    type,
    date: usage.usageDate.toISOString(),
    label: t(`myAccount.usage.labels.${type}.${direction}`),
    amount: -(usage.ratedProductUsage[0]?.taxIncludedRatingAmount.value ?? 0),
    quantity,
    unit: type === 'voice' ? 'SEC' : type === 'sms' ? 'MSG' : 'MB',
    otherParty: typeof otherParty === 'string' ? maskMsisdn(otherParty) : null,
    inBundle: usageCharacteristic(usage, 'inBundle') === true,
  };
}

function ledgerItem(row: LedgerRow, type: HistoryType, parties: Map<string, string>, t: ServerTranslator): HistoryItemData {
  const party = row.reference ? parties.get(row.reference) : undefined;
  return {
    id: `ledger:${row.id}`,
    type,
    date: row.createdAt.toISOString(),
    label: t(`myAccount.usage.labels.${row.reason === 'transfer-in' ? 'transferIn' : row.reason === 'transfer-out' ? 'transferOut' : type}`),
    amount: row.amount,
    quantity: null,
    unit: null,
    otherParty: party ? maskMsisdn(party) : null,
    inBundle: false,
  };
}

/** Every row of the last 90 days (newest first), before filtering. */
async function allItems(msisdn: string, t: ServerTranslator, now: Date): Promise<HistoryItemData[]> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
  const c = core();
  const [usage, ledger] = await Promise.all([c.getUsage(msisdn, since), c.getLedger(msisdn, 2_000)]);
  const moneyRows = ledger.filter((row) => row.createdAt >= since && row.amount !== 0 && LEDGER_TYPES[row.reason]);
  const parties = await transferParties(moneyRows);
  const items = [...usage.filter((u) => u.usageDate >= since).map((u) => usageItem(u, t)), ...moneyRows.map((r) => ledgerItem(r, LEDGER_TYPES[r.reason], parties, t))];
  return items.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** The history of the last 90 days, only `type` when given, with its totals by type and by week. */
export async function usageHistory(msisdn: string, t: ServerTranslator, type: HistoryType | undefined, now = new Date()): Promise<UsageHistoryData> {
  const all = await allItems(msisdn, t, now);
  const items = type ? all.filter((item) => item.type === type) : all;
  const byType = HISTORY_TYPES.map((kind) => {
    const rows = all.filter((item) => item.type === kind);
    return {
      type: kind,
      count: rows.length,
      quantity: rows.reduce((sum, item) => sum + (item.quantity ?? 0), 0),
      spent: rows.reduce((sum, item) => sum + Math.max(0, -item.amount), 0),
      received: rows.reduce((sum, item) => sum + Math.max(0, item.amount), 0),
    };
  });
  const weeks = new Map<string, WeekTotalData>();
  for (const item of items) {
    const week = weekStartOf(baghdadDay(new Date(item.date)));
    const total = weeks.get(week) ?? { weekStart: week, count: 0, spent: 0, received: 0 };
    total.count += 1;
    total.spent += Math.max(0, -item.amount);
    total.received += Math.max(0, item.amount);
    weeks.set(week, total);
  }
  const from = startOfBaghdadDayOf(baghdadDay(new Date(now.getTime() - HISTORY_DAYS * 86_400_000)));
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    type: type ?? null,
    items,
    byType,
    byWeek: [...weeks.values()].sort((a, b) => b.weekStart.localeCompare(a.weekStart)),
  };
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break; a formula start is defused (CSV injection). */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The history as a CSV file in the page's language: UTF-8 with a byte-order mark (so Excel reads the
 * Arabic and Kurdish words), CRLF line ends, one row per item, numbers masked as on the page.
 */
export async function usageCsv(msisdn: string, t: ServerTranslator, lang: Locale, type: HistoryType | undefined, now = new Date()): Promise<Buffer> {
  const history = await usageHistory(msisdn, t, type, now);
  const header = ['date', 'type', 'description', 'quantity', 'unit', 'otherParty', 'amount'].map((column) => t(`myAccount.usage.csv.${column}`));
  const rows = history.items.map((item) => [
    formatDate(item.date, lang, { dateStyle: 'short', timeStyle: 'short' }),
    t(`myAccount.usage.types.${item.type}`),
    item.label,
    item.quantity,
    item.unit ? t(`myAccount.usage.units.${item.unit}`) : null,
    item.otherParty,
    item.amount,
  ]);
  const text = [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}
