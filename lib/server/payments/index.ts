/**
 * Card payments (recharge, bill, e-voucher) through a hosted payment page (design.md section 6): we
 * create an order and send the payer to the provider's page; card numbers never reach our API. The
 * provider reports the result server to server, signed with PAYMENT_WEBHOOK_SECRET over the order id,
 * amount, currency and a timestamp (./signature.ts), to POST /api/v1/payments/callback; only then is
 * the line credited, the bill marked paid or the voucher issued, once per order however often the
 * callback comes (references `payment:<orderId>`).
 *
 * In demo mode the provider is the site itself (./provider.ts and /pay/<orderId>). With
 * PAYMENT_PROVIDER_URL set, `paymentPageUrl` is where a real provider's page plugs in.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { brand } from '@/lib/brand';
import type { PaymentStartData, PaymentStatusData } from '@/lib/account-api';
import type { Locale } from '@/lib/locales';
import { parseReference } from '@/lib/reference';
import { ApiError, notFound } from '../api/errors';
import { logSendFailure, messaging } from '../messaging';
import { getDb, type Database } from '../db';
import { eVoucherPackages, payments } from '../db/schema';
import { serverTranslator } from '../i18n';
import { logger } from '../logger';
import { metrics, oneOf, word } from '../observability/metrics';
import { core, CoreUnavailableError, CoreUnconfirmedError } from '../core';
import { notifyBillPaid, notifyRecharge } from '../services/notify-events';
import { earnForSpend } from '../services/rewards/earning-rules';
import { confirmPaidOrder } from '../services/shop/order-status';
import { sendReceipt } from './receipts';
import { chargedAfterCancel, refundDuePayments } from './refunds';
import { withNewReference } from './references';
import { chosenMethod } from './methods';
import { findPayment, returnPath, type PaymentRow } from './records';
import { PAYMENT_CURRENCY } from './signature';

export { confirmationPath, findPayment, returnPath, type PaymentRow } from './records';
import { formatPrice } from '@/lib/format';
import { PAYMENT_METHOD_IDS } from '@/lib/payment-methods';

export type PaymentPurpose = PaymentStatusData['purpose'];

const PURPOSES: readonly PaymentPurpose[] = ['recharge', 'bill', 'e-voucher', 'order'];

/** payments_total: a payment started, or ended (succeeded, declined), refused (another amount) or failed to be fulfilled. */
function countPayment(method: string, purpose: string, outcome: string): void {
  metrics().payments.inc({ method: oneOf(method, PAYMENT_METHOD_IDS), purpose: oneOf(purpose, PURPOSES), outcome: word(outcome) });
}

/** Counts a payment started inside a transaction (startPayment's `within`), once that has committed. */
export function countStartedPayment(method: string | undefined, purpose: PaymentPurpose): void {
  const chosen = chosenMethod(method);
  if (chosen) countPayment(chosen.id, purpose, 'started');
}

export interface StartPaymentInput {
  purpose: PaymentPurpose;
  msisdn: string;
  amount: number;
  email?: string | null;
  /** What the payment is for: { billId } for a bill, { packageId } for an e-voucher, payer's account. */
  detail?: Record<string, string | number>;
  /** The payment method the payer chose (./methods); none: the default (the demo card in demo mode, else the first enabled). */
  method?: string | null;
}

/** The page the payer enters the card on. */
export function paymentPageUrl(orderId: string, lang: Locale): string {
  // A real provider's hosted page would be built from PAYMENT_PROVIDER_URL here (after registering
  // the order with the provider); the demo page is served by this site.
  return `/pay/${orderId}?lang=${lang}`;
}

/**
 * Creates a pending payment and answers where the payer enters the card. Given a transaction (`within`),
 * the payment is made inside it (a new attempt on a shop order, ../shop/order-payment.ts): each insert
 * then runs in its own savepoint, so a reference clash retried does not abort the caller's transaction.
 */
