/**
 * The shop locator (issue 13): Nour shops, authorised dealers and service centres with their status
 * in Baghdad time and, given a point, their distance. getShop is what checkout validates a pick-up
 * shop with.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { governorateName, type ShopCategory, type ShopService } from '@/lib/governorates';
import type { Locale } from '@/lib/locales';
import { distanceKm, shopStatus, type ShopView } from '@/lib/shops';
import { getDb } from '../db';
import { shops } from '../db/schema';

export interface ShopQuery {
  governorate?: string;
  category?: ShopCategory;
  /** Both or neither. */
  lat?: number;
  lng?: number;
}

type ShopRow = typeof shops.$inferSelect;

function toView(row: ShopRow, locale: Locale, now: Date, from?: { lat: number; lng: number }): ShopView {
  const coordinates = { lat: row.lat, lng: row.lng };
  const city = governorateName(row.governorate, locale);
  return {
    id: row.id,
    name: row.names[locale],
    address: row.addresses[locale],
    city,
    governorate: { id: row.governorate, name: city },
    category: row.category,
    services: row.services as ShopService[],
    hours: row.hours,
    coordinates,
    phone: row.phone,
    distance: from ? Math.round(distanceKm(from, coordinates) * 10) / 10 : null,
    status: shopStatus(row.hours, now),
  };
}

/** Shops matching the filters: nearest first when a point is given, else by governorate and name. */
export async function listShops(query: ShopQuery, locale: Locale, now: Date = new Date()): Promise<ShopView[]> {
  const db = await getDb();
  const where: SQL[] = [];
  if (query.governorate) where.push(eq(shops.governorate, query.governorate));
  if (query.category) where.push(eq(shops.category, query.category));
  const rows = await db.select().from(shops).where(where.length ? and(...where) : undefined);
  const from = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
  const views = rows.map((row) => toView(row, locale, now, from));
  return from
    ? views.sort((a, b) => a.distance! - b.distance! || a.id.localeCompare(b.id))
    : views.sort((a, b) => a.governorate.name.localeCompare(b.governorate.name, locale) || a.name.localeCompare(b.name, locale));
}

/** One shop in the page's language, or null (checkout: is this pick-up shop real?). */
export async function getShop(id: string, locale: Locale, now: Date = new Date()): Promise<ShopView | null> {
  if (typeof id !== 'string' || id.length > 80) return null;
  const db = await getDb();
  const [row] = await db.select().from(shops).where(eq(shops.id, id));
  return row ? toView(row, locale, now) : null;
}
