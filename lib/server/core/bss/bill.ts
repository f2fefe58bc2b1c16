/**
 * TMF678 Customer Bill (PROFILE.md "Bills"): the bills of a line (`relatedParty.id`), newest period
 * first, and one bill by id. A paid bill is `settled`, its `appliedPayment` naming the TMF676 payment
 * (and, as `name`, the client's payment id: the `correlatorId`).
 */
import { desc, eq } from 'drizzle-orm';
import { bills } from '../../db/schema';
import type { BssContext } from './context';
import { invalid } from './errors';
import { listAnswer, oneAnswer, type Answer, type BssRequest, type Route } from './router';
import type { Body } from './store';

type BillRow = typeof bills.$inferSelect;

const iqd = (value: number) => ({ value, unit: 'IQD' });

export function billRoutes(context: BssContext): Route[] {
  const base = context.paths.tmf678;

  async function toBill(row: BillRow): Promise<Body> {
    const [year, month] = row.period.split('-').map(Number);
    const start = new Date(Date.UTC(year, month - 1, 1));
    const end = new Date(Date.UTC(year, month, 1) - 1);
    const payment = row.paymentId ? await context.store.byReference('payment', row.paymentId) : undefined;
    return {
      id: String(row.id),
      href: `${base}/customerBill/${row.id}`,
      billNo: `${row.period.replace('-', '')}-${row.id}`,
      state: row.paidAt ? 'settled' : 'sent',
      billDate: end.toISOString(),
      billingPeriod: { startDateTime: start.toISOString(), endDateTime: end.toISOString() },
      amountDue: iqd(row.amount),
      remainingAmount: iqd(row.paidAt ? 0 : row.amount),
      paymentDueDate: row.dueAt.toISOString(),
      ...(row.paidAt ? { lastUpdate: row.paidAt.toISOString() } : {}),
      appliedPayment: row.paidAt
        ? [{ appliedAmount: iqd(row.amount), payment: { id: payment?.id ?? row.paymentId ?? 'unknown', name: row.paymentId ?? undefined } }]
        : [],
      relatedParty: [{ id: row.msisdn, role: 'customer', '@referredType': 'MSISDN' }],
      '@type': 'CustomerBill',
    };
  }

  async function list(request: BssRequest): Promise<Answer> {
    const msisdn = request.query.get('relatedParty.id');
    if (msisdn === null) throw invalid('filter by relatedParty.id (the MSISDN)');
    const db = await context.database();
    const rows = await db.select().from(bills).where(eq(bills.msisdn, msisdn)).orderBy(desc(bills.period), desc(bills.id));
    return listAnswer(await Promise.all(rows.map(toBill)), request.query);
  }

  async function one(request: BssRequest): Promise<Answer> {
    const id = request.params.id;
    const db = await context.database();
    const [row] = /^\d{1,9}$/.test(id) ? await db.select().from(bills).where(eq(bills.id, Number(id))) : [];
    return oneAnswer(row ? await toBill(row) : undefined, request.query, `bill ${id}`);
  }

  return [
    { method: 'GET', pattern: '/customerBill', handler: list },
    { method: 'GET', pattern: '/customerBill/:id', handler: one },
    ...context.events.hubRoutes('tmf678'),
  ];
}
