/**
 * TMF654 Prepay Balance Management over the embedded core (PROFILE.md "Balance", "Ledger", "credit",
 * "redeemScratchCard", "charge", "transfer"): the line's main monetary bucket, its balance action
 * history (the ledger), and the three creates that move money: topupBalance (credit, or a scratch card
 * / e-voucher code in `voucher`), adjustBalance (a negative amount charges) and transferBalance.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema';
import type { LedgerReason, LedgerRow } from '../types';
import { check, iqd, msisdnOf, quantity, ref, str, usageType, type Shape } from './check';
import { createOnce, listCreated, nowIso, referenceOf, type BssContext } from './context';
import { BssError, invalid, notFound } from './errors';
import { listAnswer, oneAnswer, type Answer, type BssRequest, type Route } from './router';
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

const line = (msisdn: string) => ({ id: msisdn, '@referredType': 'MSISDN' });
const bucketId = (msisdn: string) => `main-${msisdn}`;
const iqdQuantity = (amount: number) => ({ amount, units: 'IQD' });

/** Required attributes of the answers (kept by `fields` selection). */
const REQUIRED = {
  topupBalance: ['status'],
  adjustBalance: ['status'],
  transferBalance: ['href', 'id', 'reason', 'receiverLogicalResource', 'channel', 'logicalResource', 'status'],
  balanceActionHistory: ['status', 'receiverLogicalResource'],
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

  async function bucket(msisdn: string): Promise<Body | undefined> {
    if (!(await context.core.getLine(msisdn))) return undefined;
    const balance = await context.core.getBalance(msisdn);
    return {
      id: bucketId(msisdn),
      href: href('bucket', bucketId(msisdn)),
      name: 'Main balance',
      usageType: 'monetary',
      status: 'active',
      remainingValue: iqdQuantity(balance),
      logicalResource: [line(msisdn)],
      partyAccount: { id: `acc-${msisdn}` },
      '@type': 'Bucket',
    };
  }

  /** Ledger rows as BalanceActionHistory items; a transfer-out names the line credited. */
  async function histories(rows: LedgerRow[]): Promise<Body[]> {
    const ins = rows.filter((row) => row.reason === 'transfer-out' && row.reference?.endsWith(':out')).map((row) => `${row.reference!.slice(0, -4)}:in`);
    const receivers = new Map<string, string>();
    if (ins.length) {
      const db = await context.database();
      const found = await db.select({ reference: ledgerEntries.reference, msisdn: ledgerEntries.msisdn }).from(ledgerEntries).where(inArray(ledgerEntries.reference, ins));
      for (const row of found) receivers.set(row.reference!.slice(0, -3), row.msisdn);
    }
    return rows.map((row) => {
      const receiver = row.reason === 'transfer-out' && row.reference ? receivers.get(row.reference.slice(0, -4)) : undefined;
      return {
        id: String(row.id),
        href: href('balanceActionHistory', String(row.id)),
        status: 'completed',
        amount: iqdQuantity(row.amount),
        reason: row.reason,
        ...(row.reference ? { externalId: row.reference } : {}),
        confirmationDate: row.createdAt.toISOString(),
        usageType: 'monetary',
        bucket: { id: bucketId(row.msisdn) },
        logicalResource: [line(row.msisdn)],
        receiverLogicalResource: line(receiver ?? row.msisdn),
        '@type': 'BalanceActionHistory',
      };
    });
  }

  function filteredLine(request: BssRequest): string {
    const msisdn = request.query.get('logicalResource.id');
    if (!msisdn) throw invalid('filter by logicalResource.id (the MSISDN): this BSS lists one line at a time');
    return msisdn;
  }

  async function listBuckets(request: BssRequest): Promise<Answer> {
    const found = await bucket(filteredLine(request));
    if (!found) throw notFound(`line ${request.query.get('logicalResource.id')}`);
    return listAnswer([found], request.query);
  }

  async function getBucket(request: BssRequest): Promise<Answer> {
    const id = request.params.id;
    return oneAnswer(id.startsWith('main-') ? await bucket(id.slice(5)) : undefined, request.query, `bucket ${id}`);
  }

  async function listHistory(request: BssRequest): Promise<Answer> {
    const msisdn = filteredLine(request);
    if (!(await context.core.getLine(msisdn))) throw notFound(`line ${msisdn}`);
    const offset = Number(request.query.get('offset') ?? 0) || 0;
    const limit = request.query.get('limit');
    // Only the line filter: the newest offset+limit rows are the page. Other filters (`reason=…`) are
    // applied to the whole ledger (a demo line's ledger is short).
    const onlyLine = [...request.query.keys()].every((name) => ['logicalResource.id', 'fields', 'offset', 'limit'].includes(name));
    const pageOnly = onlyLine && limit !== null && /^\d+$/.test(limit);
    const rows = await context.core.getLedger(msisdn, pageOnly ? offset + Number(limit) : 10_000);
    const answer = listAnswer(await histories(rows), request.query, REQUIRED.balanceActionHistory);
    if (!pageOnly) return answer;
    // The total is the line's whole ledger, not only the rows read for this page.
    const db = await context.database();
    const [total] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.msisdn, msisdn));
    return { ...answer, headers: { ...answer.headers, 'X-Total-Count': String(total.n) } };
  }

  async function getHistory(request: BssRequest): Promise<Answer> {
    const id = Number(request.params.id);
    const db = await context.database();
    const rows = Number.isSafeInteger(id) ? await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)) : [];
    return oneAnswer((await histories(rows))[0], request.query, `balance action ${request.params.id}`, REQUIRED.balanceActionHistory);
  }

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
    { method: 'GET', pattern: '/bucket', handler: listBuckets },
    { method: 'GET', pattern: '/bucket/:id', handler: getBucket },
    { method: 'GET', pattern: '/balanceActionHistory', handler: listHistory },
    { method: 'GET', pattern: '/balanceActionHistory/:id', handler: getHistory },
    { method: 'POST', pattern: '/topupBalance', handler: topup },
    { method: 'POST', pattern: '/adjustBalance', handler: adjust },
    { method: 'POST', pattern: '/transferBalance', handler: transfer },
    ...created('topupBalance'),
    ...created('adjustBalance'),
    ...created('transferBalance'),
    ...context.events.hubRoutes('tmf654'),
  ];
}
