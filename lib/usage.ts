/**
 * Usage history and usage alerts (issue 33 parts 1 and 2): the shapes the API answers and the rules
 * both sides check, shared by the server routes and the account screens.
 */

/** The kinds of history row, in the order the filter and the totals show them. */
export const HISTORY_TYPES = ['voice', 'sms', 'data', 'recharge', 'purchase', 'transfer'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export interface HistoryItemData {
  /** `usage:<record id>` or `ledger:<row id>`. */
  id: string;
  type: HistoryType;
  date: string;
  /** What it was, in the request's language ("Outgoing call", "Recharge"…). */
  label: string;
  /** Signed integer IQD: what the line paid (negative) or received (positive); 0 inside a bundle. */
  amount: number;
  /** Seconds, messages or MB of a call, SMS or data session; null for money rows. */
  quantity: number | null;
  unit: 'SEC' | 'MSG' | 'MB' | null;
  /** The other party's number, masked (0770•••4567), or null. */
  otherParty: string | null;
  inBundle: boolean;
}

export interface TypeTotalData {
  type: HistoryType;
  count: number;
  /** Seconds, messages or MB (usage types), 0 for money rows. */
  quantity: number;
  /** IQD paid and received. */
  spent: number;
  received: number;
}

export interface WeekTotalData {
  /** The Saturday that starts the week (Baghdad), yyyy-mm-dd. */
  weekStart: string;
  count: number;
  spent: number;
  received: number;
}

/** GET /api/v1/account/usage */
export interface UsageHistoryData {
  from: string;
  to: string;
  type: HistoryType | null;
  items: HistoryItemData[];
  /** Every type over the whole 90 days (whatever the filter). */
  byType: TypeTotalData[];
  /** The shown rows by week, newest week first. */
  byWeek: WeekTotalData[];
}

/** The balance threshold a subscriber may set (integer IQD). */
export const ALERT_THRESHOLD_MIN = 250;
export const ALERT_THRESHOLD_MAX = 100_000;

/** GET and PUT /api/v1/account/alerts */
export interface AlertSettingsData {
  bundle80: boolean;
  bundle100: boolean;
  billDue: boolean;
  /** null: no balance alert. */
  lowBalanceThreshold: number | null;
  sms: boolean;
}

/** The settings of an account that never saved any. */
export const DEFAULT_ALERT_SETTINGS: AlertSettingsData = { bundle80: true, bundle100: true, billDue: true, lowBalanceThreshold: null, sms: true };

/** A bill is "due" this many days before its due date (and after it, while unpaid). */
export const BILL_DUE_DAYS = 3;
