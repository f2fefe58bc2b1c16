/** TMF622 Product Ordering answers (PROFILE.md, "subscribe", "E-vouchers"). */
import { z } from 'zod';
import { characteristic, ref } from './common';

/** The spec's `ProductOrderStateType`. */
export const orderState = z.enum([
  'acknowledged',
  'rejected',
  'pending',
  'held',
  'inProgress',
  'cancelled',
  'completed',
  'failed',
  'partial',
  'assessingCancellation',
  'pendingCancellation',
]);

/** `ProductOrderItem`: `id` and `action` required. */
const orderItem = z.object({
  id: z.string().min(1),
  action: z.enum(['add', 'modify', 'delete', 'noChange']),
  product: z.object({ id: z.string().min(1).optional(), productCharacteristic: z.array(characteristic).optional() }).optional(),
});

/** `ProductOrder`: `productOrderItem` required by the spec; `state` and `id` by us (we act on them). */
export const productOrder = z.object({
  id: z.string().min(1),
  externalId: z.string().optional(),
  state: orderState,
  productOrderItem: z.array(orderItem).min(1),
  '@type': z.literal('ProductOrder'),
});
export type ProductOrder = z.infer<typeof productOrder>;

/** `CancelProductOrder`: `productOrder` required. */
export const cancelProductOrder = z.object({
  id: z.string().min(1).optional(),
  productOrder: ref,
  state: z.enum(['acknowledged', 'terminatedWithError', 'inProgress', 'done']).optional(),
  '@type': z.literal('CancelProductOrder'),
});
