/**
 * TMF676 Payment (PROFILE.md "payBill"): a payment of one bill, applied once per `correlatorId` (our
 * payment id). A bill already settled by another payment keeps this one's money on the line (the core
 * credits it): the payment is still `done`, and the bill's `appliedPayment` does not name it.
 */
import { eq } from 'drizzle-orm';
import { bills } from '../../db/schema';
import { check, iqd, money, ref, str } from './check';
import { createOnce, listCreated, nowIso, referenceOf, type BssContext } from './context';
import { invalid, notFound } from './errors';
import { oneAnswer, type Answer, type BssRequest, type Route } from './router';
import type { Body } from './store';

const REQUIRED = ['account', 'paymentMethod'] as const;

interface PaymentInput {
  correlatorId?: string;
  account: { id: string };
  paymentMethod: { id: string; '@type'?: string };
  totalAmount: { value?: number; unit?: string };
  paymentItem?: Array<{ item: { id: string; '@referredType'?: string }; totalAmount?: { value?: number; unit?: string } }>;
  channel?: { id: string };
}

export function paymentRoutes(context: BssContext): Route[] {
  const base = context.paths.tmf676;

  async function pay(request: BssRequest): Promise<Answer> {
    const input = check<PaymentInput>(request.body, {
      type: 'object',
      required: ['account', 'paymentMethod', 'totalAmount'],
      props: {
        correlatorId: str,
        account: ref,
        paymentMethod: ref,
        totalAmount: money,
        channel: ref,
        paymentItem: { type: 'array', minItems: 1, items: { type: 'object', required: ['item'], props: { item: ref, totalAmount: money } } },
      },
    });
    const reference = referenceOf(request, input.correlatorId, 'correlatorId');
    const amount = iqd(input.totalAmount.value, input.totalAmount.unit, 'totalAmount.value');
    const billRef = input.paymentItem?.[0]?.item;
    if (!billRef || input.paymentItem!.length !== 1) throw invalid('paymentItem must name one bill (item.id)');
    const billId = /^\d{1,9}$/.test(billRef.id) ? Number(billRef.id) : NaN;
    const db = await context.database();
    const [bill] = Number.isNaN(billId) ? [] : await db.select().from(bills).where(eq(bills.id, billId));
    if (!bill) throw notFound(`bill ${billRef.id}`);

    const body = (id: string, status: string): Body => ({
      id,
      href: `${base}/payment/${id}`,
      correlatorId: reference,
      status,
      statusDate: nowIso(),
      ...(status === 'done' ? { paymentDate: nowIso() } : {}),
      account: { id: input.account.id },
      paymentMethod: { id: input.paymentMethod.id, '@type': input.paymentMethod['@type'] ?? 'PaymentMethodRef' },
      totalAmount: { value: amount, unit: 'IQD' },
      paymentItem: [{ item: { id: String(bill.id), '@referredType': 'CustomerBill' }, totalAmount: { value: amount, unit: 'IQD' } }],
      channel: { id: input.channel?.id ?? 'portal' },
      '@type': 'Payment',
    });
    return createOnce(context, {
      api: 'tmf676',
      kind: 'payment',
      reference,
      event: { type: 'PaymentCreateEvent', resource: 'payment' },
      pending: (id) => body(id, 'pending'),
      async apply(id) {
        // Idempotent by payment id in the core (a replay changes nothing); the row's owner answers 201.
        await context.core.payBill({ billId, paymentId: reference, amount });
        return { applied: true, body: body(id, 'done') };
      },
    });
  }

  return [
    { method: 'POST', pattern: '/payment', handler: pay },
    { method: 'GET', pattern: '/payment', handler: (request) => listCreated(context, 'payment', request, 'correlatorId', REQUIRED) },
    {
      method: 'GET',
      pattern: '/payment/:id',
      handler: async (request) => oneAnswer((await context.store.byId('payment', request.params.id))?.body, request.query, `payment ${request.params.id}`, REQUIRED),
    },
    ...context.events.hubRoutes('tmf676'),
  ];
}
