/**
 * A stored payment: reading it, and where its payer goes back to. The lowest layer of ./: the provider
 * stand-ins and the methods read payments here, below ./index.ts, which applies their results.
 */
import { eq } from 'drizzle-orm';
import { localizePath, type Locale } from '@/lib/locales';
import { getDb } from '../db';
import { payments } from '../db/schema';
import { orderPath } from '../services/shop/order-status';

export type PaymentRow = typeof payments.$inferSelect;

/** Where the payer lands after paying (spec section 9: successful or unsuccessful). */
export function confirmationPath(orderId: string, lang: Locale): string {
  return localizePath(`/personal/my-account/recharge-confirmation?orderId=${encodeURIComponent(orderId)}`, lang);
}

/** Where the payer of `payment` goes back to: a shop order's page, else the payment's confirmation. */
export function returnPath(payment: Pick<PaymentRow, 'id' | 'purpose' | 'detail'>, lang: Locale): string {
  // `placed=1`: the order page thanks the payer and says what happens next (or offers Pay now again).
  return payment.purpose === 'order' ? `${localizePath(orderPath(String(payment.detail.orderNumber)), lang)}?placed=1` : confirmationPath(payment.id, lang);
}

export async function findPayment(orderId: string): Promise<PaymentRow | null> {
  if (!orderId || orderId.length > 64) return null;
  const db = await getDb();
  const [row] = await db.select().from(payments).where(eq(payments.id, orderId));
  return row ?? null;
}
