/** Read side of the add-on catalogue and roaming countries, in one language (the shop: services/shop). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AddonSummary, RoamingCountry } from '@/lib/catalog';
import type { Locale } from '@/lib/locales';
import { getDb } from '../db';
import { addons, countries } from '../db/schema';

type AddonRow = typeof addons.$inferSelect;

export function addonSummary(row: AddonRow, locale: Locale): AddonSummary {
  return {
    id: row.id,
    type: row.type,
    title: row.titles[locale],
    price: row.price,
    validityDays: row.validityDays,
    allowance: row.allowances[locale],
    roaming: row.roamingCountries.length > 0,
  };
}

export async function getAddon(id: number, locale: Locale): Promise<AddonSummary | null> {
  const db = await getDb();
  const [row] = await db.select().from(addons).where(and(eq(addons.id, id), eq(addons.active, true)));
  return row ? addonSummary(row, locale) : null;
}

export type AddonFilter = 'all' | 'internet' | 'voice' | 'sms' | 'unlimited' | 'roaming';

/** Active add-ons of a kind (create-your-own parts excluded), cheapest first. */
export async function listAddons(filter: AddonFilter, locale: Locale, limit = 24): Promise<AddonSummary[]> {
  const db = await getDb();
  const conditions = [eq(addons.active, true), sql`${addons.groupId} is null`];
  if (filter === 'roaming') conditions.push(sql`cardinality(${addons.roamingCountries}) > 0`);
  else {
    conditions.push(sql`cardinality(${addons.roamingCountries}) = 0`);
    if (filter === 'internet') conditions.push(inArray(addons.type, ['internet', 'data']));
    else if (filter !== 'all') conditions.push(eq(addons.type, filter));
  }
  const rows = await db.select().from(addons).where(and(...conditions)).orderBy(asc(addons.price), asc(addons.id)).limit(limit);
  return rows.map((row) => addonSummary(row, locale));
}

/** Countries where at least one roaming add-on works, each with those add-ons, by name. */
export async function listRoamingCountries(locale: Locale): Promise<RoamingCountry[]> {
  const db = await getDb();
  const [allCountries, roamingAddons] = await Promise.all([
    db.select().from(countries),
    db.select().from(addons).where(and(eq(addons.active, true), sql`cardinality(${addons.roamingCountries}) > 0`)).orderBy(asc(addons.price)),
  ]);
  return allCountries
    .map((country) => ({
      code: country.code,
      name: country.names[locale],
      addons: roamingAddons.filter((a) => a.roamingCountries.includes(country.code)).map((a) => addonSummary(a, locale)),
    }))
    .filter((country) => country.addons.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
