/**
 * Shop orders after they are placed (./checkout.ts places them): reading them (the owner's account or
 * number, or a guest's unguessable link), staff's steps (the card payment's confirmation is in
 * ./order-status.ts), and the two timers that give stock back: an unpaid card order after
 * UNPAID_ORDER_MINUTES, and any order not collected or delivered within FULFIL_WITHIN_HOURS (spec
 * section 9). Every status change is a conditional UPDATE, so two servers running the same job (or a job
 * racing the payment callback) change each order once, and `stock_released` makes the stock come back once.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { governorateName } from '@/lib/governorates';
import type { Locale } from '@/lib/locales';
import { parseReference } from '@/lib/reference';
import { FULFIL_WITHIN_HOURS, UNPAID_ORDER_MINUTES, type OrderData, type OrderStatus, type OrderSummaryData, type ShopData, type UnpaidData } from '@/lib/shop-api';
import { ApiError, notFound } from '../../api/errors';
import { getDb, type Database } from '../../db';
import { orderItems, orders, payments, productVariants } from '../../db/schema';
import { VAT_EXEMPTED, VAT_RATE_PERCENT } from '../../payments/receipts';
import { markRefundDue, refundDuePayments } from '../../payments/refunds';
import { cancelAtProviderById } from '../../payments/at-provider';
import type { Subscriber } from '../subscriber-sessions';
import { notifyStatus } from './order-status';
import { findShop } from './shops';

export { confirmPaidOrder, orderPath } from './order-status';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export const hashOrderToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Statuses an order may still leave; `completed` and `cancelled` are final. */
const OPEN_AFTER_PAYMENT: OrderStatus[] = ['confirmed', 'ready-for-pickup', 'out-for-delivery'];

/** Puts the order's units back on the shelf, once (inside the transaction that cancelled it). */
async function releaseStock(tx: Tx, orderId: string): Promise<void> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleased: true })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (!claimed) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.variantId));
  for (const item of items) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
      .where(eq(productVariants.id, item.variantId));
  }
}

/** Cancels an order still in one of `from` and returns its stock; null when it had moved on already. */
async function cancelOrder(orderId: string, from: OrderStatus[], now: Date): Promise<OrderRow | null> {
  const db = await getDb();
  let withdrawn = false;
  const cancelled = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
      .returning();
    if (!cancelled) return null;
    await releaseStock(tx, orderId);
    // The card page of an expired order no longer takes a card (its payment is no longer pending).
    if (cancelled.paymentId) {
      const closed = await tx
        .update(payments)
        .set({ status: 'declined', completedAt: now })
        .where(and(eq(payments.id, cancelled.paymentId), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      withdrawn = closed.length > 0;
      // A paid order's card money goes back (refunds.ts pays it, after this transaction commits).
      await markRefundDue(tx, cancelled.paymentId, now);
    }
    return cancelled;
  });
  // An unpaid payment open at a provider (a wallet, a QR) is withdrawn there (best effort, logged).
  if (cancelled?.paymentId && withdrawn) await cancelAtProviderById(cancelled.paymentId);
  // Paid back at once when it was paid; a provider that refuses now is asked again by the refund job.
  if (cancelled?.paymentId) await refundDuePayments(now, cancelled.paymentId);
  return cancelled;
}

async function cancelDue(where: ReturnType<typeof and>, from: OrderStatus[], now: Date): Promise<number> {
  const db = await getDb();
  const due = await db.select({ id: orders.id }).from(orders).where(where).orderBy(asc(orders.createdAt)).limit(500);
  let changed = 0;
  for (const { id } of due) {
    const cancelled = await cancelOrder(id, from, now);
    if (!cancelled) continue; // another server (or the payment) got there first
    changed += 1;
    await notifyStatus(cancelled, 'cancelled');
  }
  return changed;
}

