/** TMF637 Product Inventory answers: a line, and a running add-on (PROFILE.md, "A line", "Subscriptions"). */
import { z } from 'zod';
import { characteristic, dateTime, ref, relatedParty } from './common';

export const product = z.object({
  id: z.string().min(1),
  status: z.enum(['created', 'pendingActive', 'cancelled', 'active', 'pendingTerminate', 'terminated', 'suspended', 'aborted']),
  productSerialNumber: z.string().optional(),
  productSpecification: ref.optional(),
  productOffering: ref.optional(),
  productCharacteristic: z.array(characteristic).optional(),
  relatedParty: z.array(relatedParty).optional(),
  startDate: dateTime.optional(),
  terminationDate: dateTime.optional(),
  '@type': z.literal('Product'),
});
export type Product = z.infer<typeof product>;
