/**
 * Card money that must go back (design.md section 7: money is never lost, never taken twice). Two ways a
 * shop order's card money is owed back:
 * - a paid order is cancelled (the 48-hour timer, or staff): `markRefundDue` in the cancelling transaction;
 * - the provider reports a charge for an order we had cancelled meanwhile (the 30-minute timer closed its
 *   payment while the payer was on the card page): `chargedAfterCancel` from the callback.
 * `refundDuePayments` (a job, and right away after either) asks the provider to pay it back, with the
 * payment id as the provider's idempotency key, then marks the payment refunded with a conditional UPDATE,
 * so the payer is told once whichever server got there. A refund the provider refuses stays due and is
 * tried again by the next run.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { formatPrice } from '@/lib/format';
import { messaging, logSendFailure } from '../messaging';
import { getDb, type Database } from '../db';
import { payments } from '../db/schema';
import { serverTranslator } from '../i18n';
import { logger } from '../logger';
import { notifyEvent } from '../services/notify-events';
import { serverEnv } from '../env';
import { paymentMethod } from './methods';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

/**
 * Asks the payment's method to pay a succeeded payment back in full, with `refund:<payment id>` as its
 * idempotency key (a second request for the same payment, from a retry or another server, refunds
 * nothing more). The demo card keeps the demo provider's refunds (./provider-refunds.ts, demo mode
 * only). A method that cannot (switched off, not registered, the provider refuses) throws: the refund
 * stays due (and logged) and the job asks again; money is never dropped silently.
 */
export async function refundAtProvider(payment: PaymentRow): Promise<void> {
  if (payment.method === 'demo-card' && !serverEnv().demoMode) throw new Error('the demo card has no refund API outside demo mode: refund this payment by hand');
  const method = paymentMethod(payment.method);
  if (!method) throw new Error(`payment method ${payment.method} is not available: refund this payment by hand`);
  if (payment.method !== 'demo-card' && !payment.providerRef) throw new Error('payment was never registered at its provider: nothing to refund there');
  await method.refund({ ...payment, providerRef: payment.providerRef ?? payment.id }, `refund:${payment.id}`);
}

/** A succeeded card payment whose order was cancelled now owes its money back (once). */
export async function markRefundDue(tx: Tx, paymentId: string, now: Date): Promise<boolean> {
  const marked = await tx
    .update(payments)
    .set({ refundDueAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded'), isNull(payments.refundDueAt)))
    .returning({ id: payments.id });
  return marked.length > 0;
}

/**
 * The provider charged a shop order's payment that we had closed (its order was cancelled by the timer
 * before the charge): the payment did succeed, and its money is owed back. True when recorded now.
 */
export async function chargedAfterCancel(paymentId: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const marked = await db
    .update(payments)
    .set({ status: 'succeeded', completedAt: now, refundDueAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.purpose, 'order'), eq(payments.status, 'declined'), isNull(payments.refundDueAt)))
    .returning({ id: payments.id });
  if (marked.length === 0) return false;
  logger.warn({ orderId: paymentId }, 'a card payment arrived for a cancelled order: refunding it');
  return true;
}

/**
 * Job: pays back every refund that is due (and tells each payer once). With `paymentId`, only that
 * payment's (right after it became due, so the payer need not wait for the job).
 */
export async function refundDuePayments(now: Date, paymentId?: string): Promise<number> {
  const db = await getDb();
  const due = await db
    .select()
    .from(payments)
    .where(and(isNotNull(payments.refundDueAt), isNull(payments.refundedAt), paymentId ? eq(payments.id, paymentId) : undefined))
    .orderBy(asc(payments.refundDueAt))
    .limit(100);
  let refunded = 0;
  for (const payment of due) {
    try {
      await refundAtProvider(payment);
    } catch (error) {
      logger.error({ orderId: payment.id, err: (error as Error).message }, 'refund not taken by the provider: it stays due');
      continue;
    }
    const [done] = await db
      .update(payments)
      .set({ refundedAt: now })
      .where(and(eq(payments.id, payment.id), isNull(payments.refundedAt)))
      .returning();
    if (!done) continue; // another server recorded it (the provider refunded once: same idempotency key)
    refunded += 1;
    await tellPayer(done);
  }
  return refunded;
}

async function tellPayer(payment: PaymentRow): Promise<void> {
  const order = String(payment.detail.orderNumber ?? payment.reference);
  const amount = formatPrice(payment.amount);
  await notifyEvent({ msisdn: payment.msisdn }, { event: 'refunded', reference: `refund:${payment.id}`, values: { amount, order } });
  const lang = payment.detail.lang === 'en' || payment.detail.lang === 'ku' ? payment.detail.lang : 'ar';
  await messaging()
    .sendSms({ to: payment.msisdn, text: serverTranslator(lang)('notifications.events.refunded.body', { amount, order }), purpose: 'refund' })
    .catch((error: unknown) => logSendFailure(error, 'refund'));
}
