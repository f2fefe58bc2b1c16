/**
 * The bag (issue 12, part 2; spec section 8 messages): a guest's, found by the hash of its cookie
 * token, or a subscriber's, found by account. One line per variant (a unique index): the same
 * variant again is "Item already in cart", even when two requests add it at the same moment.
 * Quantities stay within 1..maxPerOrder and within the variant's stock when added or changed;
 * stock is reserved only by the order (checkout), so the bag shows the live stock state.
 */
import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Localized } from '@/lib/server/db/schema';
import { colourPicture } from '@/lib/colour-pictures';
import type { Locale } from '@/lib/locales';
import { locales } from '@/lib/locales';
import { stockState, type CartView } from '@/lib/shop';
import { ApiError } from '../../api/errors';
import { getDb, type Database } from '../../db';
import { cartItems, carts, products, productVariants } from '../../db/schema';

export type CartRef = { accountId: number } | { tokenHash: string };

const refCondition = (ref: CartRef) => ('accountId' in ref ? eq(carts.accountId, ref.accountId) : eq(carts.tokenHash, ref.tokenHash));

async function findCartId(ref: CartRef): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ id: carts.id }).from(carts).where(refCondition(ref));
  return row?.id ?? null;
}

/** The bag of `ref`, created on first use (two first uses at once make one bag). */
async function ensureCartId(ref: CartRef): Promise<number> {
  const db = await getDb();
  const values = 'accountId' in ref ? { accountId: ref.accountId } : { tokenHash: ref.tokenHash };
  const [created] = await db.insert(carts).values(values).onConflictDoNothing().returning({ id: carts.id });
  if (created) return created.id;
  const id = await findCartId(ref);
  if (id === null) throw new Error('bag neither created nor found');
  return id;
}

const touch = async (cartId: number) => (await getDb()).update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));

function checkQuantity(quantity: number, maxPerOrder: number, stock: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxPerOrder) {
    throw new ApiError(400, 'shop.errors.quantityRange', { values: { max: maxPerOrder, min: 1 }, data: { maxPerOrder } });
  }
  if (stock <= 0) throw new ApiError(409, 'shop.errors.quantityZero', { data: { stock: 0 } });
  if (quantity > stock) throw new ApiError(409, 'shop.errors.notEnoughStock', { values: { stock }, data: { stock } });
}

/**
 * The per-order limit counts a product's units in all its colours and sizes: 3 of a phone limited to 3
 * is 3 in all, not 3 of each colour. `quantity` of one variant with `others` units of its siblings.
 */
function checkProductLimit(quantity: number, others: number, maxPerOrder: number): void {
  if (others > 0 && quantity + others > maxPerOrder) {
    throw new ApiError(400, 'shop.errors.productLimit', { values: { max: maxPerOrder }, data: { maxPerOrder, inBag: others } });
  }
}

/** Units of `productId` in the bag `cartId`, leaving out the line of `exceptVariantId`. */
async function siblingUnits(cartId: number, productId: number, exceptVariantId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId), ne(cartItems.variantId, exceptVariantId)));
  return Number(row?.units ?? 0);
}

export interface AddItem {
  productId: number;
  variantId?: number;
  quantity: number;
}

/** Adds a line; answers the bag. 404 unknown product/variant, 400 quantity, 409 stock or already in the bag. */
export async function addCartItem(ref: CartRef, item: AddItem, locale: Locale): Promise<CartView> {
  const db = await getDb();
  const [product] = await db.select({ id: products.id, maxPerOrder: products.maxPerOrder }).from(products).where(eq(products.id, item.productId));
  if (!product) throw new ApiError(404, 'shop.errors.noProduct');
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.id));
  let variant = item.variantId === undefined ? undefined : variants.find((v) => v.id === item.variantId);
  if (item.variantId === undefined) {
    // A product with one variant needs no choice; otherwise the caller must say which.
    if (variants.length !== 1) throw new ApiError(400, 'shop.errors.chooseVariant', { errors: { variantId: 'shop.errors.chooseVariant' } });
    variant = variants[0];
  }
  if (!variant) throw new ApiError(404, 'shop.errors.noVariant');
  checkQuantity(item.quantity, product.maxPerOrder, variant.stock);

  const cartId = await ensureCartId(ref);
  checkProductLimit(item.quantity, await siblingUnits(cartId, product.id, variant.id), product.maxPerOrder);
  const [added] = await db
    .insert(cartItems)
    .values({ cartId, productId: product.id, variantId: variant.id, quantity: item.quantity })
    .onConflictDoNothing({ target: [cartItems.cartId, cartItems.variantId] })
    .returning({ id: cartItems.id });
  if (!added) {
    const [existing] = await db
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variant.id)));
    throw new ApiError(409, 'shop.errors.alreadyInCart', { data: { itemId: existing?.id ?? null, quantity: existing?.quantity ?? null } });
  }
  await touch(cartId);
  return readCart(ref, locale);
}

async function ownedItem(ref: CartRef, itemId: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: cartItems.id,
      cartId: cartItems.cartId,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      stock: productVariants.stock,
      maxPerOrder: products.maxPerOrder,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), refCondition(ref)));
  if (!row) throw new ApiError(404, 'shop.errors.noItem');
  return row;
}

/** Sets a line's quantity (same limits as adding). */
export async function updateCartItem(ref: CartRef, itemId: number, quantity: number, locale: Locale): Promise<CartView> {
  const item = await ownedItem(ref, itemId);
  checkQuantity(quantity, item.maxPerOrder, item.stock);
  checkProductLimit(quantity, await siblingUnits(item.cartId, item.productId, item.variantId), item.maxPerOrder);
  const db = await getDb();
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, item.id));
  await touch(item.cartId);
  return readCart(ref, locale);
}

