/** TMF637 Product Inventory: a line, and its running add-ons (PROFILE.md, "A line", "Subscriptions"). */
import { z } from 'zod';
import { logger } from '../../logger';
import { CoreUnavailableError, type AddonUnit, type CoreLine, type CoreSubscription } from '../types';
import type { TmfClient } from './client';
import { NOT_FOUND, read } from './read';
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
