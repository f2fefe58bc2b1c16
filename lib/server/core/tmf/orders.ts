/**
 * TMF622 Product Ordering: add-ons, packages, gifts and rewards (`subscribe`), and e-vouchers
 * (PROFILE.md, "subscribe", "E-vouchers").
 */
import { randomUUID } from 'node:crypto';
import { logger } from '../../logger';
import {
  CoreUnavailableError,
  CoreUnconfirmedError,
  InsufficientBalanceError,
  LineBlockedError,
  UnknownLineError,
  type IssueVoucherInput,
  type SubscribeInput,
  type SubscribeResult,
  type VoucherIssue,
} from '../types';
import { balanceAfter, balanceOf } from './balance';
import type { TmfClient } from './client';
import { orderCompletion } from './completion';
import { afterDuplicate, create, findByReference, unexpectedRefusal } from './create';
import { getProduct, toSubscription } from './products';
import { describe, errorBody, NOT_FOUND, parseAnswer, read, unavailable } from './read';
import { iqdMoney, PORTAL_CHANNEL, type CancelProductOrderCreate, type ProductOrderCreate } from './requests';
import { characteristicValue } from './schemas/common';
import { cancelProductOrder, productOrder, type ProductOrder } from './schemas/ordering';

const SALES_CHANNEL = [{ id: PORTAL_CHANNEL.id, role: 'salesChannel' }];

const byExternalId = (reference: string) => ({
  schema: productOrder,
  lookup: { api: '622' as const, path: '/productOrder', query: { externalId: reference } },
  matches: (o: ProductOrder) => o.externalId === reference,
});

/** The add-on an order created, read from TMF637; `onFailure` says how a failure to read it is told (see subscribe). */
async function subscriptionOf(client: TmfClient, order: ProductOrder, msisdn: string, onFailure: (cause: unknown) => Error) {
  const productId = order.productOrderItem[0]?.product?.id;
  try {
    const product = productId ? await getProduct(client, productId) : NOT_FOUND;
    if (product === NOT_FOUND) throw new CoreUnavailableError('error', new Error(`order ${order.id} names no readable product`));
    return toSubscription(msisdn, product);
  } catch (error) {
    if (error instanceof CoreUnavailableError) throw onFailure(error);
    throw error;
  }
}

export async function subscribe(client: TmfClient, input: SubscribeInput): Promise<SubscribeResult> {
  // A reward is subscribed free (its order is what makes it happen once per reference).
  if (!(input.reason === 'reward' && input.price === 0) && (!Number.isSafeInteger(input.price) || input.price <= 0)) {
    throw new Error(`price must be a positive integer of IQD, got ${input.price}`);
  }
  const payer = input.payer ?? input.msisdn;
  const body: ProductOrderCreate = {
    externalId: input.reference,
    category: input.reason,
    channel: SALES_CHANNEL,
    relatedParty: [
      { id: input.msisdn, role: 'user', '@referredType': 'MSISDN' },
      { id: payer, role: 'payer', '@referredType': 'MSISDN' },
    ],
    productOrderItem: [
      {
        id: '1',
        action: 'add',
        quantity: 1,
        productOffering: { id: `addon-${input.addonId}` },
        itemPrice: [{ priceType: 'oneTime', price: { taxIncludedAmount: iqdMoney(input.price) } }],
      },
    ],
    '@type': 'ProductOrder',
  };
  const spec = { method: 'subscribe', call: { api: '622' as const, path: '/productOrder', body, idempotencyKey: input.reference }, completion: orderCompletion, ...byExternalId(input.reference) };
  const result = await create(client, spec);
  if (result.kind === 'applied') {
    // Money moved: a failure to read what it bought is "we could not confirm", never "nothing happened".
    const [subscription, balance] = await Promise.all([
      subscriptionOf(client, result.resource, input.msisdn, (cause) => new CoreUnconfirmedError('subscribe', cause)),
      balanceAfter(client, payer, 'subscribe'),
    ]);
    return { subscription, balance, applied: true };
  }
  if (result.code === 'duplicate') {
    // Applied before: answer what was done then (nothing moves now, so a failure here is a plain "cannot fetch").
    const done = await afterDuplicate(client, spec);
    const [subscription, balance] = await Promise.all([subscriptionOf(client, done, input.msisdn, (cause) => cause as Error), balanceOf(client, payer)]);
    return { subscription, balance, applied: false };
  }
  if (result.status === 404) throw new UnknownLineError(input.msisdn);
  if (result.code === 'insufficientBalance') throw new InsufficientBalanceError(await balanceOf(client, payer));
  if (result.code === 'lineSuspended') throw new LineBlockedError(payer);
  throw unexpectedRefusal('subscribe', result);
}

