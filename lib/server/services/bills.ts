/** Postpaid bills of the signed-in subscriber: the history, and paying one by card. */
import type { BillData, PaymentStartData } from '@/lib/account-api';
import type { Locale } from '@/lib/locales';
import { ApiError, notFound } from '../api/errors';
import type { Subscriber } from './subscriber-sessions';
import { billData } from './account-line';
import { core } from '../core';
import { startPayment } from '../payments';

export async function billHistory(subscriber: Subscriber): Promise<BillData[]> {
  return (await core().getBills(subscriber.msisdn)).map(billData);
}

export async function startBillPayment(subscriber: Subscriber, billId: number, email: string | undefined, lang: Locale, method?: string): Promise<PaymentStartData> {
  const bill = await core().getBill(billId);
  // Another subscriber's bill is "not found", not "forbidden": ids reveal nothing.
  if (!bill || bill.msisdn !== subscriber.msisdn) throw notFound();
  if (bill.paidAt) throw new ApiError(400, 'core.billPaid');
  return startPayment(
    {
      purpose: 'bill',
      msisdn: bill.msisdn,
      amount: bill.amount,
      email: email ?? subscriber.email,
      detail: { billId: bill.id, period: bill.period, accountId: subscriber.accountId },
      method,
    },
    lang,
  );
}
