/**
 * The checkout (issue 12, part 3): the price of the caller's bag (quote) and placing the order. Stock is
 * reserved with one conditional UPDATE per line inside the transaction that creates the order, so two
 * buyers of the last unit get exactly one order, and a line that cannot be reserved reserves nothing.
 * Cash orders are confirmed at once; card orders wait for the hosted payment page's signed callback
 * (payments purpose 'order', see ./order-status.ts confirmPaidOrder) and give their stock back after
 * UNPAID_ORDER_MINUTES without one.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { brand } from '@/lib/brand';
import { formatPrice } from '@/lib/format';
import { localizePath, type Locale } from '@/lib/locales';
import { formatReference, newReference } from '@/lib/reference';
import { DELIVERY_FEE, FULFIL_WITHIN_HOURS, type CheckoutAnswer, type CheckoutFulfilment, type QuoteData } from '@/lib/shop-api';
import { logSendFailure, messaging } from '../../messaging';
import type { CartRef } from '../../api/cart-ref';
import { ApiError } from '../../api/errors';
import { getDb, type Database } from '../../db';
import { orderItems, orders, productVariants, promoCodes } from '../../db/schema';
import { serverEnv } from '../../env';
import { serverTranslator } from '../../i18n';
import { idAtLineLimit } from '../id-lines';
import { countStartedPayment, startPayment } from '../../payments';
import type { Subscriber } from '../subscriber-sessions';
import { claimCart, readCartForCheckout, type CheckoutCartItem as CheckoutLine } from './cart';
import type { CheckoutBody, QuoteBody } from './schemas';
import { hashOrderToken, orderPath } from './orders';
import { findShop } from './shops';

class OutOfStock extends Error {}

const emptyBag = () => new ApiError(400, 'checkout.errors.emptyBag');
const promoError = (key: string, values?: Record<string, string>) => {
  const ref = values ? `${key}?${new URLSearchParams(values).toString()}` : key;
  return new ApiError(400, ref, { errors: { promoCode: ref } });
};

async function bagOf(cartRef: CartRef | null): Promise<CheckoutLine[]> {
  const lines = cartRef ? await readCartForCheckout(cartRef) : [];
  if (lines.length === 0) throw emptyBag();
  return lines;
}

/** The discount a promo code gives on `subtotal`, or a 400 that says why it does not apply. */
async function promoDiscount(code: string | undefined, subtotal: number, now: Date): Promise<number> {
  if (!code) return 0;
  const db = await getDb();
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) throw promoError('checkout.errors.promoUnknown');
  if (promo.validUntil && promo.validUntil.getTime() <= now.getTime()) throw promoError('checkout.errors.promoExpired');
  if (subtotal < promo.minSubtotal) throw promoError('checkout.errors.promoMinimum', { min: formatPrice(promo.minSubtotal) });
  return Math.floor((subtotal * promo.percentOff) / 100);
}

export async function priceOf(lines: CheckoutLine[], fulfilment: CheckoutFulfilment | undefined, promoCode: string | undefined, now = new Date()): Promise<QuoteData> {
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const discount = await promoDiscount(promoCode, subtotal, now);
  const deliveryFee = fulfilment?.method === 'delivery' ? DELIVERY_FEE : 0;
  return { subtotal, discount, deliveryFee, total: subtotal - discount + deliveryFee };
}

export async function quoteCheckout(cartRef: CartRef | null, body: QuoteBody): Promise<QuoteData> {
  return priceOf(await bagOf(cartRef), body.fulfilment, body.promoCode);
}

/** The bag changed between reading it and claiming it (another tab added or removed something). */
class BagChanged extends Error {}

const sameLines = (claimed: Array<{ variantId: number; quantity: number }>, lines: CheckoutLine[]) => {
  const key = (l: { variantId: number; quantity: number }) => `${l.variantId}x${l.quantity}`;
  return claimed.map(key).sort().join() === lines.map(key).sort().join();
};

/**
 * In one transaction: claims the bag (its lines leave it, so a parallel checkout of the same bag finds
 * it empty), reserves every line or none (a line short of stock rolls the whole order back), creates
 * the order and, for a card order, its first payment (`payment`), so the order never exists without the
 * attempt "Pay now" would otherwise start beside it.
 */
async function createOrder(
  cartRef: CartRef,
  lines: CheckoutLine[],
  values: Omit<typeof orders.$inferInsert, 'orderNumber'>,
  payment: ((tx: Database, orderNumber: string) => Promise<string>) | null,
): Promise<{ id: string; orderNumber: string; paymentUrl?: string }> {
  const db = await getDb();
  for (let attempt = 1; ; attempt++) {
    const orderNumber = newReference();
    try {
      return await db.transaction(async (tx) => {
        const claimed = await claimCart(tx, cartRef);
        if (claimed.length === 0) throw emptyBag();
        if (!sameLines(claimed, lines)) throw new BagChanged();
        await tx.insert(orders).values({ ...values, orderNumber });
        await tx.insert(orderItems).values(
          lines.map((l) => ({ orderId: values.id, productId: l.productId, variantId: l.variantId, quantity: l.quantity, unitPrice: l.unitPrice, names: l.names })),
        );
        const paymentUrl = payment ? await payment(tx, orderNumber) : undefined;
        // The stock last, just before the commit: a reserved row stays locked until then, and every
        // other buyer of the phone waits on that lock (a flash sale's queue). Reserved first, it was
        // held across the order's, its lines' and its payment's writes as well.
        // Same order of rows in every transaction, so two orders never wait on each other's locks.
        for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
          const [reserved] = await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
            .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
            .returning({ id: productVariants.id });
          if (!reserved) throw new OutOfStock();
        }
        return { id: values.id, orderNumber, ...(paymentUrl ? { paymentUrl } : {}) };
      });
    } catch (error) {
      if (error instanceof OutOfStock) throw new ApiError(409, 'checkout.errors.outOfStock');
      if (error instanceof BagChanged) throw new ApiError(409, 'checkout.errors.bagChanged');
      // One in 10^15: another order took this number; try another.
      if (attempt < 3 && /orders_number/.test(String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message))) continue;
      throw error;
    }
  }
}

