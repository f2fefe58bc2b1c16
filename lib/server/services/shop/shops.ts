/**
 * Shops where an order can be picked up: the operator's own stores of the shop locator
 * (lib/server/services/shops.ts). Orders keep the shop's id; its name is read in the page's language.
 */
import type { Locale } from '@/lib/locales';
import type { ShopData } from '@/lib/shop-api';
import type { ShopView } from '@/lib/shops';
import { getShop, listShops } from '../shops';

const PICKUP_CATEGORY = 'operator-store';

const pickupData = (shop: ShopView): ShopData => ({ id: shop.id, name: shop.name, city: shop.city, address: shop.address });

export async function shopList(lang: Locale): Promise<ShopData[]> {
  return (await listShops({ category: PICKUP_CATEGORY }, lang)).map(pickupData);
}

/** The pick-up shop of that id, or null when there is none (or it takes no orders). */
export async function findShop(id: string, lang: Locale): Promise<ShopData | null> {
  const shop = await getShop(id, lang);
  return shop && shop.category === PICKUP_CATEGORY ? pickupData(shop) : null;
}
