/**
 * TMF654 Prepay Balance Management over the embedded core (PROFILE.md "credit", "redeemScratchCard",
 * "charge", "transfer"): the three creates that move money, topupBalance (credit, or a scratch card /
 * e-voucher code in `voucher`), adjustBalance (a negative amount charges) and transferBalance; the
 * reads (bucket, history) are ./balance.ts.
 */
import type { LedgerReason } from '../types';
import { balanceRoutes, bucketId, iqdQuantity, line } from './balance';
import { check, iqd, msisdnOf, quantity, ref, str, usageType, type Shape } from './check';
import { createOnce, listCreated, nowIso, referenceOf, type BssContext } from './context';
import { BssError, invalid } from './errors';
import { oneAnswer, type Answer, type BssRequest, type Route } from './router';
import type { Body } from './store';

export const REASONS: readonly LedgerReason[] = [
  'opening-balance',
  'addon-purchase',
  'package',
  'package-gift',
  'scratch-card',
  'card-recharge',
  'transfer-out',
  'transfer-in',
  'bill-overpayment',
  'vanity-reservation',
  'reward',
];


/** Required attributes of the answers (kept by `fields` selection). */
const REQUIRED = {
  topupBalance: ['status'],
  adjustBalance: ['status'],
  transferBalance: ['href', 'id', 'reason', 'receiverLogicalResource', 'channel', 'logicalResource', 'status'],
} as const;

export function reasonOf(value: unknown, fallback: LedgerReason): LedgerReason {
  if (value === undefined) return fallback;
  if (!REASONS.includes(value as LedgerReason)) throw invalid(`reason must be one of ${REASONS.join(', ')}`);
  return value as LedgerReason;
}

function monetaryOnly(value: string): void {
  if (value !== 'monetary') throw invalid('this BSS keeps monetary buckets only (usageType monetary)');
}

/** The bucket named must be the line's main bucket (the only one this BSS keeps). */
function sameBucket(bucket: { id: string }, msisdn: string, at: string): void {
  if (bucket.id !== bucketId(msisdn)) throw invalid(`${at}.id must be ${bucketId(msisdn)}, the main bucket of ${msisdn}`);
}

const commonCreate: Record<string, Shape> = {
  amount: quantity,
  usageType,
  bucket: ref,
  logicalResource: { type: 'array', items: ref, minItems: 1 },
  channel: ref,
  reason: str,
  externalId: str,
};

