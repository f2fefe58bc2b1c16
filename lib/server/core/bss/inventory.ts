/**
 * TMF637 Product Inventory (PROFILE.md "A line", "Subscriptions"): a line is the product
 * `line-<msisdn>` (found by `productSerialNumber`), each add-on subscription the product `<id>` (found
 * by `relatedParty.id`, `status=active` for the running ones).
 */
import { asc, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { CoreLine, CoreSubscription } from '../types';
import type { BssContext } from './context';
import { invalid } from './errors';
import { listAnswer, oneAnswer, type Answer, type BssRequest, type Route } from './router';
import type { Body } from './store';

const msisdnParty = (id: string, role: string) => ({ id, role, '@referredType': 'MSISDN' });

export function lineProduct(base: string, line: CoreLine, puk?: string): Body {
  const id = `line-${line.msisdn}`;
  return {
    id,
    href: `${base}/product/${id}`,
    name: line.kind === 'mifi' ? 'MiFi line' : 'Mobile line',
    productSerialNumber: line.msisdn,
    status: line.status,
    isBundle: false,
    productSpecification: { id: line.kind === 'mifi' ? 'mifi-line' : 'mobile-line' },
    productCharacteristic: [
      { name: 'lineType', valueType: 'string', value: line.type },
      { name: 'blockedForPurchases', valueType: 'boolean', value: line.blockedForPurchases },
      ...(puk ? [{ name: 'puk', valueType: 'string', value: puk }] : []),
    ],
    ...(line.ownerAccountId !== null ? { relatedParty: [{ id: String(line.ownerAccountId), role: 'owner', '@referredType': 'Individual' }] } : {}),
    '@type': 'Product',
  };
}

export function subscriptionProduct(base: string, subscription: CoreSubscription, now = new Date()): Body {
  const id = String(subscription.id);
  return {
    id,
    href: `${base}/product/${id}`,
    name: `Add-on ${subscription.addonId}`,
    isBundle: false,
    status: subscription.expiresAt > now ? 'active' : 'terminated',
    productOffering: { id: `addon-${subscription.addonId}` },
    startDate: subscription.startedAt.toISOString(),
    terminationDate: subscription.expiresAt.toISOString(),
    productCharacteristic: [
      { name: 'remaining', valueType: 'number', value: subscription.remaining },
      { name: 'total', valueType: 'number', value: subscription.total },
      { name: 'unit', valueType: 'string', value: subscription.unit },
    ],
    relatedParty: [msisdnParty(subscription.msisdn, 'user'), ...(subscription.giftedBy ? [msisdnParty(subscription.giftedBy, 'payer')] : [])],
    '@type': 'Product',
  };
}

export function inventoryRoutes(context: BssContext): Route[] {
  const base = context.paths.tmf637;

  async function productsOf(msisdn: string): Promise<Body[]> {
    const db = await context.database();
    // Soonest expiry first, as the core answers subscriptions.
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.msisdn, msisdn)).orderBy(asc(subscriptions.expiresAt), asc(subscriptions.id));
    const now = new Date();
    return rows.map((row) => subscriptionProduct(base, row, now));
  }

  async function list(request: BssRequest): Promise<Answer> {
    const serial = request.query.get('productSerialNumber');
    const party = request.query.get('relatedParty.id');
    if (serial !== null) {
      const line = await context.core.getLine(serial);
      return listAnswer(line ? [lineProduct(base, line)] : [], request.query);
    }
    if (party !== null) return listAnswer(await productsOf(party), request.query);
    throw invalid('filter by productSerialNumber (a line) or relatedParty.id (its add-ons)');
  }

  async function one(request: BssRequest): Promise<Answer> {
    const id = request.params.id;
    let product: Body | undefined;
    if (id.startsWith('line-')) {
      // The one product read by id carries the SIM's PUK (the list by number does not).
      const line = await context.core.getLine(id.slice(5));
      product = line ? lineProduct(base, line, await context.core.getPuk(line.msisdn)) : undefined;
    } else if (/^\d{1,9}$/.test(id)) {
      const db = await context.database();
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, Number(id)));
      product = row ? subscriptionProduct(base, row) : undefined;
    }
    return oneAnswer(product, request.query, `product ${id}`);
  }

  /** PATCH /product/line-<msisdn> `{ status }`: blocks (suspended) or unblocks (active) the line. */
  async function patch(request: BssRequest): Promise<Answer> {
    const id = request.params.id;
    const status = (request.body as { status?: unknown } | undefined)?.status;
    if (status !== 'active' && status !== 'suspended') throw invalid('status must be active or suspended');
    const line = id.startsWith('line-') ? await context.core.getLine(id.slice(5)) : null;
    if (!line) return oneAnswer(undefined, request.query, `product ${id}`);
    await context.core.setLineStatus({ msisdn: line.msisdn, status });
    return oneAnswer(lineProduct(base, { ...line, status }), request.query, `product ${id}`);
  }

  return [
    { method: 'GET', pattern: '/product', handler: list },
    { method: 'GET', pattern: '/product/:id', handler: one },
    { method: 'PATCH', pattern: '/product/:id', handler: patch },
    ...context.events.hubRoutes('tmf637'),
  ];
}