export async function startPayment(input: StartPaymentInput, lang: Locale, within?: Database): Promise<PaymentStartData> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error('payment amount must be a positive integer');
  const method = chosenMethod(input.method);
  if (!method) throw new ApiError(400, 'money.methods.unavailable', { errors: { method: 'money.methods.unavailable' } });
  const db = await getDb();
  const orderId = randomBytes(16).toString('base64url');
  const reference = await withNewReference(async (candidate) => {
    const values = {
      id: orderId,
      reference: candidate,
      purpose: input.purpose,
      msisdn: input.msisdn,
      amount: input.amount,
      email: input.email ?? null,
      detail: input.detail ?? {},
      method: method.id,
    };
    if (within) await within.transaction((savepoint) => savepoint.insert(payments).values(values));
    else await db.insert(payments).values(values);
    return candidate;
  });
  // Started inside the caller's transaction, the payment may still roll back with it (a checkout whose
  // stock is gone): the caller counts it once that has committed (countStartedPayment).
  if (!within) countPayment(method.id, input.purpose, 'started');
  return { orderId, reference, paymentUrl: paymentPageUrl(orderId, lang) };
}

export function paymentStatusData(row: PaymentRow): PaymentStatusData {
  const data: PaymentStatusData = { orderId: row.id, reference: row.reference, status: row.status, purpose: row.purpose, amount: row.amount, msisdn: row.msisdn };
  // A shop order's number (not a secret: its page still needs the owner's session or the link's token).
  if (row.purpose === 'order' && typeof row.detail.orderNumber === 'string') data.orderNumber = row.detail.orderNumber;
  return data;
}

/**
 * A payment's status by its long order id (the confirmation and payment pages) or by the short
 * reference a customer reads out (any case, dashes, spaces, O for 0, I or L for 1).
 */
export async function paymentStatus(orderIdOrReference: string): Promise<PaymentStatusData> {
  const reference = parseReference(orderIdOrReference);
  let row = reference ? null : await findPayment(orderIdOrReference);
  if (reference) {
    const db = await getDb();
    [row = null] = await db.select().from(payments).where(eq(payments.reference, reference));
  }
  if (!row) throw notFound();
  return paymentStatusData(row);
}

/**
 * An e-voucher whose code may not have reached the buyer (the answer that carried it was lost, or its
 * SMS failed) is re-issued with a new code by a callback that comes this much later; one issued more
 * recently may still be on its way in another attempt, whose callback answers 503 so the provider
 * retries. Longer than any one attempt can take (core calls and the SMS, each with its time limit).
 */
export const VOUCHER_REISSUE_AFTER_MS = 60_000;

/** Does what a succeeded payment pays for. Safe to run again: every step is idempotent. */
async function fulfil(payment: PaymentRow, lang: Locale): Promise<void> {
  const reference = `payment:${payment.id}`;
  if (payment.purpose === 'recharge') {
    await core().credit({ msisdn: payment.msisdn, amount: payment.amount, reason: 'card-recharge', reference });
    // Points with the effects (not with the notice): a provider's retry after a crash still earns them, once.
    await earnForSpend({ msisdn: payment.msisdn, amount: payment.amount, kind: 'recharge', reference });
    return;
  }
  if (payment.purpose === 'order') {
    await confirmPaidOrder(String(payment.detail.orderId));
    return;
  }
  if (payment.purpose === 'bill') {
    const billId = Number(payment.detail.billId);
    const { alreadyPaid } = await core().payBill({ billId, paymentId: payment.id, amount: payment.amount });
    if (alreadyPaid) logger.warn({ orderId: payment.id, billId }, 'bill was already paid; the payment was credited to the line');
    await earnForSpend({ msisdn: payment.msisdn, amount: payment.amount, kind: 'bill', reference });
    return;
  }
  const db = await getDb();
  const [pkg] = await db.select().from(eVoucherPackages).where(eq(eVoucherPackages.id, Number(payment.detail.packageId)));
  if (!pkg) throw new Error(`e-voucher package ${payment.detail.packageId} of payment ${payment.id} is gone`);
  let issued;
  try {
    issued = await core().issueVoucher({
      paymentId: payment.id,
      packageId: pkg.id,
      msisdn: payment.msisdn,
      value: pkg.value,
      reissueAfterMs: VOUCHER_REISSUE_AFTER_MS,
    });
  } catch (error) {
    // The voucher may exist with a code nobody will ever see: withdraw it (when the core answers), so
    // the provider's retry issues one and sends it.
    if (error instanceof CoreUnconfirmedError) await core().withdrawVoucher(payment.id).catch(() => undefined);
    throw error;
  }
  if (issued.state === 'used') return; // its code reached the buyer, who used it
  if (issued.state === 'recent') throw new ApiError(503, 'errors.idempotencyInProgress', { headers: { 'Retry-After': '60' } });
  const t = serverTranslator(lang);
  try {
    await messaging().sendSms({
      to: payment.msisdn,
      text: t('core.sms.voucher', { code: issued.code, value: formatPrice(pkg.value), brand: brand.name[lang] }),
      code: issued.code,
      purpose: 'voucher',
    });
  } catch (error) {
    // The code exists only in that SMS: withdraw the voucher so the provider's retry issues a new one.
    logSendFailure(error, 'voucher');
    await core().withdrawVoucher(payment.id);
    throw new CoreUnavailableError('error', error);
  }
}

