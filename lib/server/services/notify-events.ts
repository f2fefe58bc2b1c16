/**
 * Notifications from events (spec section 2: Notifications; issue 13 part 6). Each event a subscriber
 * cares about adds one notification to the account of the line it concerns, written in every language
 * (the list answers in the language the subscriber reads the site in), once per event: the event's own
 * reference is unique, so a retried callback or a replayed request adds nothing. Callers notify only
 * after the money operation succeeded and was applied now (`MoneyResult.applied`), never on a refusal.
 * A line without an account (nobody signed in with it yet) gets none: it has nowhere to read them.
 */
import { formatDate, formatMonth, type DateStyle } from '@/lib/dates';
import { formatPrice } from '@/lib/format';
import { locales, type Locale } from '@/lib/locales';
import type { Localized } from '../db/schema';
import { logger } from '../logger';
import { accountIdForMsisdn } from './accounts/account';
import { notify } from './accounts/notifications';
import { eventNotification, type EventNotice } from './event-notification';
import { checkLineAlerts } from './usage-alerts';

/** A balance below this after a charge earns a low-balance notification (IQD). */
export const LOW_BALANCE_THRESHOLD = 1_000;

/** Who gets it: an account id, or the line (its account, when it has one). */
export type NotifyTarget = { accountId: number } | { msisdn: string };

const accountOf = (target: NotifyTarget): Promise<number | null> =>
  'accountId' in target ? Promise.resolve(target.accountId) : accountIdForMsisdn(target.msisdn);

/**
 * Adds the notification of one event (`notifications.events.<event>.title/body`), once per reference.
 * true when it was added now. A failure is logged, never thrown: the money has moved already, and the
 * customer's answer must not turn into an error because a notification could not be written.
 */
export async function notifyEvent(target: NotifyTarget, event: EventNotice): Promise<boolean> {
  try {
    const accountId = await accountOf(target);
    if (accountId === null) return false;
    const id = await notify(accountId, eventNotification(event));
    return id !== null;
  } catch (error) {
    logger.error({ err: error, reference: event.reference }, 'notification not written');
    return false;
  }
}

const money = (amount: number) => formatPrice(amount);

/**
 * A date (or a bill's month) as the site writes it in each language (lib/dates.ts), so a notification's
 * text and the date the list shows beside it read the same way ("Nov 26, 2026" with "Nov 26, 2026,
 * 12:00 PM"; Iraqi month names in Arabic), never one format in the text and another on the card.
 */
const inEveryLanguage = (format: (locale: Locale) => string) => Object.fromEntries(locales.map((l) => [l, format(l)])) as Localized;
const dateValue = (date: Date, style: DateStyle) => inEveryLanguage((locale) => formatDate(date, locale, style));
const monthValue = (period: string) => inEveryLanguage((locale) => formatMonth(period, locale));

/** After a charge of the line that was applied now: a notification when the balance fell below 1,000 IQD. */
export async function notifyLowBalance(msisdn: string, balance: number, chargeReference: string): Promise<boolean> {
  // The subscriber's own balance alert, when one is set, after every charge (services/usage-alerts.ts).
  await checkLineAlerts(msisdn, 'balance');
  if (balance >= LOW_BALANCE_THRESHOLD) return false;
  return notifyEvent(
    { msisdn },
    { event: 'lowBalance', reference: `low-balance:${chargeReference}`, values: { balance: money(balance) }, link: '/personal/my-account/recharge' },
  );
}

export async function notifyAddonBought(input: { msisdn: string; title: Localized; price: number; reference: string; balance: number }): Promise<void> {
  await notifyEvent(
    { msisdn: input.msisdn },
    { event: 'addonBought', reference: input.reference, values: { title: input.title, price: money(input.price) }, link: '/personal/my-account' },
  );
  await notifyLowBalance(input.msisdn, input.balance, input.reference);
}

/**
 * A recharge credited to `msisdn` (scratch card, card payment). `payerAccountId`: the signed-in payer,
 * when known; when it is not the line's own account, the payer is told it was sent and the line that
 * it was received.
 */
