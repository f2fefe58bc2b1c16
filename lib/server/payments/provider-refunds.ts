/**
 * The demo payment provider's refund API (./provider.ts is its card page), standing in for a real
 * provider's: a refund request carries an idempotency key (we send the payment id), and the provider
 * pays back once per key, however often and on however many servers the request is repeated. It
 * records each refund in its own table (`demo_provider_refunds`, in the database because the site runs
 * on several servers), so what it paid back can be counted like a provider's statement.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../db';
import { demoProviderRefunds, payments } from '../db/schema';
import { logger } from '../logger';

export interface ProviderRefundRequest {
  /** Same key, same refund: a repeated request refunds nothing more. */
  idempotencyKey: string;
  /** The charge to pay back. */
  paymentId: string;
  amount: number;
  currency: string;
}

export type ProviderRefund = typeof demoProviderRefunds.$inferSelect;

let answersLost = false;

/**
 * Tests: the provider makes the refund but its answer never arrives (a timeout on the way back), as
 * happens with a real provider; the caller sees an error and must ask again with the same key.
 */
export function setRefundAnswersLostForTests(lost: boolean): void {
  answersLost = lost;
}

/**
 * Pays a charge back at the demo provider, once per idempotency key: the first request records the
 * refund, a repeat answers the refund already made. A key reused for another charge or amount, a
 * charge that did not succeed, or more than was charged is refused, as a real provider would.
 */
export async function refundAtDemoProvider(request: ProviderRefundRequest): Promise<ProviderRefund> {
  const db = await getDb();
  const [charge] = await db.select({ amount: payments.amount, status: payments.status }).from(payments).where(eq(payments.id, request.paymentId));
  if (charge?.status !== 'succeeded') throw new Error(`demo provider: no succeeded charge ${request.paymentId} to refund`);
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > charge.amount) {
    throw new Error(`demo provider: cannot refund ${request.amount} of a charge of ${charge.amount}`);
  }
  // The key's row is the refund: a parallel request with the same key waits for this insert and then
  // inserts nothing.
  const [made] = await db.insert(demoProviderRefunds).values(request).onConflictDoNothing({ target: demoProviderRefunds.idempotencyKey }).returning();
  const [refund] = made ? [made] : await db.select().from(demoProviderRefunds).where(eq(demoProviderRefunds.idempotencyKey, request.idempotencyKey));
  if (refund.paymentId !== request.paymentId || refund.amount !== request.amount || refund.currency !== request.currency) {
    throw new Error(`demo provider: idempotency key ${request.idempotencyKey} was used for another refund`);
  }
  if (made) logger.info({ orderId: request.paymentId, amount: request.amount, currency: request.currency }, 'demo provider: card payment refunded');
  if (answersLost) throw new Error('demo provider: the refund answer was lost (timeout)');
  return refund;
}
