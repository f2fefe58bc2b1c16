/**
 * "Pay now" on an unpaid card order (the order page, My orders, the SMS link): a new card attempt on the
 * same order while its items are held (UNPAID_ORDER_MINUTES from the order). A card declined on the
 * hosted page leaves the order waiting for payment; this gives it a new payment (a new page at the
 * provider) and points the order at it.
 *
 * Never a double charge: the order row is locked while its attempt is chosen, so parallel clicks (two
 * tabs, two servers) make at most one new attempt; an attempt still pending (the payer has not paid,
 * or its result is on its way) is resumed, not replaced, so two attempts are never open at once; a paid
 * order (or one cancelled or expired) is refused.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { OrderPayData } from '@/lib/shop-api';
import { ApiError } from '../../api/errors';
import { getDb } from '../../db';
import { orders, payments } from '../../db/schema';
import { countStartedPayment, paymentPageUrl, startPayment } from '../../payments';
import { heldUntil, readableOrder, type OrderReader } from './orders';

const notPayable = (reason: 'paid' | 'expired' | 'cash') => new ApiError(409, `checkout.errors.notPayable.${reason}`);

export async function payOrder(orderNumber: string, who: OrderReader, lang: Locale, method?: string, now = new Date()): Promise<OrderPayData> {
  const found = await readableOrder(orderNumber, who);
  const db = await getDb();
  let started = false;
  const paymentId = await db.transaction(async (tx) => {
    // Locked: a parallel "Pay now" on this order waits here, then finds the attempt made by this one.
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (order.paymentMethod !== 'card') throw notPayable('cash');
    if (order.status === 'cancelled') throw notPayable('expired');
    if (order.status !== 'pending-payment') throw notPayable('paid');
    if (now.getTime() >= heldUntil(order).getTime()) throw notPayable('expired');
    if (order.paymentId) {
      const [current] = await tx.select().from(payments).where(eq(payments.id, order.paymentId));
      if (current?.status === 'succeeded') throw notPayable('paid');
      // Still open at the provider: the payer goes back to the same page (one open attempt at a time).
      if (current?.status === 'pending') return current.id;
    }
    const attempt = await startPayment(
      {
        purpose: 'order',
        msisdn: order.msisdn,
        amount: order.total,
        email: order.details.email,
        detail: { orderId: order.id, orderNumber: order.orderNumber, lang },
        method,
      },
      lang,
      tx,
    );
    await tx.update(orders).set({ paymentId: attempt.orderId }).where(eq(orders.id, order.id));
    started = true;
    return attempt.orderId;
  });
  if (started) countStartedPayment(method, 'order');
  return { paymentUrl: paymentPageUrl(paymentId, lang) };
}
