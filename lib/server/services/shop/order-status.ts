/**
 * An order's page and the notices of its status changes, and the card payment's confirmation of an order:
 * what the payments (../../payments) need of the shop, kept apart from ./orders.ts, which withdraws and
 * pays back an order's payment when the order is released (so neither imports the other in a circle).
 */
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { OrderStatus } from '@/lib/shop-api';
import { getDb } from '../../db';
import { orders } from '../../db/schema';
import { logger } from '../../logger';
import { accountIdForMsisdn } from '../accounts/account';
import { notify } from '../accounts/notifications';

type OrderRow = typeof orders.$inferSelect;

/** The order page's path (no language prefix); a guest's link adds `?token=`. */
export const orderPath = (orderNumber: string): string => `/personal/shop/orders/${orderNumber}`;

export type Notified = Exclude<OrderStatus, 'pending-payment'>;

const STATUS_TEXT: Record<Notified, { titles: Record<Locale, string>; bodies: Record<Locale, string> }> = {
  confirmed: {
    titles: { ar: 'تم تأكيد طلبك', en: 'Your order is confirmed', ku: 'داواکارییەکەت پشتڕاستکرایەوە' },
    bodies: {
      ar: 'تم استلام الدفع للطلب {order}. سنجهزه خلال 48 ساعة.',
      en: 'We received the payment for order {order}. We will have it ready within 48 hours.',
      ku: 'پارەدانی داواکاری {order} وەرگیرا. لە ماوەی ٤٨ کاتژمێردا ئامادەی دەکەین.',
    },
  },
  cancelled: {
    titles: { ar: 'تم إلغاء طلبك', en: 'Your order was cancelled', ku: 'داواکارییەکەت هەڵوەشایەوە' },
    bodies: {
      ar: 'تم إلغاء الطلب {order} لأنه لم يُدفع أو لم يُستلم في الوقت المحدد.',
      en: 'Order {order} was cancelled because it was not paid or collected in time.',
      ku: 'داواکاری {order} هەڵوەشایەوە چونکە لە کاتی خۆیدا پارەی نەدرا یان وەرنەگیرا.',
    },
  },
  'ready-for-pickup': {
    titles: { ar: 'طلبك جاهز للاستلام', en: 'Your order is ready for pick-up', ku: 'داواکارییەکەت ئامادەیە بۆ وەرگرتن' },
    bodies: {
      ar: 'الطلب {order} بانتظارك في المتجر. أحضر هويتك ورقم الطلب.',
      en: 'Order {order} is waiting for you at the shop. Bring your ID and the order number.',
      ku: 'داواکاری {order} لە فرۆشگاکە چاوەڕێتە. ناسنامەکەت و ژمارەی داواکارییەکە لەگەڵ خۆت بهێنە.',
    },
  },
  'out-for-delivery': {
    titles: { ar: 'طلبك في الطريق إليك', en: 'Your order is on its way', ku: 'داواکارییەکەت لە ڕێگادایە' },
    bodies: {
      ar: 'خرج الطلب {order} للتوصيل. أبقِ هاتفك قريباً منك.',
      en: 'Order {order} is out for delivery. Keep your phone nearby.',
      ku: 'داواکاری {order} بۆ گەیاندن نێردرا. مۆبایلەکەت لە نزیک خۆت دابنێ.',
    },
  },
  completed: {
    titles: { ar: 'تم تسليم طلبك', en: 'Your order is complete', ku: 'داواکارییەکەت تەواو بوو' },
    bodies: {
      ar: 'تم تسليم الطلب {order}. شكراً لتسوقك معنا.',
      en: 'Order {order} was handed over. Thank you for shopping with us.',
      ku: 'داواکاری {order} ڕادەستکرا. سوپاس بۆ کڕینت لە ئێمە.',
    },
  },
};

/** The account an order belongs to: the buyer's own, or the account of the number it was bought with. */
const accountOf = async (order: OrderRow): Promise<number | null> => order.accountId ?? (await accountIdForMsisdn(order.msisdn));

export async function notifyStatus(order: OrderRow, status: Notified): Promise<void> {
  try {
    const accountId = await accountOf(order);
    if (accountId === null) return;
    const text = STATUS_TEXT[status];
    const fill = (s: string) => s.replace('{order}', order.orderNumber);
    await notify(accountId, {
      titles: text.titles,
      bodies: { ar: fill(text.bodies.ar), en: fill(text.bodies.en), ku: fill(text.bodies.ku) },
      link: orderPath(order.orderNumber),
      // Once per order and status, whichever server (or replayed callback) gets here.
      reference: `order:${order.id}:${status}`,
    });
  } catch (error) {
    // A notification is a courtesy: the status change stands without it.
    logger.warn({ orderId: order.id, err: (error as Error).message }, 'order notification failed');
  }
}

/** The card payment of an order went through (payments' fulfil, run once or again on a replay). */
export async function confirmPaidOrder(orderId: string): Promise<void> {
  const db = await getDb();
  const [confirmed] = await db
    .update(orders)
    .set({ status: 'confirmed' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending-payment')))
    .returning();
  if (confirmed) {
    await notifyStatus(confirmed, 'confirmed');
    return;
  }
  // Cancelled meanwhile (its payment was closed with it): the payment's callback records the refund.
}
