import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { parseReference } from '@/lib/reference';
import { paymentStatus } from '@/lib/server/payments';
import { messages } from '@/lib/validation/rules';

export const config = { api: { bodyParser: false } };

/** The long order id, or a short reference as a customer types it ("7kd29 xq4m1"). */
const orderIdOrReference = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(64, { error: messages.invalid })
    .regex(/^[A-Za-z0-9_ -]+$/, { error: messages.invalid });

/** A payment's status for whoever holds its random order id or its short reference. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ orderId: orderIdOrReference() }),
    // A short reference has 50 random bits, not the order id's 128: lookups by it are counted per IP,
    // so nobody walks through them (the confirmation page's polling uses the long id and is not counted).
    rateLimit: [{ name: 'payment-reference-ip', points: 30, durationSeconds: 900, key: ({ query, ip }) => (parseReference(query.orderId) ? ip : null) }],
    handler: async ({ query }) => ({ data: await paymentStatus(query.orderId) }),
  }),
});
