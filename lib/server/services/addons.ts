/**
 * Add-on reads of spec section 7: group selection, the simplified add-on, create-your-own (group 8)
 * and roaming countries. Prices always come from the server's catalogue; a browser never sends one.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AddonSummary } from '@/lib/catalog';
import { CYO_GROUP, type CyoData, type CyoPart, type CyoQuote } from '@/lib/create-your-own';
import type { Locale } from '@/lib/locales';
import { messageRef } from '@/lib/validation/messages';
import { ApiError, notFound } from '../api/errors';
import { getDb } from '../db';
import { addons, countries } from '../db/schema';
import { addonSummary, getAddon, listRoamingCountries } from './catalog';

/** The add-ons of these ids, in the order asked; unknown or inactive ids are left out. */
export async function addonsByIds(ids: number[], lang: Locale): Promise<AddonSummary[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select().from(addons).where(and(inArray(addons.id, ids), eq(addons.active, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [addonSummary(row, lang)] : [];
  });
}

export async function addonOr404(id: number, lang: Locale): Promise<AddonSummary> {
  const addon = await getAddon(id, lang);
  if (!addon) throw notFound();
  return addon;
}

// Create your own (group 8) -------------------------------------------------------------------------

/** Up to 50 GB of data, 2,000 minutes and 1,000 SMS, each in steps of one unit (0 = none). */
const MAX_UNITS: Record<CyoPart['key'], number> = { data: 50, minutes: 20, sms: 10 };
const partKey = (unit: string | null): CyoPart['key'] | null => (unit === 'MB' ? 'data' : unit === 'min' ? 'minutes' : unit === 'sms' ? 'sms' : null);

export async function cyoParts(group: number, lang: Locale): Promise<CyoData> {
  if (group !== CYO_GROUP) throw notFound();
  const db = await getDb();
  const rows = await db.select().from(addons).where(and(eq(addons.groupId, group), eq(addons.active, true))).orderBy(asc(addons.id));
  const parts: CyoPart[] = [];
  for (const row of rows) {
    const key = partKey(row.quotaUnit);
    if (!key || !row.quota || parts.some((p) => p.key === key)) continue;
    parts.push({
      addonId: row.id,
      key,
      type: row.type,
      title: row.titles[lang],
      unit: row.quotaUnit as CyoPart['unit'],
      unitQuota: row.quota,
      unitPrice: row.price,
      min: 0,
      max: row.quota * MAX_UNITS[key],
      step: row.quota,
    });
  }
  if (parts.length === 0) throw notFound();
  return { group, validityDays: Math.max(...rows.map((r) => r.validityDays)), parts };
}

/** The price of a create-your-own choice ({ data: MB, minutes, sms }), computed here. */
export async function cyoQuote(group: number, choice: Partial<Record<CyoPart['key'], number>>, lang: Locale): Promise<CyoQuote> {
  const { parts, validityDays } = await cyoParts(group, lang);
  const errors: Record<string, string> = {};
  const items: CyoQuote['items'] = [];
  for (const part of parts) {
    const amount = choice[part.key] ?? 0;
    if (!Number.isInteger(amount) || amount < part.min || amount > part.max || amount % part.step !== 0) {
      errors[part.key] = messageRef('core.cyoStep', { min: part.min, max: part.max, step: part.step });
      continue;
    }
    if (amount > 0) items.push({ addonId: part.addonId, key: part.key, amount, unit: part.unit, price: (amount / part.step) * part.unitPrice });
  }
  if (Object.keys(errors).length > 0) throw new ApiError(400, 'errors.badRequest', { errors });
  if (items.length === 0) throw new ApiError(400, 'core.cyoEmpty', { errors: { data: 'core.cyoEmpty' } });
  return { price: items.reduce((sum, i) => sum + i.price, 0), validityDays, items };
}

// Roaming ------------------------------------------------------------------------------------------

export async function roamingCountryList(lang: Locale): Promise<Array<{ code: string; name: string }>> {
  return (await listRoamingCountries(lang)).map(({ code, name }) => ({ code, name }));
}

/** Ids of the active roaming add-ons that work in a country (404 for a country we do not know). */
export async function roamingAddonIds(country: string): Promise<number[]> {
  const code = country.trim().toLowerCase();
  const db = await getDb();
  const [known] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  if (!known) throw notFound();
  const rows = await db
    .select({ id: addons.id })
    .from(addons)
    .where(and(eq(addons.active, true), sql`${code} = any(${addons.roamingCountries})`))
    .orderBy(asc(addons.price), asc(addons.id));
  return rows.map((r) => r.id);
}
