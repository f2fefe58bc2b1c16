/**
 * TMF654 creates: credit (`/topupBalance`), scratch card (`/topupBalance` with `voucher`), charge
 * (`/adjustBalance`) and transfer (`/transferBalance`), each with our reference (PROFILE.md).
 */
import { z } from 'zod';
import { hashCardNumber } from '../../db/seed/operator';
import {
  DailyCapError,
  InsufficientBalanceError,
  LineBlockedError,
  UnknownLineError,
  type MoneyMovement,
  type MoneyResult,
  type TransferInput,
  type TransferResult,
} from '../types';
import { balanceAfter, balanceOf, mainBucket, sentToday } from './balance';
import type { TmfClient } from './client';
import { actionCompletion } from './completion';
import { afterDuplicate, create, unexpectedRefusal, type CreateResult, type CreateSpec } from './create';
import { PORTAL_CHANNEL, type AdjustBalanceCreate, type TopupBalanceCreate, type TransferBalanceCreate } from './requests';
import { adjustBalance, topupBalance, transferBalance } from './schemas/balance';
import { iqd } from './schemas/common';

/** The answer to a scratch card: `amount.amount` is the value credited, so it is required here. */
const cardTopup = topupBalance.extend({ amount: z.object({ amount: iqd.positive(), units: z.literal('IQD') }) });

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`amount must be a positive integer of IQD, got ${amount}`);
}

/** The lookup of a TMF654 create by our reference (the `externalId` extension attribute). */
const byExternalId = (path: string, reference: string) => ({
  lookup: { api: '654' as const, path, query: { externalId: reference } },
  matches: (r: { externalId?: string }) => r.externalId === reference,
});

/** What a refusal of a money move means (PROFILE.md "Errors"); `duplicate` is answered by the caller. */
async function refusal(client: TmfClient, method: string, msisdn: string, result: Extract<CreateResult<unknown>, { kind: 'refused' }>): Promise<never> {
  if (result.status === 404) throw new UnknownLineError(msisdn);
  if (result.code === 'insufficientBalance') throw new InsufficientBalanceError(await balanceOf(client, msisdn));
  if (result.code === 'lineSuspended') throw new LineBlockedError(msisdn);
  throw unexpectedRefusal(method, result);
}

async function moneyResult<S extends z.ZodType>(client: TmfClient, spec: CreateSpec<S>, msisdn: string, result: CreateResult<unknown>): Promise<MoneyResult> {
  if (result.kind === 'applied') return { balance: await balanceAfter(client, msisdn, spec.method), applied: true };
  if (result.code === 'duplicate') {
    // Applied before, the BSS says: only when the first one is found completed (PROFILE.md "Idempotency").
    await afterDuplicate(client, spec);
    return { balance: await balanceOf(client, msisdn), applied: false };
  }
  return refusal(client, spec.method, msisdn, result);
}

export async function credit(client: TmfClient, input: MoneyMovement): Promise<MoneyResult> {
  assertAmount(input.amount);
  const target = await mainBucket(client, input.msisdn);
  const body: TopupBalanceCreate = {
    amount: { amount: input.amount, units: 'IQD' },
    usageType: 'monetary',
    ...target,
    logicalResource: [{ id: input.msisdn }],
    reason: input.reason,
    channel: PORTAL_CHANNEL,
    externalId: input.reference,
    '@type': 'TopupBalance',
  };
  const spec = {
    method: 'credit',
    call: { api: '654' as const, path: '/topupBalance', body, idempotencyKey: input.reference },
    schema: topupBalance,
    completion: actionCompletion,
    ...byExternalId('/topupBalance', input.reference),
  };
  const result = await create(client, spec);
  return moneyResult(client, spec, input.msisdn, result);
}

