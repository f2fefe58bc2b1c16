/**
 * E-vouchers (spec sections 2 and 7): packages by recharge type, and checkout through the card payment
 * flow. When the payment succeeds the voucher, a 14-digit recharge code usable once like a scratch
 * card, is issued by the core and sent by SMS to the number given (./payments fulfil).
 */
import { asc, eq } from 'drizzle-orm';
import type { PaymentStartData } from '@/lib/account-api';
import type { Locale } from '@/lib/locales';
import { notFound } from '../api/errors';
import { getDb } from '../db';
import { eVoucherPackages } from '../db/schema';
import { requireOurLine } from './account-line';
import { startPayment } from '../payments';

export interface EVoucherPackage {
  id: number;
  title: string;
  /** Credit the voucher gives, IQD. */
  value: number;
  /** What it costs, IQD. */
  price: number;
  rechargeType: 'prepaid' | 'postpaid';
}

export async function eVoucherPackageList(lang: Locale, rechargeType?: 'prepaid' | 'postpaid'): Promise<EVoucherPackage[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(eVoucherPackages)
    .where(rechargeType ? eq(eVoucherPackages.rechargeType, rechargeType) : undefined)
    .orderBy(asc(eVoucherPackages.price), asc(eVoucherPackages.id));
  return rows.map((r) => ({ id: r.id, title: r.titles[lang], value: r.value, price: r.price, rechargeType: r.rechargeType }));
}

export async function startEVoucherCheckout(
  input: { packageId: number; msisdn: string; email?: string; accountId?: number | null; method?: string },
  lang: Locale,
): Promise<PaymentStartData> {
  const db = await getDb();
  const [pkg] = await db.select().from(eVoucherPackages).where(eq(eVoucherPackages.id, input.packageId));
  if (!pkg) throw notFound();
  await requireOurLine(input.msisdn, 'msisdn');
  return startPayment(
    {
      purpose: 'e-voucher',
      msisdn: input.msisdn,
      amount: pkg.price,
      email: input.email ?? null,
      detail: { packageId: pkg.id, ...(input.accountId ? { accountId: input.accountId } : {}) },
      method: input.method,
    },
    lang,
  );
}