/** Job: card orders unpaid after UNPAID_ORDER_MINUTES are cancelled and their stock comes back. */
export function releaseUnpaidOrders(now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNPAID_ORDER_MINUTES * 60_000);
  return cancelDue(and(eq(orders.status, 'pending-payment'), lt(orders.createdAt, before)), ['pending-payment'], now);
}

/** Job: orders not collected or delivered within FULFIL_WITHIN_HOURS are cancelled and their stock comes back. */
export function cancelUnfulfilledOrders(now: Date): Promise<number> {
  const before = new Date(now.getTime() - FULFIL_WITHIN_HOURS * 3_600_000);
  return cancelDue(and(inArray(orders.status, OPEN_AFTER_PAYMENT), lt(orders.createdAt, before)), OPEN_AFTER_PAYMENT, now);
}

/**
 * The steps staff may take an order through (the card payment and the timers make the others): a
 * pick-up order becomes ready at the shop, a delivery goes out, then either is completed; until it is
 * completed it may be cancelled (its stock comes back).
 */
const STAFF_STEPS: Record<OrderStatus, OrderStatus[]> = {
  'pending-payment': ['cancelled'],
  confirmed: ['ready-for-pickup', 'out-for-delivery', 'cancelled'],
  'ready-for-pickup': ['completed', 'cancelled'],
  'out-for-delivery': ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export type StaffStatus = 'ready-for-pickup' | 'out-for-delivery' | 'completed' | 'cancelled';

/** Moves an order one step (staff at the shop or the courier); 409 when that step is not open to it. */
export async function setOrderStatus(orderNumberInput: string, status: StaffStatus, lang: Locale, now = new Date()): Promise<OrderData> {
  const orderNumber = parseReference(orderNumberInput);
  if (!orderNumber) throw notFound();
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw notFound();
  const wrongKind =
    (status === 'ready-for-pickup' && order.fulfilment.method !== 'pickup') || (status === 'out-for-delivery' && order.fulfilment.method !== 'delivery');
  if (wrongKind || !STAFF_STEPS[order.status].includes(status)) throw new ApiError(409, 'checkout.errors.statusChange');
  let changed: OrderRow | null;
  if (status === 'cancelled') {
    changed = await cancelOrder(order.id, [order.status], now);
  } else {
    // Conditional on the status read above: a parallel change (or the 48-hour timer) wins once.
    [changed = null] = await db
      .update(orders)
      .set({ status, ...(status === 'completed' ? { completedAt: now } : {}) })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
  }
  if (!changed) throw new ApiError(409, 'checkout.errors.statusChange');
  await notifyStatus(changed, status);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return orderData(changed, items, lang, await pickupShopOf(changed, lang), await refundOf(changed), await attemptOf(changed));
}

function sameToken(token: string, hash: string): boolean {
  const a = Buffer.from(hashOrderToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Until when an unpaid card order's items are held (then the job releases them). */
export const heldUntil = (order: Pick<OrderRow, 'createdAt'>): Date => new Date(order.createdAt.getTime() + UNPAID_ORDER_MINUTES * 60_000);

/** A card order waiting for its money, from its row and its last attempt's status; null for any other. */
export function unpaidOf(order: Pick<OrderRow, 'status' | 'paymentMethod' | 'createdAt'>, attempt: PaymentRow['status'] | null, now = new Date()): UnpaidData | null {
  if (order.status !== 'pending-payment' || order.paymentMethod !== 'card') return null;
  const until = heldUntil(order);
  return { attempt: attempt === 'declined' ? 'declined' : 'pending', heldUntil: until.toISOString(), canPay: now.getTime() < until.getTime() };
}

async function attemptOf(order: OrderRow): Promise<PaymentRow['status'] | null> {
  if (order.status !== 'pending-payment' || !order.paymentId) return null;
  const db = await getDb();
  const [payment] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, order.paymentId));
  return payment?.status ?? null;
}

/** The subscriber's orders: bought while signed in, or with their number as a guest. */
export async function listOrders(subscriber: Subscriber, now = new Date()): Promise<OrderSummaryData[]> {
  const db = await getDb();
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      total: orders.total,
      attempt: payments.status,
      // Written out: inside a select drizzle leaves columns unqualified, and order_items has an `id` too.
      items: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(or(eq(orders.accountId, subscriber.accountId), eq(orders.msisdn, subscriber.msisdn)))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  return rows.map(({ paymentMethod, attempt, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    items: Number(r.items),
    unpaid: unpaidOf({ status: r.status, paymentMethod, createdAt: r.createdAt }, attempt, now),
  }));
}

export interface OrderReader {
  subscriber: Subscriber | null;
  token: string | null;
}

/**
 * The order row for its owner (signed in with the account or the number it was bought with) or for
 * whoever holds its link's token; anyone else gets the same 404 as for an order that does not exist.
 */
export async function readableOrder(orderNumberInput: string, who: OrderReader): Promise<OrderRow> {
  const orderNumber = parseReference(orderNumberInput);
  if (!orderNumber) throw notFound();
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw notFound();
  const owner = who.subscriber !== null && (order.accountId === who.subscriber.accountId || order.msisdn === who.subscriber.msisdn);
  if (!owner && !(who.token && sameToken(who.token, order.accessTokenHash))) throw notFound();
  return order;
}

/** One order for its owner or the holder of its link (see readableOrder). */
export async function orderFor(orderNumberInput: string, who: OrderReader, lang: Locale): Promise<OrderData> {
  const order = await readableOrder(orderNumberInput, who);
  const db = await getDb();
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return orderData(order, items, lang, await pickupShopOf(order, lang), await refundOf(order), await attemptOf(order));
}

async function refundOf(order: OrderRow): Promise<OrderData['refund']> {
  if (!order.paymentId) return null;
  const db = await getDb();
  const [payment] = await db
    .select({ amount: payments.amount, dueAt: payments.refundDueAt, doneAt: payments.refundedAt })
    .from(payments)
    .where(eq(payments.id, order.paymentId));
  if (!payment?.dueAt) return null;
  return { state: payment.doneAt ? 'done' : 'due', amount: payment.amount };
}

const pickupShopOf = (order: OrderRow, lang: Locale) => (order.fulfilment.method === 'pickup' ? findShop(order.fulfilment.shopId, lang) : Promise.resolve(null));

export function orderData(
  order: OrderRow,
  items: Array<typeof orderItems.$inferSelect>,
  lang: Locale,
  pickupShop: ShopData | null,
  refund: OrderData['refund'] = null,
  attempt: PaymentRow['status'] | null = null,
  now = new Date(),
): OrderData {
  // A refunded card order was paid (the refund line says the money went back).
  const paid =
    order.paymentMethod === 'card'
      ? (order.status !== 'pending-payment' && order.paymentId !== null && order.status !== 'cancelled') || refund !== null
      : order.status === 'completed';
  const f = order.fulfilment;
  const vat = VAT_EXEMPTED ? 0 : Math.round((order.total * VAT_RATE_PERCENT) / 100);
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    status: order.status,
    items: items.map((i) => ({ name: i.names[lang], quantity: i.quantity, unitPrice: i.unitPrice, total: i.quantity * i.unitPrice })),
    subtotal: order.subtotal,
    discount: order.discount,
    promoCode: order.promoCode,
    deliveryFee: order.deliveryFee,
    total: order.total,
    totalPaid: paid ? order.total : 0,
    paymentMethod: order.paymentMethod,
    fulfilment: f.method === 'pickup' ? { method: 'pickup', shop: pickupShop } : { method: 'delivery', address: f.address, city: f.city, district: f.district, governorate: f.governorate ? governorateName(f.governorate, lang) : null, landmark: f.landmark ?? null },
    buyer: { name: [order.details.firstName, order.details.secondName, order.details.thirdName].join(' '), phone: order.msisdn },
    vat: { rate: VAT_RATE_PERCENT, exempted: VAT_EXEMPTED, amount: vat },
    refund,
    unpaid: unpaidOf(order, attempt, now),
  };
}
