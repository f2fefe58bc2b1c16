/**
 * The checkout (issue 12, part 3): the price of the caller's bag (quote) and placing the order. Stock is
 * reserved with one conditional UPDATE per line inside the transaction that creates the order, so two
 * buyers of the last unit get exactly one order, and a line that cannot be reserved reserves nothing.
 * Cash orders are confirmed at once; card orders wait for the hosted payment page's signed callback
 * (payments purpose 'order', see ./orders.ts confirmPaidOrder) and give their stock back after
 * UNPAID_ORDER_MINUTES without one.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { brand } from '@/lib/brand';
import { formatPrice } from '@/lib/format';
import { localizePath, type Locale } from '@/lib/locales';
import { formatReference, newReference } from '@/lib/reference';
import { DELIVERY_FEE, FULFIL_WITHIN_HOURS, type CheckoutAnswer, type CheckoutFulfilment, type QuoteData } from '@/lib/shop-api';
import { logSendFailure, messaging } from '../../adapters/messaging';
import type { CartRef } from '../../api/cart-ref';
import { ApiError } from '../../api/errors';
import { getDb } from '../../db';
import { orderItems, orders, productVariants, promoCodes } from '../../db/schema';
import { serverEnv } from '../../env';
import { serverTranslator } from '../../i18n';
import { idAtLineLimit } from '../id-lines';
import { startPayment } from '../payments';
import type { Subscriber } from '../subscriber-sessions';
import { emptyCart, readCartForCheckout, type CheckoutCartItem as CheckoutLine } from './cart';
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

/** Reserves every line or none: a line short of stock rolls the whole order back. */
async function createOrder(
  lines: CheckoutLine[],
  values: Omit<typeof orders.$inferInsert, 'orderNumber'>,
): Promise<{ id: string; orderNumber: string }> {
  const db = await getDb();
  for (let attempt = 1; ; attempt++) {
    const orderNumber = newReference();
    try {
      return await db.transaction(async (tx) => {
        // Same order of rows in every transaction, so two orders never wait on each other's locks.
        for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
          const [reserved] = await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
            .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
            .returning({ id: productVariants.id });
          if (!reserved) throw new OutOfStock();
        }
        await tx.insert(orders).values({ ...values, orderNumber });
        await tx.insert(orderItems).values(
          lines.map((l) => ({ orderId: values.id, productId: l.productId, variantId: l.variantId, quantity: l.quantity, unitPrice: l.unitPrice, names: l.names })),
        );
        return { id: values.id, orderNumber };
      });
    } catch (error) {
      if (error instanceof OutOfStock) throw new ApiError(409, 'checkout.errors.outOfStock');
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

export async function placeOrder(caller: CheckoutCaller, body: CheckoutBody, lang: Locale, now = new Date()): Promise<CheckoutAnswer> {
  const lines = await bagOf(caller.cartRef);
  for (const line of lines) {
    if (line.quantity < 1 || line.quantity > line.maxPerOrder) {
      throw new ApiError(400, `checkout.errors.quantity?max=${line.maxPerOrder}&min=1`);
    }
  }
  if (body.fulfilment.method === 'pickup' && !(await findShop(body.fulfilment.shopId, lang))) {
    throw new ApiError(400, 'errors.badRequest', { errors: { 'fulfilment.shopId': 'checkout.errors.shopUnknown' } });
  }
  if (lines.some((l) => l.needsId) && (await idAtLineLimit(body.details.idNumber))) {
    throw new ApiError(400, 'checkout.errors.idAtLimit', { errors: { 'details.idNumber': 'checkout.errors.idAtLimit' } });
  }
  const price = await priceOf(lines, body.fulfilment, body.promoCode, now);

  const id = randomBytes(16).toString('base64url');
  const token = randomBytes(24).toString('base64url');
  const { orderNumber } = await createOrder(lines, {
    id,
    accountId: caller.subscriber?.accountId ?? null,
    msisdn: body.details.phone,
    accessTokenHash: hashOrderToken(token),
    status: body.payment === 'cod' ? 'confirmed' : 'pending-payment',
    details: body.details,
    fulfilment: body.fulfilment,
    paymentMethod: body.payment,
    promoCode: price.discount > 0 ? (body.promoCode ?? null) : null,
    subtotal: price.subtotal,
    discount: price.discount,
    deliveryFee: price.deliveryFee,
    total: price.total,
    locale: lang,
    createdAt: now,
  });
  if (caller.cartRef) await emptyCart(caller.cartRef);

  const orderUrl = `${localizePath(orderPath(orderNumber), lang)}?token=${token}`;
  await sendOrderLink({ orderNumber, phone: body.details.phone, email: body.details.email, link: new URL(orderUrl, serverEnv().SITE_URL).toString(), token, total: price.total }, lang);

  if (body.payment === 'cod') return { orderNumber, orderUrl };
  const payment = await startPayment(
    { purpose: 'order', msisdn: body.details.phone, amount: price.total, email: body.details.email, detail: { orderId: id, orderNumber, lang } },
    lang,
  );
  const db = await getDb();
  await db.update(orders).set({ paymentId: payment.orderId }).where(eq(orders.id, id));
  return { orderNumber, orderUrl, paymentUrl: payment.paymentUrl };
}
