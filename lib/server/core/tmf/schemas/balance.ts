/** TMF654 Prepay Balance answers (PROFILE.md, "Balance", "Ledger", credit/charge/transfer). */
import { z } from 'zod';
import { dateTime, iqd, ref } from './common';

/** TMF654 `Quantity` with integer IQD. */
const quantity = z.object({ amount: iqd, units: z.literal('IQD') });

/** The spec's `ActionStatusType`. */
export const actionStatus = z.enum(['created', 'failed', 'cancelled', 'completed']);

export const bucket = z.object({
  id: z.string().min(1),
  usageType: z.enum(['monetary', 'voice', 'data', 'sms', 'other']),
  status: z.enum(['active', 'suspended', 'expired']).optional(),
  remainingValue: quantity,
  partyAccount: ref.optional(),
  // Required by us: we sum only the buckets of the line asked for, whatever filter the BSS applied.
  logicalResource: z.array(ref).min(1),
  '@type': z.literal('Bucket'),
});
export type Bucket = z.infer<typeof bucket>;

export const balanceActionHistory = z.object({
  id: z.string().min(1),
  status: actionStatus,
  receiverLogicalResource: ref,
  amount: quantity,
  reason: z.string().min(1),
  externalId: z.string().min(1).optional(),
  confirmationDate: dateTime,
  logicalResource: z.array(ref).min(1),
  '@type': z.literal('BalanceActionHistory'),
});

/** `TopupBalance` (required: `status`); for a scratch card `amount.amount` is the value credited. */
export const topupBalance = z.object({
  id: z.string().min(1),
  status: actionStatus,
  amount: z.object({ amount: iqd.optional(), units: z.literal('IQD') }).optional(),
  logicalResource: z.array(ref).optional(),
  /** Our reference (a TMF654 extension attribute, PROFILE.md "Idempotency"). */
  externalId: z.string().optional(),
  '@type': z.literal('TopupBalance'),
});
export type TopupBalance = z.infer<typeof topupBalance>;

export const adjustBalance = z.object({ id: z.string().min(1), status: actionStatus, externalId: z.string().optional(), '@type': z.literal('AdjustBalance') });

/** `TransferBalance`: the spec requires href, id, reason, receiverLogicalResource, channel, logicalResource, status. */
export const transferBalance = z.object({
  id: z.string().min(1),
  href: z.string().min(1),
  reason: z.string(),
  receiverLogicalResource: ref,
  channel: ref,
  logicalResource: z.array(ref),
  status: actionStatus,
  externalId: z.string().optional(),
  '@type': z.literal('TransferBalance'),
});