export function prepayRoutes(context: BssContext): Route[] {
  const base = context.paths.tmf654;
  const href = (kind: string, id: string) => `${base}/${kind}/${id}`;

  async function topup(request: BssRequest): Promise<Answer> {
    const input = check<{
      amount: { amount?: number; units?: string };
      usageType: string;
      bucket: { id: string };
      partyAccount: { id: string };
      logicalResource: unknown;
      voucher?: string;
      reason?: string;
      channel?: { id: string };
      externalId?: string;
    }>(request.body, {
      type: 'object',
      required: ['amount', 'usageType', 'bucket', 'partyAccount', 'logicalResource'],
      props: { ...commonCreate, partyAccount: ref, voucher: str },
    });
    monetaryOnly(input.usageType);
    const msisdn = msisdnOf(input.logicalResource);
    sameBucket(input.bucket, msisdn, 'bucket');
    const reference = referenceOf(request, input.externalId, 'externalId');
    const voucher = input.voucher;
    // Any text: an unknown number is the card's refusal (409 voucherInvalid), not a broken request.
    if (voucher !== undefined && (!voucher.trim() || voucher.length > 64)) throw invalid('voucher must be the number of the card');
    const reason = reasonOf(input.reason, voucher !== undefined ? 'scratch-card' : 'card-recharge');
    const amount = voucher === undefined ? iqd(input.amount.amount, input.amount.units, 'amount.amount') : undefined;
    if (voucher !== undefined && input.amount.units !== undefined && input.amount.units !== 'IQD') throw invalid('amount.units must be IQD');

    /** The card number is not kept: the answer names the value credited, never the card. */
    const body = (id: string, status: string, value?: number): Body => ({
      id,
      href: href('topupBalance', id),
      status,
      requestedDate: nowIso(),
      ...(status === 'completed' ? { confirmationDate: nowIso() } : {}),
      amount: value === undefined ? { units: 'IQD' } : iqdQuantity(value),
      usageType: 'monetary',
      bucket: { id: bucketId(msisdn) },
      partyAccount: { id: input.partyAccount.id },
      logicalResource: [line(msisdn)],
      reason,
      channel: { id: input.channel?.id ?? 'portal' },
      externalId: reference,
      '@type': 'TopupBalance',
    });
    return createOnce(context, {
      api: 'tmf654',
      kind: 'topupBalance',
      reference,
      event: { type: 'TopupBalanceCreateEvent', resource: 'topupBalance' },
      pending: (id) => body(id, 'created', amount),
      async apply(id) {
        if (voucher === undefined) {
          const { applied } = await context.core.credit({ msisdn, amount: amount!, reason, reference });
          return { applied, body: body(id, 'completed', amount) };
        }
        const redeemed = await context.core.redeemScratchCard({ msisdn, cardNumber: voucher });
        // Unknown and used cards are not told apart (PROFILE.md).
        if (!redeemed) throw new BssError(409, 'voucherInvalid', 'voucher unknown or already used');
        return { applied: true, body: body(id, 'completed', redeemed.value) };
      },
    });
  }

  async function adjust(request: BssRequest): Promise<Answer> {
    const input = check<{
      amount: { amount?: number; units?: string };
      usageType: string;
      bucket: { id: string };
      logicalResource: unknown;
      adjustType?: string;
      reason?: string;
      channel?: { id: string };
      externalId?: string;
    }>(request.body, {
      type: 'object',
      required: ['amount', 'usageType', 'bucket', 'logicalResource'],
      props: { ...commonCreate, adjustType: { type: 'string', enum: ['oneTime', 'recurring'] } },
    });
    monetaryOnly(input.usageType);
    if (input.adjustType === 'recurring') throw invalid('only oneTime adjustments are kept by this BSS');
    const msisdn = msisdnOf(input.logicalResource);
    sameBucket(input.bucket, msisdn, 'bucket');
    const reference = referenceOf(request, input.externalId, 'externalId');
    const amount = iqd(input.amount.amount, input.amount.units, 'amount.amount', { signed: true });
    const reason = reasonOf(input.reason, 'addon-purchase');

    const body = (id: string, status: string): Body => ({
      id,
      href: href('adjustBalance', id),
      status,
      requestedDate: nowIso(),
      ...(status === 'completed' ? { confirmationDate: nowIso() } : {}),
      adjustType: 'oneTime',
      amount: iqdQuantity(amount),
      usageType: 'monetary',
      bucket: { id: bucketId(msisdn) },
      logicalResource: [line(msisdn)],
      reason,
      channel: { id: input.channel?.id ?? 'portal' },
      externalId: reference,
      '@type': 'AdjustBalance',
    });
    return createOnce(context, {
      api: 'tmf654',
      kind: 'adjustBalance',
      reference,
      event: { type: 'AdjustBalanceCreateEvent', resource: 'adjustBalance' },
      pending: (id) => body(id, 'created'),
      async apply(id) {
        const movement = { msisdn, amount: Math.abs(amount), reason, reference };
        // A negative amount takes credit (refused when too low), a positive one gives it.
        const { applied } = amount < 0 ? await context.core.charge(movement) : await context.core.credit(movement);
        return { applied, body: body(id, 'completed') };
      },
    });
  }

  async function transfer(request: BssRequest): Promise<Answer> {
    const input = check<{
      amount: { amount?: number; units?: string };
      usageType: string;
      bucket: { id: string };
      logicalResource: unknown;
      receiverLogicalResource: { id: string };
      receiverBucket: { id: string };
      receiverBucketUsageType: string;
      channel: { id: string };
      reason: string;
      costOwner?: string;
      externalId?: string;
    }>(request.body, {
      type: 'object',
      required: ['reason', 'receiverLogicalResource', 'channel', 'logicalResource', 'amount', 'usageType', 'bucket', 'receiverBucket', 'receiverBucketUsageType'],
      props: {
        ...commonCreate,
        receiverLogicalResource: ref,
        receiverBucket: ref,
        receiverBucketUsageType: usageType,
        costOwner: { type: 'string', enum: ['originator', 'receiver'] },
      },
    });
    monetaryOnly(input.usageType);
    monetaryOnly(input.receiverBucketUsageType);
    const from = msisdnOf(input.logicalResource);
    const to = input.receiverLogicalResource.id;
    if (from === to) throw invalid('a transfer needs two different lines');
    sameBucket(input.bucket, from, 'bucket');
    sameBucket(input.receiverBucket, to, 'receiverBucket');
    const reference = referenceOf(request, input.externalId, 'externalId');
    const amount = iqd(input.amount.amount, input.amount.units, 'amount.amount');

    const body = (id: string, status: string): Body => ({
      id,
      href: href('transferBalance', id),
      status,
      requestedDate: nowIso(),
      ...(status === 'completed' ? { confirmationDate: nowIso() } : {}),
      reason: input.reason,
      amount: iqdQuantity(amount),
      usageType: 'monetary',
      bucket: { id: bucketId(from) },
      logicalResource: [line(from)],
      receiverLogicalResource: line(to),
      receiverBucket: { id: bucketId(to) },
      receiverBucketUsageType: 'monetary',
      channel: { id: input.channel.id },
      costOwner: input.costOwner ?? 'originator',
      externalId: reference,
      '@type': 'TransferBalance',
    });
    return createOnce(context, {
      api: 'tmf654',
      kind: 'transferBalance',
      reference,
      event: { type: 'TransferBalanceCreateEvent', resource: 'transferBalance' },
      pending: (id) => body(id, 'created'),
      async apply(id) {
        // The daily limit is the operator's rule, so the BSS enforces it (409 dailyCapExceeded).
        const { applied } = await context.core.transfer({ from, to, amount, reference, dailyCap: context.transferDailyCap });
        return { applied, body: body(id, 'completed') };
      },
    });
  }

  /** GET list and GET by id of a created kind (topupBalance, adjustBalance, transferBalance). */
  const created = (kind: keyof typeof REQUIRED): Route[] => [
    {
      method: 'GET',
      pattern: `/${kind}`,
      handler: (request) => listCreated(context, kind, request, 'externalId', REQUIRED[kind]),
    },
    {
      method: 'GET',
      pattern: `/${kind}/:id`,
      handler: async (request) => oneAnswer((await context.store.byId(kind, request.params.id))?.body, request.query, `${kind} ${request.params.id}`, REQUIRED[kind]),
    },
  ];

  return [
    ...balanceRoutes(context),
    { method: 'POST', pattern: '/topupBalance', handler: topup },
    { method: 'POST', pattern: '/adjustBalance', handler: adjust },
    { method: 'POST', pattern: '/transferBalance', handler: transfer },
    ...created('topupBalance'),
    ...created('adjustBalance'),
    ...created('transferBalance'),
    ...context.events.hubRoutes('tmf654'),
  ];
}
