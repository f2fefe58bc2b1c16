/**
 * Usage alerts (issue 33 part 2): a bundle 80 % used and used up, the balance falling below the
 * subscriber's threshold, a postpaid bill coming due. Each is sent once per event, as a notification
 * in the account (every language) and, unless the subscriber turned SMS off, as an SMS in the language
 * of the settings page.
 *
 * Exactly once: every event has a key (`bundle80:<subscription>`, `bundle100:<subscription>`,
 * `balance:<line>:<threshold>:<ledger row of the last credit>`, `bill-due:<bill>`), and whoever
 * inserts its `alert_events` row first (the primary key) sends it; every other trigger, on this
 * server or another, at the same moment or later, finds the row and sends nothing. The claim, the
 * notification and the SMS (queued in sms_pending: messaging/pending.ts) are written in one transaction:
 * all or none, so a server that dies or a write that fails before the commit leaves the event unclaimed
 * for the next trigger, and after the commit the SMS is handed over at least once (at once, else by the
 * sms-pending job). An event that happens while its alert is off is claimed as not sent, so turning the
 * alert on later does not send old news.
 *
 * Triggers (checkAccountAlerts reads the line's state and claims what is due):
 * - where usage or the balance changes in the portal: after a usage record (the embedded core's
 *   usage, /api/dev/usage in demo mode) and after every charge the portal makes (notifyLowBalance);
 *   and when the subscriber saves the settings;
 * - the `usage-alerts` job (every 5 minutes, once across servers): for changes the portal does not see
 *   (a BSS that rates usage itself, a shop or USSD recharge) and for time (a bill coming due). It pages
 *   through the accounts and checks only the lines where an event is due and unclaimed (runUsageAlerts).
 */
import { asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { formatDate } from '@/lib/dates';
import { formatPrice } from '@/lib/format';
import { isLocale, locales, type Locale } from '@/lib/locales';
import { BILL_DUE_DAYS, DEFAULT_ALERT_SETTINGS, type AlertSettingsData } from '@/lib/usage';
import { core, type CoreSubscription } from '../core';
import { getDb } from '../db';
import { accounts, addons, alertEvents, alertSettings, bills, ledgerEntries, lines, subscriptions, type Localized } from '../db/schema';
import { serverEnv } from '../env';
import { serverTranslator } from '../i18n';
import { logger } from '../logger';
import { logSendFailure } from '../messaging';
import { deliverPendingSms, queueSms } from '../messaging/pending';
import { notify } from './accounts/notifications';
import { eventNotification } from './event-notification';

type AlertKind = 'bundle80' | 'bundle100' | 'balance' | 'bill-due';

/** The notification event (notifications.events.<name>) of each alert. */
const EVENT: Record<AlertKind, string> = { bundle80: 'usageBundle80', bundle100: 'usageBundle100', balance: 'usageBalance', 'bill-due': 'usageBillDue' };
const LINK: Record<AlertKind, string> = {
  bundle80: '/personal/my-account/offers',
  bundle100: '/personal/my-account/offers',
  balance: '/personal/my-account/recharge',
  'bill-due': '/personal/my-account/bill',
};

interface Settings extends AlertSettingsData {
  lang: Locale;
}

export async function getAlertSettings(accountId: number): Promise<Settings> {
  const db = await getDb();
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.accountId, accountId));
  if (!row) return { ...DEFAULT_ALERT_SETTINGS, lang: 'ar' };
  return {
    bundle80: row.bundle80,
    bundle100: row.bundle100,
    billDue: row.billDue,
    lowBalanceThreshold: row.lowBalanceThreshold,
    sms: row.sms,
    lang: isLocale(row.lang) ? row.lang : 'ar',
  };
}

export const settingsData = ({ lang: _lang, ...settings }: Settings): AlertSettingsData => settings;

/** Saves the settings (SMS in `lang` from now on), then checks the line at once (a lower threshold may be crossed already). */
export async function saveAlertSettings(account: { id: number; msisdn: string }, settings: AlertSettingsData, lang: Locale): Promise<AlertSettingsData> {
  const db = await getDb();
  const values = { ...settings, lang, updatedAt: new Date() };
  await db
    .insert(alertSettings)
    .values({ accountId: account.id, ...values })
    .onConflictDoUpdate({ target: alertSettings.accountId, set: values });
  await checkLineAlerts(account.msisdn);
  return settings;
}

type Value = string | number | Localized;

/** What one alert writes: its notification (every language) and, unless SMS is off, its SMS (the settings' language). */
function compose(account: { id: number; msisdn: string }, settings: Settings, kind: AlertKind, key: string, values: Record<string, Value>) {
  const event = EVENT[kind];
  const notification = eventNotification({ event, reference: `alert:${key}`, values, link: LINK[kind] });
  if (!settings.sms) return { notification, sms: null };
  const t = serverTranslator(settings.lang);
  const own = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value[settings.lang] : value]));
  return { notification, sms: { to: account.msisdn, text: t(`notifications.events.${event}.body`, own), purpose: 'alert', ref: `alert:${key}` } };
}

