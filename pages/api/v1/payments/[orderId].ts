import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { opaqueId } from '@/lib/server/api/money-params';
import { paymentStatus } from '@/lib/server/services/payments';

export const config = { api: { bodyParser: false } };

/** A payment's status for whoever holds its random order id (the confirmation and payment pages). */
export default apiRoute({
  GET: endpoint({
    query: z.object({ orderId: opaqueId() }),
    handler: async ({ query }) => ({ data: await paymentStatus(query.orderId) }),
  }),
});