async function sendOrderLink(input: { orderNumber: string; phone: string; email: string; link: string; token: string; total: number }, lang: Locale): Promise<void> {
  const t = serverTranslator(lang);
  const values = { brand: brand.name[lang], order: formatReference(input.orderNumber), link: input.link, total: formatPrice(input.total), hours: FULFIL_WITHIN_HOURS };
  await messaging()
    .sendSms({ to: input.phone, text: t('checkout.messages.sms', values), code: input.token, purpose: 'order' })
    .catch((error: unknown) => logSendFailure(error, 'order'));
  await messaging()
    .sendEmail({ to: input.email, subject: t('checkout.messages.subject', values), text: t('checkout.messages.email', values), code: input.token, purpose: 'order' })
    .catch((error: unknown) => logSendFailure(error, 'order'));
}

export interface CheckoutCaller {
  cartRef: CartRef | null;
  subscriber: Subscriber | null;
}

/** Units of each product in the bag (its colours and sizes together): the per-order limit is per product. */
function unitsPerProduct(lines: CheckoutLine[]): Map<number, { units: number; max: number }> {
  const units = new Map<number, { units: number; max: number }>();
  for (const line of lines) {
    const seen = units.get(line.productId);
    units.set(line.productId, { units: (seen?.units ?? 0) + line.quantity, max: line.maxPerOrder });
  }
  return units;
}

const idError = (ref: string) => new ApiError(400, ref, { errors: { 'details.idNumber': ref } });

export async function placeOrder(caller: CheckoutCaller, body: CheckoutBody, lang: Locale, now = new Date()): Promise<CheckoutAnswer> {
  if (!caller.cartRef) throw emptyBag();
  const cartRef = caller.cartRef;
  const lines = await bagOf(cartRef);
  for (const { units, max } of unitsPerProduct(lines).values()) {
    if (units < 1 || units > max) throw new ApiError(400, `checkout.errors.quantity?max=${max}&min=1`);
  }
  if (body.fulfilment.method === 'pickup' && !(await findShop(body.fulfilment.shopId, lang))) {
    throw new ApiError(400, 'errors.badRequest', { errors: { 'fulfilment.shopId': 'checkout.errors.shopUnknown' } });
  }
  // Every SIM or line of the order is one more line on the ID (the schema normalised its number).
  const lineUnits = lines.filter((l) => l.needsId).reduce((sum, l) => sum + l.quantity, 0);
  let details = body.details;
  if (lineUnits > 0) {
    if (!details.idType) throw new ApiError(400, 'errors.badRequest', { errors: { 'details.idType': 'validation.required' } });
    if (!details.idNumber) throw idError('checkout.errors.idRequired');
    if (await idAtLineLimit(details.idNumber, lineUnits)) throw idError('checkout.errors.idAtLimit');
  } else {
    // Nothing is registered to an ID: none is kept.
    details = { ...details, idType: undefined, idNumber: undefined };
  }
  // Sold out when the bag was read: refused at once, without a transaction that writes the order only
  // to roll it back (after a flash sale's last unit, that is every buyer). Stock left is no promise:
  // the conditional UPDATE in createOrder reserves it or refuses the same way.
  if (lines.some((l) => l.quantity > l.stock)) throw new ApiError(409, 'checkout.errors.outOfStock');
  const price = await priceOf(lines, body.fulfilment, body.promoCode, now);

  const id = randomBytes(16).toString('base64url');
  const token = randomBytes(24).toString('base64url');
  const card = body.payment === 'card';
  const { orderNumber, paymentUrl } = await createOrder(
    cartRef,
    lines,
    {
      id,
      accountId: caller.subscriber?.accountId ?? null,
      msisdn: details.phone,
      accessTokenHash: hashOrderToken(token),
      status: card ? 'pending-payment' : 'confirmed',
      details,
      fulfilment: body.fulfilment,
      paymentMethod: body.payment,
      promoCode: price.discount > 0 ? (body.promoCode ?? null) : null,
      subtotal: price.subtotal,
      discount: price.discount,
      deliveryFee: price.deliveryFee,
      total: price.total,
      locale: lang,
      createdAt: now,
    },
    card
      ? async (tx, number) => {
          const payment = await startPayment(
            { purpose: 'order', msisdn: details.phone, amount: price.total, email: details.email, detail: { orderId: id, orderNumber: number, lang }, method: body.method },
            lang,
            tx,
          );
          await tx.update(orders).set({ paymentId: payment.orderId }).where(eq(orders.id, id));
          return payment.paymentUrl;
        }
      : null,
  );

  if (paymentUrl) countStartedPayment(body.method, 'order');
  const orderUrl = `${localizePath(orderPath(orderNumber), lang)}?token=${token}`;
  await sendOrderLink({ orderNumber, phone: details.phone, email: details.email, link: new URL(orderUrl, serverEnv().SITE_URL).toString(), token, total: price.total }, lang);
  return paymentUrl ? { orderNumber, orderUrl, paymentUrl } : { orderNumber, orderUrl };
}
