/** TMF678 Customer Bill and TMF676 Payment: bills, and paying one (PROFILE.md, "Bills", "payBill"). */
import { z } from 'zod';
import { baghdadDay } from '@/lib/baghdad-day';
import { logger } from '../../logger';
import { CoreUnavailableError, CoreUnconfirmedError, UnknownLineError, type CoreBill } from '../types';
import type { TmfClient } from './client';
import { paymentCompletion } from './completion';
import { afterDuplicate, create, unexpectedRefusal } from './create';
import { NOT_FOUND, read } from './read';
import { iqdMoney, PORTAL_CHANNEL, type PaymentCreate } from './requests';
import { customerBill, payment, type CustomerBill, type Payment } from './schemas/billing';
import { decimalId } from './schemas/common';

const customerOf = (bill: CustomerBill) => (bill.relatedParty.find((p) => p.role === 'customer') ?? bill.relatedParty[0]).id;

function toBill(bill: CustomerBill): CoreBill {
  const id = decimalId.safeParse(bill.id);
  if (!id.success) {
    logger.error({ api: '678', id: bill.id }, 'TMF answer refused: a customerBill id that is not decimal');
    throw new CoreUnavailableError('error');
  }
  const paid = bill.state === 'settled';
  const applied = bill.appliedPayment ?? [];
  return {
    id: id.data,
    msisdn: customerOf(bill),
    // The billing month in Baghdad, whatever zone the BSS wrote the period's start in.
    period: baghdadDay(bill.billingPeriod.startDateTime).slice(0, 7),
    amount: bill.amountDue.value,
    dueAt: bill.paymentDueDate,
    paidAt: paid ? (bill.lastUpdate ?? null) : null,
    paymentId: paid ? (applied.at(-1)?.payment.name ?? null) : null,
  };
}

export async function getBills(client: TmfClient, msisdn: string): Promise<CoreBill[]> {
  const list = await read(client, { api: '678', path: '/customerBill', query: { 'relatedParty.id': msisdn } }, z.array(customerBill));
  if (list === NOT_FOUND) return [];
  return list
    .filter((b) => customerOf(b) === msisdn)
    .map(toBill)
    .sort((a, b) => b.period.localeCompare(a.period) || b.id - a.id);
}

async function readBill(client: TmfClient, id: number | string): Promise<CustomerBill | typeof NOT_FOUND> {
  return read(client, { api: '678', path: `/customerBill/${encodeURIComponent(String(id))}` }, customerBill);
}

export async function getBill(client: TmfClient, id: number): Promise<CoreBill | null> {
  const bill = await readBill(client, id);
  return bill === NOT_FOUND ? null : toBill(bill);
}

/** Did this payment settle the bill? (Not: another payment had, and the BSS credited ours to the line.) */
async function paidByThis(client: TmfClient, billId: number, created: Payment, paymentId: string, method: string, moved: boolean): Promise<{ alreadyPaid: boolean }> {
  let bill;
  try {
    bill = await readBill(client, billId);
  } catch (error) {
    if (moved && error instanceof CoreUnavailableError) throw new CoreUnconfirmedError(method, error);
    throw error;
  }
  if (bill === NOT_FOUND) throw new UnknownLineError(`bill:${billId}`);
  const named = (bill.appliedPayment ?? []).some((a) => a.payment.id === created.id || a.payment.name === paymentId);
  return { alreadyPaid: !named };
}

export async function payBill(client: TmfClient, input: { billId: number; paymentId: string; amount: number }): Promise<{ alreadyPaid: boolean }> {
  const bill = await readBill(client, input.billId);
  // No such bill: a money operation on something the BSS does not know (PROFILE.md "Errors": 404).
  if (bill === NOT_FOUND) throw new UnknownLineError(`bill:${input.billId}`);
  const msisdn = customerOf(bill);
  const body: PaymentCreate = {
    correlatorId: input.paymentId,
    account: { id: bill.billingAccount?.id ?? `acc-${msisdn}` },
    paymentMethod: { id: 'portal-gateway', '@type': 'PaymentMethodRef' },
    totalAmount: iqdMoney(input.amount),
    paymentItem: [{ item: { id: bill.id, '@referredType': 'CustomerBill' }, totalAmount: iqdMoney(input.amount) }],
    channel: PORTAL_CHANNEL,
    '@type': 'Payment',
  };
  const spec = {
    method: 'payBill',
    call: { api: '676' as const, path: '/payment', body, idempotencyKey: input.paymentId },
    schema: payment,
    completion: paymentCompletion,
    lookup: { api: '676' as const, path: '/payment', query: { correlatorId: input.paymentId } },
    matches: (p: Payment) => p.correlatorId === input.paymentId,
  };
  const result = await create(client, spec);
  if (result.kind === 'applied') return paidByThis(client, input.billId, result.resource, input.paymentId, 'payBill', true);
  if (result.code === 'duplicate') {
    const done = await afterDuplicate(client, spec);
    return paidByThis(client, input.billId, done, input.paymentId, 'payBill', false);
  }
  if (result.status === 404) throw new UnknownLineError(`bill:${input.billId}`);
  throw unexpectedRefusal('payBill', result);
}
