/**
 * Usage alerts (issue 33 part 2): a bundle 80 % used and used up, the balance falling below the
 * subscriber's threshold, a postpaid bill coming due. Each is sent once per event, as a notification
 * in the account (every language) and, unless the subscriber turned SMS off, as an SMS in the language
 * of the settings page.
 *
 * Exactly once: every event has a key (`bundle80:<subscription>`, `bundle100:<subscription>`,
 * `balance:<line>:<threshold>:<ledger row of the last credit>`, `bill-due:<bill>`), and whoever
 * inserts its `alert_events` row first (the primary key) sends it; every other trigger, on this
 * server or another, at the same moment or later, finds the row and sends nothing. The claim is made
 * before sending (at most once: a server that dies between the two loses that alert, rather than a
 * retry sending it twice). An event that happens while its alert is off is claimed as not sent, so
 * turning the alert on later does not send old news.
 *
 * Triggers (checkAccountAlerts reads the line's state and claims what is due):
 * - where usage or the balance changes in the portal: after a usage record (the embedded core's
 *   usage, /api/dev/usage in demo mode) and after every charge the portal makes (notifyLowBalance);
 *   and when the subscriber saves the settings;
 * - the `usage-alerts` job (every 5 minutes, once across servers): for changes the portal does not see
 *   (a BSS that rates usage itself, a shop or USSD recharge) and for time (a bill coming due).
 */
import { eq, inArray } from 'drizzle-orm';
import { formatDate } from '@/lib/dates';
import { formatPrice } from '@/lib/format';
import { isLocale, locales, type Locale } from '@/lib/locales';
import { BILL_DUE_DAYS, DEFAULT_ALERT_SETTINGS, type AlertSettingsData } from '@/lib/usage';
import { core, type CoreSubscription } from '../core';
import { getDb } from '../db';
import { accounts, addons, alertEvents, alertSettings, lines, type Localized } from '../db/schema';
import { serverTranslator } from '../i18n';
import { logger } from '../logger';
import { logSendFailure, messaging } from '../messaging';
import { notifyEvent } from './notify-events';

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

/** Claims an event: true for exactly one caller, whatever the number of servers and triggers. */
async function claim(key: string, accountId: number, kind: AlertKind, sent: boolean): Promise<boolean> {
  const db = await getDb();
  const rows = await db.insert(alertEvents).values({ key, accountId, kind, sent }).onConflictDoNothing().returning({ key: alertEvents.key });
  return rows.length > 0;
}

type Value = string | number | Localized;

/** Sends one claimed alert: the notification (every language) and the SMS (the settings' language). */
async function send(account: { id: number; msisdn: string }, settings: Settings, kind: AlertKind, key: string, values: Record<string, Value>): Promise<void> {
  const event = EVENT[kind];
  await notifyEvent({ accountId: account.id }, { event, reference: `alert:${key}`, values, link: LINK[kind] });
  if (!settings.sms) return;
  const t = serverTranslator(settings.lang);
  const own = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value[settings.lang] : value]));
  try {
    await messaging().sendSms({ to: account.msisdn, text: t(`notifications.events.${event}.body`, own), purpose: 'alert', ref: `alert:${key}` });
  } catch (error) {
    logSendFailure(error, 'alert');
  }
}

/** Claims `key` and, when this caller won and the alert is on, sends it. true when sent now. */
async function raise(account: { id: number; msisdn: string }, settings: Settings, kind: AlertKind, key: string, on: boolean, values: () => Promise<Record<string, Value>>): Promise<boolean> {
  if (!(await claim(key, account.id, kind, on))) return false;
  if (!on) return false;
  await send(account, settings, kind, key, await values());
  return true;
}

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
        await claim(`bundle80:${bundle.id}`, account.id, 'bundle80', false);
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
        if (afterCredit >= threshold) {
          const key = `balance:${account.msisdn}:${threshold}:${ledger[lastCredit].id}`;
          if (await raise(account, settings, 'balance', key, true, async () => ({ balance: formatPrice(balance), threshold: formatPrice(threshold) }))) sent += 1;
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

/** The `usage-alerts` job: every account with one of our lines. A line that fails is skipped (next run). */
export async function runUsageAlerts(now: Date): Promise<number> {
  const db = await getDb();
  const rows = await db.select({ id: accounts.id, msisdn: accounts.msisdn }).from(accounts).innerJoin(lines, eq(lines.msisdn, accounts.msisdn));
  let sent = 0;
  for (const account of rows) {
    try {
      sent += await checkAccountAlerts(account, now);
    } catch (error) {
      logger.warn({ err: error }, 'usage alerts of a line not checked');
    }
  }
  return sent;
}
