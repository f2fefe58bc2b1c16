/**
 * Events from the operator's BSS (issue 29, TMF hub and listener; lib/server/core/tmf/PROFILE.md,
 * "Events"): a balance or an order changed OUTSIDE the portal (a shop, USSD, a care agent) reaches the
 * subscriber's notifications without polling. Changes the portal made itself (channel `portal`) are
 * skipped: the flow that made them has notified already. Each notification is written once per BSS
 * resource (`bss:<kind>:<id>`), so an event delivered twice adds nothing. A listener that is down loses
 * nothing that matters: every page reads the balance and the add-ons from the BSS on demand.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '../db';
import { addons } from '../db/schema';
import { logger } from '../logger';
import { notifyEvent } from './notify-events';
import { formatPrice } from '@/lib/format';

const ref = z.object({ id: z.string().min(1).max(64) });
const quantity = z.object({ amount: z.number().finite(), units: z.string().max(10).optional() });
/** Whatever channel made the change; `portal` is ours. */
const channelOf = (channel: unknown): string | null => {
  const list = Array.isArray(channel) ? channel : [channel];
  for (const item of list) if (item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string') return (item as { id: string }).id;
  return null;
};

const topup = z.object({ id: z.string().min(1).max(64), amount: quantity, logicalResource: z.array(ref).min(1), channel: z.unknown().optional() });
const transfer = z.object({
  id: z.string().min(1).max(64),
  amount: quantity,
  logicalResource: z.array(ref).min(1),
  receiverLogicalResource: ref,
  channel: z.unknown().optional(),
});
const order = z.object({
  id: z.string().min(1).max(64),
  state: z.string().max(40),
  channel: z.unknown().optional(),
  relatedParty: z.array(z.object({ id: z.string().max(64), role: z.string().max(40).optional() })).optional(),
  productOrderItem: z
    .array(
      z.object({
        productOffering: ref.optional(),
        itemPrice: z.array(z.object({ price: z.object({ taxIncludedAmount: z.object({ value: z.number() }).optional() }).optional() })).optional(),
      }),
    )
    .min(1),
});

/** The listener paths we act on (the spec's `/listener/<name>`); others are acknowledged and ignored. */
export const CORE_EVENT_NAMES = [
  'topupBalanceCreateEvent',
  'adjustBalanceCreateEvent',
  'transferBalanceCreateEvent',
  'productOrderCreateEvent',
  'productOrderStateChangeEvent',
  'paymentCreateEvent',
] as const;
export type CoreEventName = (typeof CORE_EVENT_NAMES)[number];

const envelope = <T extends z.ZodTypeAny>(key: string, resource: T) =>
  z.object({ eventId: z.string().max(100).optional(), eventType: z.string().max(100).optional(), event: z.object({ [key]: resource }) });

const schemas = {
  topupBalanceCreateEvent: envelope('topupBalance', topup),
  transferBalanceCreateEvent: envelope('transferBalance', transfer),
  productOrderStateChangeEvent: envelope('productOrder', order),
} as const;

/** Not an event we can read: the listener answers 400 (the BSS logs it), nothing is written. */
export class UnreadableEventError extends Error {
  constructor(readonly issues: string) {
    super(`unreadable BSS event: ${issues}`);
    this.name = 'UnreadableEventError';
  }
}

function parse<K extends keyof typeof schemas>(name: K, body: unknown): z.infer<(typeof schemas)[K]> {
  const parsed = schemas[name].safeParse(body);
  if (!parsed.success) throw new UnreadableEventError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data as z.infer<(typeof schemas)[K]>;
}

const iqd = (amount: number) => formatPrice(Math.round(Math.abs(amount)));

/**
 * Acts on one event; the number of notifications written now (0 for ours, replays and events we only
 * acknowledge).
 */
export async function handleCoreEvent(name: CoreEventName, body: unknown): Promise<number> {
  if (name === 'topupBalanceCreateEvent') {
    const { event } = parse(name, body);
    const topupBalance = event.topupBalance as z.infer<typeof topup>;
    if (channelOf(topupBalance.channel) === 'portal') return 0;
    const msisdn = topupBalance.logicalResource[0].id;
    const written = await notifyEvent(
      { msisdn },
      { event: 'recharged', reference: `bss:topup:${topupBalance.id}`, values: { amount: iqd(topupBalance.amount.amount), msisdn }, link: '/personal/my-account' },
    );
    return Number(written);
  }
  if (name === 'transferBalanceCreateEvent') {
    const { event } = parse(name, body);
    const moved = event.transferBalance as z.infer<typeof transfer>;
    if (channelOf(moved.channel) === 'portal') return 0;
    const from = moved.logicalResource[0].id;
    const to = moved.receiverLogicalResource.id;
    const amount = iqd(moved.amount.amount);
    const sent = await notifyEvent({ msisdn: from }, { event: 'transferSent', reference: `bss:transfer:${moved.id}:out`, values: { amount, to } });
    const received = await notifyEvent(
      { msisdn: to },
      { event: 'transferReceived', reference: `bss:transfer:${moved.id}:in`, values: { amount, from }, link: '/personal/my-account' },
    );
    return Number(sent) + Number(received);
  }
  if (name === 'productOrderStateChangeEvent') {
    const { event } = parse(name, body);
    const placed = event.productOrder as z.infer<typeof order>;
    if (placed.state !== 'completed' || channelOf(placed.channel) === 'portal') return 0;
    const user = placed.relatedParty?.find((party) => party.role === 'user') ?? placed.relatedParty?.[0];
    const item = placed.productOrderItem[0];
    const addonId = /^addon-(\d{1,9})$/.exec(item.productOffering?.id ?? '')?.[1];
    if (!user || !addonId) return 0;
    const db = await getDb();
    const [addon] = await db.select({ titles: addons.titles }).from(addons).where(eq(addons.id, Number(addonId)));
    if (!addon) {
      logger.warn({ offering: item.productOffering?.id, order: placed.id }, 'BSS order for an add-on the site does not know');
      return 0;
    }
    const price = item.itemPrice?.[0]?.price?.taxIncludedAmount?.value ?? 0;
    const written = await notifyEvent(
      { msisdn: user.id },
      { event: 'addonBought', reference: `bss:order:${placed.id}`, values: { title: addon.titles, price: iqd(price) }, link: '/personal/my-account' },
    );
    return Number(written);
  }
  // Acknowledged: a charge or a payment made elsewhere shows on the next page read (no notification of its own).
  return 0;
}