export async function removeCartItem(ref: CartRef, itemId: number, locale: Locale): Promise<CartView> {
  const item = await ownedItem(ref, itemId);
  const db = await getDb();
  await db.delete(cartItems).where(eq(cartItems.id, item.id));
  await touch(item.cartId);
  return readCart(ref, locale);
}

const variantLabel = (colours: Localized | null, storage: string | null, locale: Locale) =>
  [colours?.[locale], storage].filter(Boolean).join(' · ');

async function cartRows(ref: CartRef) {
  const db = await getDb();
  return db
    .select({ item: cartItems, product: products, variant: productVariants })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(refCondition(ref))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

const EMPTY: CartView = { items: [], subtotal: 0, count: 0 };

/** The bag in one language; an unknown or missing bag is empty. */
export async function readCart(ref: CartRef | null, locale: Locale): Promise<CartView> {
  if (!ref) return EMPTY;
  const rows = await cartRows(ref);
  const items = rows.map(({ item, product, variant }) => ({
    id: item.id,
    productId: product.id,
    variantId: variant.id,
    name: product.names[locale],
    variant: variantLabel(variant.colours, variant.storage, locale),
    // The picture in the colour chosen, as the product page shows it for this variant.
    image: colourPicture(product.image, variant.colourHex) ?? product.image,
    unitPrice: variant.price,
    quantity: item.quantity,
    lineTotal: variant.price * item.quantity,
    stock: variant.stock,
    stockState: stockState(variant.stock),
    maxPerOrder: product.maxPerOrder,
  }));
  return { items, subtotal: items.reduce((sum, i) => sum + i.lineTotal, 0), count: items.reduce((sum, i) => sum + i.quantity, 0) };
}

export interface CheckoutCartItem {
  productId: number;
  variantId: number;
  quantity: number;
  unitPrice: number;
  /** The product and variant as bought, in each language ("Nova A35 · Black · 128 GB"). */
  names: Localized;
  needsId: boolean;
  maxPerOrder: number;
  /** Units on the shelf when the bag was read (the order's conditional UPDATE is what reserves them). */
  stock: number;
}

/** What the checkout orders: the lines of the bag at today's prices. */
export async function readCartForCheckout(ref: CartRef): Promise<CheckoutCartItem[]> {
  const rows = await cartRows(ref);
  return rows.map(({ item, product, variant }) => ({
    productId: product.id,
    variantId: variant.id,
    quantity: item.quantity,
    unitPrice: variant.price,
    names: Object.fromEntries(
      locales.map((l) => [l, [product.names[l], variantLabel(variant.colours, variant.storage, l)].filter(Boolean).join(' · ')]),
    ) as Localized,
    needsId: product.needsId,
    maxPerOrder: product.maxPerOrder,
    stock: variant.stock,
  }));
}

/**
 * Claims the bag for the order being made in `tx`: its lines are deleted there and answered. A
 * parallel checkout of the same bag waits for this one's row locks and then finds nothing to claim, so
 * one bag makes one order (whatever Idempotency-Keys the requests carry).
 */
export async function claimCart(tx: Database, ref: CartRef): Promise<Array<{ variantId: number; quantity: number }>> {
  const bag = tx.select({ id: carts.id }).from(carts).where(refCondition(ref));
  return tx.delete(cartItems).where(inArray(cartItems.cartId, bag)).returning({ variantId: cartItems.variantId, quantity: cartItems.quantity });
}

/**
 * At sign-in, the guest's bag joins the subscriber's: a variant in both keeps the larger quantity
 * (never above the product's limit); the guest bag is then deleted. Answers the units now in the bag.
 */
export async function mergeGuestCart(tokenHash: string, accountId: number): Promise<number> {
  const db = await getDb();
  const guestId = await findCartId({ tokenHash });
  if (guestId !== null) {
    const guestItems = await db
      .select({ productId: cartItems.productId, variantId: cartItems.variantId, quantity: cartItems.quantity, maxPerOrder: products.maxPerOrder })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.cartId, guestId));
    if (guestItems.length > 0) {
      const accountCartId = await ensureCartId({ accountId });
      for (const item of guestItems) {
        const quantity = Math.min(item.quantity, item.maxPerOrder);
        await db
          .insert(cartItems)
          .values({ cartId: accountCartId, productId: item.productId, variantId: item.variantId, quantity })
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.variantId],
            set: { quantity: sql`least(greatest(${cartItems.quantity}, ${quantity}), ${item.maxPerOrder})` },
          });
      }
      await touch(accountCartId);
    }
    await db.delete(carts).where(eq(carts.id, guestId));
  }
  const [{ units }] = await db
    .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.accountId, accountId));
  return Number(units);
}


/** A guest's bag is kept this long after its last change (its cookie lives as long). */
export const GUEST_CART_DAYS = 30;

/**
 * Timed job: deletes guest bags untouched for GUEST_CART_DAYS (subscribers' bags stay). One DELETE,
 * so two servers running it at the same moment delete each bag once. Answers how many went.
 */
export async function expireGuestCarts(now: Date): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - GUEST_CART_DAYS * 86_400_000);
  const gone = await db
    .delete(carts)
    .where(and(isNull(carts.accountId), lt(carts.updatedAt, cutoff)))
    .returning({ id: carts.id });
  return gone.length;
}
