/** TMF678 Customer Bill and TMF676 Payment answers (PROFILE.md, "Bills", "payBill"). */
import { z } from 'zod';
import { dateTime, money, ref } from './common';

export const customerBill = z
  .object({
    id: z.string().min(1),
    state: z.enum(['new', 'onHold', 'validated', 'sent', 'partiallyPaid', 'settled']),
    billingPeriod: z.object({ startDateTime: dateTime }),
    amountDue: money,
    paymentDueDate: dateTime,
    lastUpdate: dateTime.optional(),
    billingAccount: ref.optional(),
    appliedPayment: z.array(z.object({ appliedAmount: money.optional(), payment: z.object({ id: z.string().min(1), name: z.string().optional() }) })).optional(),
    // TMF678 `RelatedPartyRef`: only `id` is required.
    relatedParty: z.array(z.object({ id: z.string().min(1), role: z.string().optional() })).min(1),
    '@type': z.literal('CustomerBill'),
  })
  .refine((bill) => bill.state !== 'settled' || bill.lastUpdate, { message: 'a settled bill needs lastUpdate (when it was paid)', path: ['lastUpdate'] });
export type CustomerBill = z.infer<typeof customerBill>;

/** `Payment`: `account` and `paymentMethod` required; `status` is a string (`done` when it went through). */
export const payment = z.object({
  id: z.string().min(1),
  correlatorId: z.string().optional(),
  status: z.string().min(1),
  account: ref,
  paymentMethod: z.object({}),
  '@type': z.literal('Payment'),
});
export type Payment = z.infer<typeof payment>;
