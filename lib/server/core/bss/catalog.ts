/**
 * TMF620 Product Catalog from the add-ons and e-voucher packages tables (PROFILE.md "Catalog"): each
 * add-on is the offering `addon-<id>`, each package `evoucher-<id>`, with a one-time price
 * (`price-addon-<id>`, `price-evoucher-<id>`). Product ordering sells only what is here.
 */
import { eq } from 'drizzle-orm';
import { addons, eVoucherPackages } from '../../db/schema';
import type { BssContext } from './context';
import { listAnswer, oneAnswer, type Route } from './router';
import type { Body } from './store';

export type Offering =
  | { kind: 'addon'; id: number; price: number; active: boolean }
  | { kind: 'evoucher'; id: number; price: number; value: number; active: true };

/** The add-on or package an offering id names, or undefined. */
export async function findOffering(context: BssContext, offeringId: string): Promise<Offering | undefined> {
  const match = /^(addon|evoucher)-(\d{1,9})$/.exec(offeringId);
  if (!match) return undefined;
  const id = Number(match[2]);
  const db = await context.database();
  if (match[1] === 'addon') {
    const [row] = await db.select().from(addons).where(eq(addons.id, id));
    return row && { kind: 'addon', id, price: row.price, active: row.active };
  }
  const [row] = await db.select().from(eVoucherPackages).where(eq(eVoucherPackages.id, id));
  return row && { kind: 'evoucher', id, price: row.price, value: row.value, active: true };
}

export function catalogRoutes(context: BssContext): Route[] {
  const base = context.paths.tmf620;

  function price(id: string, name: string, value: number): Body {
    return {
      id,
      href: `${base}/productOfferingPrice/${id}`,
      name,
      priceType: 'oneTime',
      lifecycleStatus: 'Active',
      price: { value, unit: 'IQD' },
      '@type': 'ProductOfferingPrice',
    };
  }

  async function everything(): Promise<{ offerings: Body[]; prices: Body[] }> {
    const db = await context.database();
    const offerings: Body[] = [];
    const prices: Body[] = [];
    for (const addon of await db.select().from(addons)) {
      const id = `addon-${addon.id}`;
      prices.push(price(`price-${id}`, addon.titles.en, addon.price));
      offerings.push({
        id,
        href: `${base}/productOffering/${id}`,
        name: addon.titles.en,
        description: addon.allowances.en,
        isBundle: false,
        isSellable: addon.active,
        lifecycleStatus: addon.active ? 'Active' : 'Retired',
        category: [{ id: addon.type, name: addon.type }],
        productOfferingTerm: [{ name: 'validity', duration: { amount: addon.validityDays, units: 'days' } }],
        productOfferingPrice: [{ id: `price-${id}`, href: `${base}/productOfferingPrice/price-${id}`, name: addon.titles.en }],
        '@type': 'ProductOffering',
      });
    }
    for (const pack of await db.select().from(eVoucherPackages)) {
      const id = `evoucher-${pack.id}`;
      prices.push(price(`price-${id}`, pack.titles.en, pack.price));
      offerings.push({
        id,
        href: `${base}/productOffering/${id}`,
        name: pack.titles.en,
        description: `E-voucher of ${pack.value} IQD (${pack.rechargeType})`,
        isBundle: false,
        isSellable: true,
        lifecycleStatus: 'Active',
        category: [{ id: 'eVoucher', name: 'eVoucher' }],
        productOfferingPrice: [{ id: `price-${id}`, href: `${base}/productOfferingPrice/price-${id}`, name: pack.titles.en }],
        '@type': 'ProductOffering',
      });
    }
    return { offerings, prices };
  }

  return [
    { method: 'GET', pattern: '/productOffering', handler: async (request) => listAnswer((await everything()).offerings, request.query) },
    {
      method: 'GET',
      pattern: '/productOffering/:id',
      handler: async (request) => oneAnswer((await everything()).offerings.find((o) => o.id === request.params.id), request.query, `offering ${request.params.id}`),
    },
    { method: 'GET', pattern: '/productOfferingPrice', handler: async (request) => listAnswer((await everything()).prices, request.query) },
    {
      method: 'GET',
      pattern: '/productOfferingPrice/:id',
      handler: async (request) => oneAnswer((await everything()).prices.find((p) => p.id === request.params.id), request.query, `price ${request.params.id}`),
    },
    ...context.events.hubRoutes('tmf620'),
  ];
}