const voucherCodeOf = (order: ProductOrder): string | undefined => {
  const code = characteristicValue(order.productOrderItem[0]?.product?.productCharacteristic, 'voucherCode');
  return typeof code === 'string' && /^\d{14}$/.test(code) ? code : undefined;
};

export async function issueVoucher(client: TmfClient, input: IssueVoucherInput): Promise<VoucherIssue> {
  const reference = `voucher:${input.paymentId}`;
  const characteristics: Array<{ name: string; valueType: string; value: unknown }> = [{ name: 'msisdn', valueType: 'string', value: input.msisdn }];
  // Seconds, possibly fractional (PROFILE.md decision); absent: never re-issue.
  if (input.reissueAfterMs !== undefined) characteristics.push({ name: 'reissueAfterSeconds', valueType: 'number', value: input.reissueAfterMs / 1000 });
  const body: ProductOrderCreate = {
    externalId: reference,
    category: 'eVoucher',
    channel: SALES_CHANNEL,
    productOrderItem: [
      {
        id: '1',
        action: 'add',
        quantity: 1,
        productOffering: { id: `evoucher-${input.packageId}` },
        itemPrice: [{ priceType: 'oneTime', price: { taxIncludedAmount: iqdMoney(input.value) } }],
        product: { productCharacteristic: characteristics },
      },
    ],
    '@type': 'ProductOrder',
  };
  const result = await create(client, {
    method: 'issueVoucher',
    call: { api: '622', path: '/productOrder', body, idempotencyKey: reference },
    completion: orderCompletion,
    ...byExternalId(reference),
  });
  if (result.kind === 'applied') {
    const code = voucherCodeOf(result.resource);
    if (code) return { state: 'issued', code };
    // Issued, but we cannot see its code: unknown to the buyer, so it is withdrawn and issued again (payments/index.ts).
    logger.error({ api: '622', orderId: result.resource.id }, 'TMF e-voucher order completed without a voucherCode');
    throw new CoreUnconfirmedError('issueVoucher');
  }
  if (result.code === 'voucherUsed') return { state: 'used' };
  // `duplicate` should not happen for e-vouchers (PROFILE.md decision): an order exists whose code we do not have yet.
  if (result.code === 'voucherPending' || result.code === 'duplicate') return { state: 'recent' };
  throw unexpectedRefusal('issueVoucher', result);
}

/** Cancels the live voucher order of a payment, unless its voucher was used (PROFILE.md "withdrawVoucher"). */
export async function withdrawVoucher(client: TmfClient, paymentId: string): Promise<void> {
  const reference = `voucher:${paymentId}`;
  const orders = await findByReference(client, byExternalId(reference));
  for (const order of orders.filter((o) => orderCompletion(o) !== 'failed')) await cancelOrder(client, order.id);
}

async function cancelOrder(client: TmfClient, orderId: string): Promise<void> {
  const body: CancelProductOrderCreate = { productOrder: { id: orderId, '@referredType': 'ProductOrder' }, cancellationReason: 'undelivered', '@type': 'CancelProductOrder' };
  // A fresh key per withdrawal: after a re-issue the same order may be withdrawn again (cancelling twice changes nothing).
  const call = { api: '622' as const, method: 'POST' as const, path: '/cancelProductOrder', body, idempotencyKey: `withdraw:${orderId}:${randomUUID()}` };
  const outcome = await client.send(call);
  if (outcome.kind === 'failed') throw unavailable(call, outcome);
  if (outcome.kind === 'answer' && (outcome.status === 201 || outcome.status === 200)) {
    const answer = parseAnswer(cancelProductOrder, outcome.json, call);
    if (answer && (answer.state === undefined || answer.state === 'done')) return;
  } else if (outcome.kind === 'answer' && outcome.status === 409 && errorBody(outcome.json)?.code === 'voucherUsed') {
    return; // it was used: it did reach the buyer, and must not be issued again
  } else if (outcome.kind === 'answer' && errorBody(outcome.json)) {
    throw unavailable(call, outcome);
  }
  // Lost, or an answer we cannot read: is the order cancelled now?
  let order;
  try {
    order = await read(client, { api: '622', path: `/productOrder/${encodeURIComponent(orderId)}` }, productOrder);
  } catch (error) {
    logger.error({ ...describe(call), err: error }, 'TMF cancel answer lost and the order cannot be read: outcome unknown');
    throw new CoreUnconfirmedError('withdrawVoucher', error);
  }
  if (order !== NOT_FOUND && order.state !== 'cancelled') throw new CoreUnavailableError('error');
}
