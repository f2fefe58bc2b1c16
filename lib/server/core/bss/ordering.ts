/**
 * TMF622 Product Ordering (PROFILE.md "subscribe", "E-vouchers"): an order for `addon-<id>` charges
 * the payer and starts the subscription together (core.subscribe), its item naming the new TMF637
 * product; an order for `evoucher-<id>` issues the payment's e-voucher (core.issueVoucher), the one
 * create that may answer 201 twice for a reference (a re-issue with a new code). `cancelProductOrder`
 * withdraws an e-voucher that could not be delivered.
 */
import { eq } from 'drizzle-orm';
import { eVouchers } from '../../db/schema';
import { findOffering } from './catalog';
import { check, iqd, money, party, ref, str, type Shape } from './check';
import { createOnce, listCreated, nowIso, referenceOf, type BssContext } from './context';
import { BssError, invalid, notFound } from './errors';
import { subscriptionProduct } from './inventory';
import { reasonOf } from './prepay';
import { oneAnswer, type Answer, type BssRequest, type Route } from './router';
import type { Body } from './store';

const REQUIRED = { productOrder: ['productOrderItem'], cancelProductOrder: ['productOrder'] } as const;

interface Characteristic {
  name: string;
  value: unknown;
}

interface OrderItem {
  id: string;
  action: string;
  quantity?: number;
  productOffering?: { id: string };
  itemPrice?: Array<{ priceType?: string; price?: { taxIncludedAmount?: { value?: number; unit?: string } } }>;
  product?: { productCharacteristic?: Characteristic[] };
}

interface OrderInput {
  externalId?: string;
  category?: string;
  channel?: Array<{ id: string; role?: string }>;
  relatedParty?: Array<{ id: string; role?: string; '@referredType': string }>;
  productOrderItem: OrderItem[];
}

const itemShape: Shape = {
  type: 'object',
  required: ['id', 'action'],
  props: {
    id: str,
    action: { type: 'string', enum: ['add', 'modify', 'delete', 'noChange'] },
    quantity: { type: 'integer' },
    productOffering: ref,
    itemPrice: {
      type: 'array',
      items: { type: 'object', props: { priceType: str, price: { type: 'object', props: { taxIncludedAmount: money, dutyFreeAmount: money } } } },
    },
    product: {
      type: 'object',
      props: { productCharacteristic: { type: 'array', items: { type: 'object', required: ['name', 'value'], props: { name: str } } } },
    },
  },
};

const orderShape: Shape = {
  type: 'object',
  required: ['productOrderItem'],
  props: {
    externalId: str,
    category: str,
    channel: { type: 'array', items: ref },
    relatedParty: { type: 'array', items: party },
    productOrderItem: { type: 'array', items: itemShape, minItems: 1 },
  },
};

const withoutCode = (product: OrderItem['product']) =>
  product && { ...product, productCharacteristic: product.productCharacteristic?.filter((c) => c.name !== 'voucherCode') };

const characteristic = (item: OrderItem, name: string) => item.product?.productCharacteristic?.find((c) => c.name === name)?.value;