/**
 * Claims `key` and, when this caller won and the alert is on, writes its notification and queues its
 * SMS in the same transaction as the claim: the three exist together or not at all, so a failure after
 * the claim (the server dies, a write fails) leaves nothing claimed and the next trigger sends it. The
 * SMS is then handed over at once, else by the sms-pending job (at least once). true when sent now.
 */
async function raise(account: { id: number; msisdn: string }, settings: Settings, kind: AlertKind, key: string, on: boolean, values: () => Promise<Record<string, Value>>): Promise<boolean> {
  const alert = on ? compose(account, settings, kind, key, await values()) : null;
  const db = await getDb();
  const raised = await db.transaction(async (tx) => {
    const claimed = await tx.insert(alertEvents).values({ key, accountId: account.id, kind, sent: on }).onConflictDoNothing().returning({ key: alertEvents.key });
    if (claimed.length === 0 || !alert) return false;
    await notify(account.id, alert.notification, tx);
    if (alert.sms) await queueSms(tx, alert.sms);
    return true;
  });
  if (raised && alert?.sms) {
    try {
      await deliverPendingSms(new Date(), alert.sms.ref);
    } catch (error) {
      logSendFailure(error, 'alert');
    }
  }
  return raised;
}

/** Claims `key` as passed without sending (its alert is off, or the event is news no more). */
const pass = (account: { id: number; msisdn: string }, settings: Settings, kind: AlertKind, key: string) => raise(account, settings, kind, key, false, async () => ({}));

async function addonTitles(rows: CoreSubscription[]): Promise<Map<number, Localized>> {
  if (rows.length === 0) return new Map();
  const db = await getDb();
  const found = await db
    .select({ id: addons.id, titles: addons.titles })
    .from(addons)
    .where(inArray(addons.id, [...new Set(rows.map((r) => r.addonId))]));
  return new Map(found.map((a) => [a.id, a.titles]));
}

const inEveryLanguage = (format: (locale: Locale) => string) => Object.fromEntries(locales.map((l) => [l, format(l)])) as Localized;

/**
 * Checks one account's line and sends what is due, each event once. Answers how many alerts were
 * sent now. Reads the line through the operator core, so it works over a BSS as well.
 */
export async function checkAccountAlerts(account: { id: number; msisdn: string }, now = new Date(), only?: 'balance'): Promise<number> {
  const settings = await getAlertSettings(account.id);
  // After a charge only the balance can have crossed something: nothing to read when no threshold is set.
  if (only === 'balance' && settings.lowBalanceThreshold === null) return 0;
  const c = core();
  const line = await c.getLine(account.msisdn);
  if (!line || line.status !== 'active') return 0;
  let sent = 0;

  const running = only === 'balance' ? [] : (await c.getSubscriptions(account.msisdn)).filter((s) => s.total > 0);
  const full = running.filter((s) => s.remaining <= 0 || (s.total - s.remaining) * 100 >= 80 * s.total);
  if (full.length > 0) {
    const titles = await addonTitles(full);
    for (const bundle of full) {
      const title = titles.get(bundle.addonId) ?? inEveryLanguage(() => String(bundle.addonId));
      const values = async () => ({ title });
      if (bundle.remaining <= 0) {
        // Used up at once: the 100 % alert only; the 80 % one is claimed as passed.
        if (await raise(account, settings, 'bundle100', `bundle100:${bundle.id}`, settings.bundle100, values)) sent += 1;
        await pass(account, settings, 'bundle80', `bundle80:${bundle.id}`);
      } else if (await raise(account, settings, 'bundle80', `bundle80:${bundle.id}`, settings.bundle80, values)) {
        sent += 1;
      }
    }
  }

  const threshold = settings.lowBalanceThreshold;
  if (threshold !== null) {
    // The balance fell below the threshold since the last credit: one event per credit (a recharge
    // starts a new one), found from the ledger (newest first).
    const [balance, ledger] = await Promise.all([c.getBalance(account.msisdn), c.getLedger(account.msisdn, 500)]);
    if (balance < threshold) {
      const lastCredit = ledger.findIndex((row) => row.amount > 0);
      if (lastCredit >= 0) {
        const afterCredit = balance - ledger.slice(0, lastCredit).reduce((sum, row) => sum + row.amount, 0);
        const key = `balance:${account.msisdn}:${threshold}:${ledger[lastCredit].id}`;
        if (afterCredit >= threshold) {
          if (await raise(account, settings, 'balance', key, true, async () => ({ balance: formatPrice(balance), threshold: formatPrice(threshold) }))) sent += 1;
        } else {
          // That credit left the balance below the threshold: no fall to tell about until the next credit
          // (a new key); claimed as passed, so the job does not read this line again for it.
          await pass(account, settings, 'balance', key);
        }
      }
    }
  }

  if (line.type === 'postpaid' && only !== 'balance') {
    const due = (await c.getBills(account.msisdn)).filter((bill) => !bill.paidAt && bill.dueAt.getTime() - now.getTime() <= BILL_DUE_DAYS * 86_400_000);
    for (const bill of due) {
      const values = async () => ({ amount: formatPrice(bill.amount), date: inEveryLanguage((locale) => formatDate(bill.dueAt, locale)) });
      if (await raise(account, settings, 'bill-due', `bill-due:${bill.id}`, settings.billDue, values)) sent += 1;
    }
  }
  return sent;
}