/** The notification of a succeeded payment, written once (when its status changed, and by reference). */
async function notifyPaid(payment: PaymentRow): Promise<void> {
  const reference = `payment:${payment.id}`;
  if (payment.purpose === 'recharge') {
    const payer = Number(payment.detail.accountId);
    await notifyRecharge({ msisdn: payment.msisdn, amount: payment.amount, reference, payerAccountId: Number.isInteger(payer) && payer > 0 ? payer : null });
  } else if (payment.purpose === 'bill') {
    const bill = await core()
      .getBill(Number(payment.detail.billId))
      .catch(() => null);
    await notifyBillPaid({ msisdn: payment.msisdn, amount: payment.amount, period: bill?.period ?? '', reference });
  }
}

/** A succeeded charge for a payment we had closed (its shop order was cancelled): it is paid back. */
async function refundIfChargedAfterCancel(paymentId: string, status: PaymentRow['status']): Promise<PaymentRow['status']> {
  if (status !== 'declined' || !(await chargedAfterCancel(paymentId))) return status;
  await refundDuePayments(new Date(), paymentId);
  return 'succeeded';
}

export interface PaymentResult {
  status: PaymentStatusData['status'];
  redirectUrl: string;
}

export interface PaymentVerdict {
  orderId: string;
  status: 'succeeded' | 'declined';
  /** What the provider charged, checked against the order. */
  amount: number;
  currency: string;
}

/**
 * Applies the provider's (verified) verdict on an order, once: a repeated callback changes nothing (a
 * final status stays, and a succeeded payment's effects are idempotent). A verdict for another amount
 * or currency than the order's is refused (400) and changes nothing.
 */
export async function applyPaymentResult(input: PaymentVerdict, lang: Locale): Promise<PaymentResult> {
  const payment = await findPayment(input.orderId);
  if (!payment) throw notFound();
  if (input.amount !== payment.amount || input.currency !== PAYMENT_CURRENCY) {
    logger.warn({ orderId: payment.id, amount: input.amount, currency: input.currency, expected: payment.amount }, 'payment callback for another amount or currency refused');
    countPayment(payment.method, payment.purpose, 'refused');
    throw new ApiError(400, 'core.payment.mismatch');
  }
  // A shop order's payer goes back to the order page (its guest link is in the browser and the SMS).
  const redirectUrl = returnPath(payment, lang);
  // Final already: a replay, or the provider's retry after our answer was lost. Nothing to do, unless
  // the provider charged an order we had cancelled meanwhile: that money goes back.
  if (payment.status !== 'pending') {
    if (input.status === 'succeeded') return { status: await refundIfChargedAfterCancel(payment.id, payment.status), redirectUrl };
    return { status: payment.status, redirectUrl };
  }

  // Effects first (idempotent), status second: if the core fails, the order stays pending and the
  // provider's retry does it all again, applying each effect once.
  if (input.status === 'succeeded') {
    await fulfil(payment, lang).catch((error: unknown) => {
      countPayment(payment.method, payment.purpose, 'error'); // left pending: the provider's retry does it again
      throw error;
    });
  }
  const db = await getDb();
  const [changed] = await db
    .update(payments)
    .set({ status: input.status, completedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!changed) {
    const [now] = await db.select().from(payments).where(eq(payments.id, payment.id));
    if (input.status === 'succeeded') return { status: await refundIfChargedAfterCancel(payment.id, now.status), redirectUrl };
    return { status: now.status, redirectUrl };
  }
  countPayment(changed.method, changed.purpose, changed.status);
  if (changed.status === 'succeeded') await notifyPaid(changed);
  if (changed.status === 'succeeded' && changed.email) {
    await sendReceipt(changed, lang).catch((error: unknown) => logSendFailure(error, 'receipt'));
  }
  return { status: changed.status, redirectUrl };
}
