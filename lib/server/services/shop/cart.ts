/**
 * The bag as the checkout reads it. Minimal version on carts/cart_items for the checkout; the bag's
 * own work (issue 12, part 2) owns this file and its other operations.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { CartRef } from '../../api/cart-ref';
import { getDb } from '../../db';
import { cartItems, carts, productVariants, products, type Localized } from '../../db/schema';

export interface CheckoutLine {
  productId: number;
  variantId: number;
  quantity: number;
  /** The variant's price now, integer IQD. */
  unitPrice: number;
  /** Product name with the variant (colour, storage) in each language. */
  names: Localized;
  needsId: boolean;
  maxPerOrder: number;
}

async function cartIdOf(ref: CartRef): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where('accountId' in ref ? eq(carts.accountId, ref.accountId) : eq(carts.tokenHash, ref.tokenHash));
  return row?.id ?? null;
}

const variantName = (name: string, colour: string | undefined, storage: string | null): string =>
  [name, colour, storage].filter(Boolean).join(' · ');

export async function readCartForCheckout(ref: CartRef): Promise<CheckoutLine[]> {
  const cartId = await cartIdOf(ref);
  if (cartId === null) return [];
  const db = await getDb();
  const rows = await db
    .select({ item: cartItems, product: products, variant: productVariants })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  return rows.map(({ item, product, variant }) => ({
    productId: product.id,
    variantId: variant.id,
    quantity: item.quantity,
    unitPrice: variant.price,
    names: {
      ar: variantName(product.names.ar, variant.colours?.ar, variant.storage),
      en: variantName(product.names.en, variant.colours?.en, variant.storage),
      ku: variantName(product.names.ku, variant.colours?.ku, variant.storage),
    },
    needsId: product.needsId,
    maxPerOrder: product.maxPerOrder,
  }));
}

export async function emptyCart(ref: CartRef): Promise<void> {
  const cartId = await cartIdOf(ref);
  if (cartId === null) return;
  const db = await getDb();
  await db.delete(cartItems).where(inArray(cartItems.cartId, [cartId]));
}