/**
 * After a change of the line's usage or balance (by the portal): its account's alerts (`balance`: only
 * the balance alert, after a charge). Never throws.
 */
export async function checkLineAlerts(msisdn: string, only?: 'balance', now = new Date()): Promise<number> {
  try {
    const db = await getDb();
    const [account] = await db.select({ id: accounts.id, msisdn: accounts.msisdn }).from(accounts).where(eq(accounts.msisdn, msisdn));
    return account ? await checkAccountAlerts(account, now, only) : 0;
  } catch (error) {
    logger.warn({ err: error }, 'usage alerts not checked (the job will)');
    return 0;
  }
}

/** Accounts read per query by the usage-alerts job (keyset pages on accounts.id). */
export const ALERT_JOB_BATCH = 500;

/**
 * Whether a line can have an alert due now, from the embedded core's own tables (each test an index
 * probe: subscriptions_msisdn, bills_unpaid_due, ledger_msisdn, the alert_events key): a bundle 80 % or
 * more used, an unpaid bill due within BILL_DUE_DAYS, or (with a threshold set) a balance below it since
 * the last credit, each of them not claimed yet. An event claimed (sent, or passed while its alert was
 * off) no longer makes the line due, so a run reads only the lines where something happened since.
 */
function dueCondition(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const billsBy = sql`${at} + interval '${sql.raw(String(BILL_DUE_DAYS))} days'`;
  const unclaimed = (key: SQL) => sql`NOT EXISTS (SELECT 1 FROM ${alertEvents} WHERE ${alertEvents.key} = ${key})`;
  const lastCredit = sql`(SELECT max(${ledgerEntries.id}) FROM ${ledgerEntries} WHERE ${ledgerEntries.msisdn} = ${lines.msisdn} AND ${ledgerEntries.amount} > 0)`;
  const balance = sql`(SELECT coalesce(sum(${ledgerEntries.amount}), 0) FROM ${ledgerEntries} WHERE ${ledgerEntries.msisdn} = ${lines.msisdn})`;
  return sql<boolean>`${lines.status} = 'active' AND (
    EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.msisdn} = ${lines.msisdn} AND ${subscriptions.expiresAt} > ${at}
      -- 80 % used: total - remaining >= 0.8 total, in bigint: (total - remaining) * 100 in int4 overflowed past a total of 21,474,836 (an unlimited bundle) and failed the whole page
      AND ${subscriptions.total} > 0 AND ${subscriptions.remaining}::bigint * 5 <= ${subscriptions.total}
      AND ${unclaimed(sql`CASE WHEN ${subscriptions.remaining} <= 0 THEN 'bundle100:' ELSE 'bundle80:' END || ${subscriptions.id}`)})
    OR (${lines.type} = 'postpaid' AND EXISTS (SELECT 1 FROM ${bills} WHERE ${bills.msisdn} = ${lines.msisdn} AND ${bills.paidAt} IS NULL
      AND ${bills.dueAt} <= ${billsBy} AND ${unclaimed(sql`'bill-due:' || ${bills.id}`)}))
    OR (${alertSettings.lowBalanceThreshold} IS NOT NULL AND ${balance} < ${alertSettings.lowBalanceThreshold} AND ${lastCredit} IS NOT NULL
      AND ${unclaimed(sql`'balance:' || ${lines.msisdn} || ':' || ${alertSettings.lowBalanceThreshold} || ':' || ${lastCredit}`)})
  )`.mapWith(Boolean);
}

/**
 * The `usage-alerts` job: the accounts with one of our lines, ALERT_JOB_BATCH per query (keyset on
 * accounts.id, so each is read once per run however many there are), checking only those that can have
 * an alert due. Over a BSS (OPERATOR_CORE=tmf) the usage and balance live there, not here: every line is
 * checked, page by page. A line that fails is skipped (next run).
 */
export async function runUsageAlerts(now: Date, batch = ALERT_JOB_BATCH): Promise<number> {
  const db = await getDb();
  const due = serverEnv().OPERATOR_CORE === 'tmf' ? sql<boolean>`true`.mapWith(Boolean) : dueCondition(now);
  let sent = 0;
  let after = 0;
  for (;;) {
    const page = await db
      .select({ id: accounts.id, msisdn: accounts.msisdn, due })
      .from(accounts)
      .innerJoin(lines, eq(lines.msisdn, accounts.msisdn))
      .leftJoin(alertSettings, eq(alertSettings.accountId, accounts.id))
      .where(gt(accounts.id, after))
      .orderBy(asc(accounts.id))
      .limit(batch);
    for (const account of page) {
      if (!account.due) continue;
      try {
        sent += await checkAccountAlerts({ id: account.id, msisdn: account.msisdn }, now);
      } catch (error) {
        logger.warn({ err: error }, 'usage alerts of a line not checked');
      }
    }
    if (page.length < batch) return sent;
    after = page[page.length - 1].id;
  }
}