export async function charge(client: TmfClient, input: MoneyMovement): Promise<MoneyResult> {
  assertAmount(input.amount);
  const { bucket } = await mainBucket(client, input.msisdn);
  // A negative adjustment takes credit (PROFILE.md "charge").
  const body: AdjustBalanceCreate = {
    amount: { amount: -input.amount, units: 'IQD' },
    usageType: 'monetary',
    adjustType: 'oneTime',
    bucket,
    logicalResource: [{ id: input.msisdn }],
    reason: input.reason,
    channel: PORTAL_CHANNEL,
    externalId: input.reference,
    '@type': 'AdjustBalance',
  };
  const spec = {
    method: 'charge',
    call: { api: '654' as const, path: '/adjustBalance', body, idempotencyKey: input.reference },
    schema: adjustBalance,
    completion: actionCompletion,
    ...byExternalId('/adjustBalance', input.reference),
  };
  const result = await create(client, spec);
  return moneyResult(client, spec, input.msisdn, result);
}

export async function transfer(client: TmfClient, input: TransferInput): Promise<TransferResult> {
  assertAmount(input.amount);
  if (input.from === input.to) throw new Error('a transfer needs two different lines');
  const [from, to] = await Promise.all([mainBucket(client, input.from), mainBucket(client, input.to)]);
  const body: TransferBalanceCreate = {
    reason: 'transfer',
    amount: { amount: input.amount, units: 'IQD' },
    usageType: 'monetary',
    bucket: from.bucket,
    logicalResource: [{ id: input.from }],
    receiverLogicalResource: { id: input.to },
    receiverBucket: to.bucket,
    receiverBucketUsageType: 'monetary',
    channel: PORTAL_CHANNEL,
    costOwner: 'originator',
    externalId: input.reference,
    '@type': 'TransferBalance',
  };
  const spec = {
    method: 'transfer',
    call: { api: '654' as const, path: '/transferBalance', body, idempotencyKey: input.reference },
    schema: transferBalance,
    completion: actionCompletion,
    ...byExternalId('/transferBalance', input.reference),
  };
  const result = await create(client, spec);
  // The daily limit is the BSS's to enforce (PROFILE.md "transfer"); the message says how much is left today.
  if (result.kind === 'refused' && result.code === 'dailyCapExceeded') throw new DailyCapError(await sentToday(client, input.from), input.dailyCap);
  return moneyResult(client, spec, input.from, result);
}

/** A scratch card or e-voucher code: its value is the BSS's to know; null when unknown or used (never told apart). */
export async function redeemScratchCard(client: TmfClient, input: { msisdn: string; cardNumber: string }): Promise<{ value: number; balance: number } | null> {
  const reference = `card:${hashCardNumber(input.cardNumber)}`;
  const target = await mainBucket(client, input.msisdn);
  const body: TopupBalanceCreate = {
    amount: { units: 'IQD' },
    usageType: 'monetary',
    ...target,
    logicalResource: [{ id: input.msisdn }],
    reason: 'scratch-card',
    channel: PORTAL_CHANNEL,
    voucher: input.cardNumber,
    externalId: reference,
    '@type': 'TopupBalance',
  };
  const spec = {
    method: 'redeemScratchCard',
    call: { api: '654' as const, path: '/topupBalance', body, idempotencyKey: reference },
    schema: cardTopup,
    completion: actionCompletion,
    lookup: { api: '654' as const, path: '/topupBalance', query: { externalId: reference } },
    // Found after a lost answer: ours only if it credited this line (another line's earlier use means "used").
    matches: (r: z.infer<typeof cardTopup>) => r.externalId === reference && (r.logicalResource ?? []).some((l) => l.id === input.msisdn),
  };
  const result = await create(client, spec);
  if (result.kind === 'refused') {
    if (result.code === 'voucherInvalid') return null;
    if (result.code === 'duplicate') {
      // The card's reference was applied before, the BSS says: a used card (null, PROFILE.md decision)
      // only when the first use is found completed, on whichever line it credited (a use still in
      // progress carries no amount yet: the plain TopupBalance schema reads it).
      await afterDuplicate(client, { ...spec, schema: topupBalance, matches: (r) => r.externalId === reference });
      return null;
    }
    return refusal(client, 'redeemScratchCard', input.msisdn, result);
  }
  return { value: result.resource.amount.amount, balance: await balanceAfter(client, input.msisdn, 'redeemScratchCard') };
}