export async function notifyRecharge(input: { msisdn: string; amount: number; reference: string; payerAccountId?: number | null }): Promise<void> {
  const owner = await accountOf({ msisdn: input.msisdn });
  const values = { amount: money(input.amount), msisdn: input.msisdn };
  const byOther = input.payerAccountId != null && input.payerAccountId !== owner;
  if (owner !== null) {
    await notifyEvent(
      { accountId: owner },
      { event: byOther ? 'rechargeReceived' : 'recharged', reference: `${input.reference}:line`, values, link: '/personal/my-account' },
    );
  }
  if (byOther && input.payerAccountId != null) {
    await notifyEvent({ accountId: input.payerAccountId }, { event: 'rechargeSent', reference: `${input.reference}:payer`, values });
  }
}

export async function notifyBillPaid(input: { msisdn: string; amount: number; period: string; reference: string }): Promise<boolean> {
  return notifyEvent(
    { msisdn: input.msisdn },
    { event: 'billPaid', reference: input.reference, values: { amount: money(input.amount), period: monthValue(input.period) }, link: '/personal/my-account/bill' },
  );
}

/** Both ends of a credit transfer, and the sender's low balance. */
export async function notifyTransfer(input: { from: string; to: string; amount: number; reference: string; senderBalance: number }): Promise<void> {
  const amount = money(input.amount);
  await notifyEvent({ msisdn: input.from }, { event: 'transferSent', reference: `${input.reference}:out`, values: { amount, to: input.to } });
  await notifyEvent(
    { msisdn: input.to },
    { event: 'transferReceived', reference: `${input.reference}:in`, values: { amount, from: input.from }, link: '/personal/my-account' },
  );
  await notifyLowBalance(input.from, input.senderBalance, input.reference);
}

/** A package bought for oneself (an add-on) or given to another line (a gift), and the payer's low balance. */
export async function notifyPackage(input: {
  payer: string;
  giftTo?: string | null;
  title: Localized;
  price: number;
  reference: string;
  payerBalance: number;
}): Promise<void> {
  if (input.giftTo) {
    await notifyEvent(
      { msisdn: input.giftTo },
      { event: 'giftReceived', reference: `${input.reference}:gift`, values: { from: input.payer, title: input.title }, link: '/personal/my-account' },
    );
  } else {
    await notifyEvent(
      { msisdn: input.payer },
      { event: 'addonBought', reference: input.reference, values: { title: input.title, price: money(input.price) }, link: '/personal/my-account' },
    );
  }
  await notifyLowBalance(input.payer, input.payerBalance, input.reference);
}

// Hooks for vanity numbers and partner applications (order status notices: services/shop/orders.ts) --

/**
 * A vanity reservation was made, cancelled, expired or completed. `until`: the reservation's end,
 * shown in Baghdad time (for `reserved`).
 */
export async function notifyVanity(input: {
  target: NotifyTarget;
  reservationId: string | number;
  number: string;
  event: 'reserved' | 'cancelled' | 'expired' | 'completed';
  until?: Date;
}): Promise<boolean> {
  // Written as the reservation screens write it (Reservations, ReserveDialog): in Baghdad time.
  const until = input.until ? dateValue(input.until, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const event = { reserved: 'vanityReserved', cancelled: 'vanityCancelled', expired: 'vanityExpired', completed: 'vanityCompleted' }[input.event];
  return notifyEvent(input.target, {
    event,
    reference: `vanity:${input.reservationId}:${input.event}`,
    values: { number: input.number, until },
    link: '/personal/my-account/vanity-numbers',
  });
}

/** A Platinum partner application was approved or rejected (with the editor's reason). */
export async function notifyPartnerDecision(input: {
  target: NotifyTarget;
  applicationId: string | number;
  shopName: string;
  decision: 'approved' | 'rejected';
  reason?: string;
}): Promise<boolean> {
  return notifyEvent(input.target, {
    event: input.decision === 'approved' ? 'partnerApproved' : 'partnerRejected',
    reference: `partner:${input.applicationId}:${input.decision}`,
    values: { shopName: input.shopName, reason: input.reason ?? '' },
    link: input.decision === 'approved' ? '/platinum' : null,
  });
}