export function orderingRoutes(context: BssContext): Route[] {
  const base = context.paths.tmf622;
  const href = (kind: string, id: string) => `${base}/${kind}/${id}`;

  function orderBody(id: string, input: OrderInput, reference: string, item: Body, state: string): Body {
    const now = nowIso();
    return {
      id,
      href: href('productOrder', id),
      externalId: reference,
      ...(input.category ? { category: input.category } : {}),
      state,
      orderDate: now,
      ...(state === 'completed' ? { completionDate: now } : {}),
      channel: input.channel ?? [{ id: 'portal', role: 'salesChannel' }],
      relatedParty: input.relatedParty ?? [],
      productOrderItem: [item],
      '@type': 'ProductOrder',
    };
  }

  async function order(request: BssRequest): Promise<Answer> {
    const input = check<OrderInput>(request.body, orderShape);
    if (input.productOrderItem.length !== 1) throw invalid('one productOrderItem per order');
    const [item] = input.productOrderItem;
    if (item.action !== 'add') throw invalid('productOrderItem[0].action must be add');
    if (!item.productOffering) throw invalid('productOrderItem[0].productOffering is required');
    const offering = await findOffering(context, item.productOffering.id);
    // An offering this BSS does not sell (a reward may name an add-on no longer on sale).
    if (!offering || (!offering.active && input.category !== 'reward')) throw invalid(`offering ${item.productOffering.id} is not sold`);
    const reference = referenceOf(request, input.externalId, 'externalId');
    const user = input.relatedParty?.find((p) => p.role === 'user')?.id ?? (typeof characteristic(item, 'msisdn') === 'string' ? String(characteristic(item, 'msisdn')) : undefined);
    if (!user) throw invalid('relatedParty with role user (the MSISDN) is required');
    const payer = input.relatedParty?.find((p) => p.role === 'payer')?.id ?? user;
    const offered = item.itemPrice?.[0]?.price?.taxIncludedAmount;

    if (offering.kind === 'evoucher') return issueVoucher(input, item, reference, user, offering);

    const reason = reasonOf(input.category, 'addon-purchase');
    const price = iqd(offered?.value, offered?.unit, 'productOrderItem[0].itemPrice[0].price.taxIncludedAmount.value', { allowZero: reason === 'reward' });
    const orderItem = (state: string, product?: Body): Body => ({
      id: item.id,
      action: 'add',
      quantity: 1,
      state,
      productOffering: { id: item.productOffering!.id },
      itemPrice: [{ priceType: 'oneTime', price: { taxIncludedAmount: { unit: 'IQD', value: price } } }],
      ...(product ? { product: { id: product.id, href: product.href, '@referredType': 'Product' } } : {}),
    });
    return createOnce(context, {
      api: 'tmf622',
      kind: 'productOrder',
      reference,
      event: { type: 'ProductOrderStateChangeEvent', resource: 'productOrder' },
      pending: (id) => orderBody(id, input, reference, orderItem('inProgress'), 'inProgress'),
      async apply(id) {
        const { applied, subscription } = await context.core.subscribe({ msisdn: user, payer, addonId: offering.id, price, reason, reference });
        // A replay may not find the subscription it made (the core answers what it can): no product then.
        const product = subscription?.id !== undefined ? subscriptionProduct(context.paths.tmf637, subscription) : undefined;
        return { applied, body: orderBody(id, input, reference, orderItem('completed', product), 'completed') };
      },
    });
  }

  /** The e-voucher of a payment: issued once, re-issued after `reissueAfterSeconds` when unused. */
  async function issueVoucher(input: OrderInput, item: OrderItem, reference: string, msisdn: string, offering: { id: number; value: number; price: number }): Promise<Answer> {
    const paymentId = reference.startsWith('voucher:') ? reference.slice('voucher:'.length) : reference;
    const reissue = characteristic(item, 'reissueAfterSeconds');
    if (reissue !== undefined && (typeof reissue !== 'number' || reissue < 0)) throw invalid('reissueAfterSeconds must be a number of seconds');
    const existing = await context.store.byReference('productOrder', reference);
    const id = existing?.id ?? context.store.newId();
    const stored = (state: string, code?: string) =>
      orderBody(
        id,
        input,
        reference,
        {
          id: item.id,
          action: 'add',
          quantity: 1,
          state,
          productOffering: { id: `evoucher-${offering.id}` },
          itemPrice: [{ priceType: 'oneTime', price: { taxIncludedAmount: { unit: 'IQD', value: offering.value } } }],
          product: {
            productCharacteristic: [
              { name: 'msisdn', valueType: 'string', value: msisdn },
              ...(code ? [{ name: 'voucherCode', valueType: 'string', value: code }] : []),
            ],
          },
        },
        state,
      );
    // The first order of a payment is written pending before the voucher is issued (as every create:
    // never "not found" while it may be applying); a parallel first order is being issued now.
    const first = !existing && (await context.store.insertOnce({ id, api: 'tmf622', kind: 'productOrder', reference, body: stored('inProgress'), pending: true, createdAt: new Date() }));
    if (!existing && !first) throw new BssError(409, 'voucherPending', 'the voucher of this payment is being issued');
    let issued: Awaited<ReturnType<BssContext['core']['issueVoucher']>>;
    try {
      issued = await context.core.issueVoucher({
        paymentId,
        packageId: offering.id,
        msisdn,
        value: offering.value,
        reissueAfterMs: reissue === undefined ? undefined : (reissue as number) * 1000,
      });
      if (issued.state === 'used') throw new BssError(409, 'voucherUsed', 'the voucher of this payment was already used');
      if (issued.state === 'recent') throw new BssError(409, 'voucherPending', 'the voucher of this payment was issued too recently to re-issue');
    } catch (error) {
      if (first) await context.store.removePending('productOrder', id);
      throw error;
    }
    // The stored order keeps the code while it is live (PROFILE.md: the lookup after a lost answer gives
    // it to the portal, which sends it); the event, which may go to other listeners, does not carry it.
    await context.store.upsert({ id, api: 'tmf622', kind: 'productOrder', reference, body: stored('completed', issued.code) });
    context.events.publish('tmf622', 'ProductOrderStateChangeEvent', 'productOrder', stored('completed'));
    return { status: 201, body: stored('completed', issued.code), headers: { Location: href('productOrder', id) } };
  }

  async function cancel(request: BssRequest): Promise<Answer> {
    const input = check<{ productOrder: { id: string }; cancellationReason?: string }>(request.body, {
      type: 'object',
      required: ['productOrder'],
      props: { productOrder: ref, cancellationReason: str },
    });
    const found = await context.store.byId('productOrder', input.productOrder.id);
    if (!found) throw notFound(`product order ${input.productOrder.id}`);
    const items = (found.body.productOrderItem ?? []) as Array<OrderItem & Record<string, unknown>>;
    if (!items.some((item) => item.productOffering?.id.startsWith('evoucher-'))) throw invalid('only e-voucher orders can be cancelled');
    const paymentId = found.reference.startsWith('voucher:') ? found.reference.slice('voucher:'.length) : found.reference;
    // Withdrawn unless used (a used voucher reached the buyer: 409 voucherUsed, nothing to do).
    await context.core.withdrawVoucher(paymentId);
    const db = await context.database();
    const [left] = await db.select({ id: eVouchers.id }).from(eVouchers).where(eq(eVouchers.paymentId, paymentId));
    if (left) throw new BssError(409, 'voucherUsed', 'the voucher of this order was used; it cannot be withdrawn');
    if (found.body.state !== 'cancelled') {
      // The withdrawn code no longer works, and is no longer kept.
      const cancelled = {
        ...found.body,
        state: 'cancelled',
        cancellationDate: nowIso(),
        cancellationReason: input.cancellationReason ?? 'undelivered',
        productOrderItem: items.map((item) => ({ ...item, state: 'cancelled', product: withoutCode(item.product) })),
      };
      await context.store.update('productOrder', found.id, cancelled);
      context.events.publish('tmf622', 'ProductOrderStateChangeEvent', 'productOrder', cancelled);
    }
    const id = context.store.newId();
    const body: Body = {
      id,
      href: href('cancelProductOrder', id),
      productOrder: { id: found.id, href: href('productOrder', found.id) },
      cancellationReason: input.cancellationReason ?? 'undelivered',
      state: 'done',
      effectiveCancellationDate: nowIso(),
      '@type': 'CancelProductOrder',
    };
    await context.store.insertOnce({ id, api: 'tmf622', kind: 'cancelProductOrder', reference: id, body });
    return { status: 201, body, headers: { Location: String(body.href) } };
  }

  return [
    { method: 'POST', pattern: '/productOrder', handler: order },
    { method: 'GET', pattern: '/productOrder', handler: (request) => listCreated(context, 'productOrder', request, 'externalId', REQUIRED.productOrder) },
    {
      method: 'GET',
      pattern: '/productOrder/:id',
      handler: async (request) => oneAnswer((await context.store.byId('productOrder', request.params.id))?.body, request.query, `product order ${request.params.id}`, REQUIRED.productOrder),
    },
    { method: 'POST', pattern: '/cancelProductOrder', handler: cancel },
    { method: 'GET', pattern: '/cancelProductOrder', handler: (request) => listCreated(context, 'cancelProductOrder', request, 'id', REQUIRED.cancelProductOrder) },
    {
      method: 'GET',
      pattern: '/cancelProductOrder/:id',
      handler: async (request) =>
        oneAnswer((await context.store.byId('cancelProductOrder', request.params.id))?.body, request.query, `cancellation ${request.params.id}`, REQUIRED.cancelProductOrder),
    },
    ...context.events.hubRoutes('tmf622'),
  ];
}
