/** TMF637 Product Inventory: a line, and its running add-ons (PROFILE.md, "A line", "Subscriptions"). */
import { z } from 'zod';
import { logger } from '../../logger';
import { CoreUnavailableError, CoreUnconfirmedError, UnknownLineError, type AddonUnit, type CoreLine, type CoreSubscription } from '../types';
import type { TmfClient } from './client';
import { describe, errorBody, NOT_FOUND, parseAnswer, read, unavailable } from './read';
import { characteristicValue, decimalId } from './schemas/common';
import { product, type Product } from './schemas/inventory';

/** A product that does not carry what PROFILE.md promises: logged, and the read is refused. */
function refused(productId: string, why: string): CoreUnavailableError {
  logger.error({ api: '637', productId, why }, 'TMF answer refused: a product without what the profile requires');
  return new CoreUnavailableError('error');
}

function toLine(msisdn: string, p: Product): CoreLine {
  const lineType = characteristicValue(p.productCharacteristic, 'lineType');
  if (lineType !== 'prepaid' && lineType !== 'postpaid') throw refused(p.id, 'lineType');
  if (p.status !== 'active' && p.status !== 'suspended') throw refused(p.id, `status ${p.status}`); // (filtered by getLine)
  const kind = p.productSpecification?.id === 'mifi-line' ? 'mifi' : p.productSpecification?.id === 'mobile-line' ? 'mobile' : undefined;
  if (!kind) throw refused(p.id, 'productSpecification');
  const blocked = characteristicValue(p.productCharacteristic, 'blockedForPurchases') ?? false;
  if (typeof blocked !== 'boolean') throw refused(p.id, 'blockedForPurchases');
  const owner = p.relatedParty?.find((r) => r.role === 'owner');
  const ownerId = owner ? decimalId.safeParse(owner.id) : undefined;
  if (ownerId && !ownerId.success) throw refused(p.id, 'owner id');
  return { msisdn, type: lineType, status: p.status, blockedForPurchases: blocked, kind, ownerAccountId: ownerId?.data ?? null };
}

export async function getLine(client: TmfClient, msisdn: string): Promise<CoreLine | null> {
  const list = await read(client, { api: '637', path: '/product', query: { productSerialNumber: msisdn } }, z.array(product));
  if (list === NOT_FOUND) return null;
  // A terminated product of a recycled number is history, not our line.
  const line = list.find((p) => p.productSerialNumber === msisdn && (p.status === 'active' || p.status === 'suspended'));
  return line ? toLine(msisdn, line) : null;
}

const UNITS: readonly AddonUnit[] = ['MB', 'min', 'sms', 'IQD'];

/** A running add-on of `msisdn` as a CoreSubscription (throws when it lacks what the profile requires). */
export function toSubscription(msisdn: string, p: Product): CoreSubscription {
  const id = decimalId.safeParse(p.id);
  const addonId = /^addon-([1-9]\d{0,9})$/.exec(p.productOffering?.id ?? '')?.[1];
  const remaining = characteristicValue(p.productCharacteristic, 'remaining');
  const total = characteristicValue(p.productCharacteristic, 'total');
  const unit = characteristicValue(p.productCharacteristic, 'unit');
  if (!id.success || !addonId) throw refused(p.id, 'id or productOffering');
  if (typeof remaining !== 'number' || typeof total !== 'number' || !UNITS.includes(unit as AddonUnit)) throw refused(p.id, 'remaining, total or unit');
  if (!p.startDate || !p.terminationDate) throw refused(p.id, 'startDate or terminationDate');
  const payer = p.relatedParty?.find((r) => r.role === 'payer' && r.id !== msisdn);
  return {
    id: id.data,
    msisdn,
    addonId: Number(addonId),
    remaining,
    total,
    unit: unit as AddonUnit,
    giftedBy: payer?.id ?? null,
    startedAt: p.startDate,
    expiresAt: p.terminationDate,
  };
}

/** Is this product an add-on used by `msisdn` (not one it paid for another line, not the line itself)? */
const usedBy = (msisdn: string) => (p: Product) =>
  p.productOffering?.id?.startsWith('addon-') === true && (p.relatedParty ?? []).some((r) => r.role === 'user' && r.id === msisdn);

export async function getSubscriptions(client: TmfClient, msisdn: string, now = new Date()): Promise<CoreSubscription[]> {
  const list = await read(client, { api: '637', path: '/product', query: { 'relatedParty.id': msisdn, status: 'active' } }, z.array(product));
  if (list === NOT_FOUND) return [];
  return list
    .filter((p) => p.status === 'active' && usedBy(msisdn)(p))
    .map((p) => toSubscription(msisdn, p))
    .filter((s) => s.expiresAt > now)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
}

/** One product by id (the add-on an order created). */
export async function getProduct(client: TmfClient, id: string): Promise<Product | typeof NOT_FOUND> {
  return read(client, { api: '637', path: `/product/${encodeURIComponent(id)}` }, product);
}

/**
 * Blocks (`suspended`) or unblocks (`active`) a line: `PATCH {637}/product/line-<msisdn>` with the new
 * status (TMF637 Product `status`; PROFILE.md "Line status"). The same status twice is a no-op, so a
 * lost answer is "unconfirmed" and the same request may simply be sent again.
 */
export async function setLineStatus(client: TmfClient, input: { msisdn: string; status: 'active' | 'suspended' }): Promise<void> {
  const call = { api: '637' as const, method: 'PATCH' as const, path: `/product/line-${encodeURIComponent(input.msisdn)}`, body: { status: input.status, '@type': 'Product' } };
  const outcome = await client.send(call);
  if (outcome.kind === 'answer' && outcome.status === 200) {
    const answer = parseAnswer(product, outcome.json, call);
    if (answer?.status === input.status) return;
    throw new CoreUnconfirmedError('setLineStatus');
  }
  if (outcome.kind === 'answer' && outcome.status === 404 && errorBody(outcome.json)) throw new UnknownLineError(input.msisdn);
  if (outcome.kind === 'lost') {
    logger.warn({ ...describe(call), reason: outcome.reason }, 'TMF line status: answer lost');
    throw new CoreUnconfirmedError('setLineStatus');
  }
  throw unavailable(call, outcome);
}

/** The line's PUK: the product's `puk` characteristic (8 digits). */
export async function getPuk(client: TmfClient, msisdn: string): Promise<string> {
  const found = await read(client, { api: '637', path: `/product/line-${encodeURIComponent(msisdn)}` }, product);
  if (found === NOT_FOUND) throw new UnknownLineError(msisdn);
  const puk = characteristicValue(found.productCharacteristic, 'puk');
  if (typeof puk !== 'string' || !/^\d{8}$/.test(puk)) throw refused(found.id, 'puk');
  return puk;
}
