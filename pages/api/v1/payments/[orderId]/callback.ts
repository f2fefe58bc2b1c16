import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { readRawBody } from '@/lib/server/api/raw-body';
import { handleMethodCallback } from '@/lib/server/payments/at-provider';
import { paymentMethod } from '@/lib/server/payments/methods';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/v1/payments/{method}/callback: a payment method's status callback or webhook (the segment is
 * named `orderId` only because Next wants one name per level beside ../[orderId].ts; here it is the
 * method id). Verified by the method (forged → 401, nothing changes), then the provider's status is
 * asked and applied once. Answered with the status each provider's documentation expects.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ orderId: z.string().max(20) }),
    rawBody: true,
    rateLimit: [{ name: 'payment-method-callback-ip', points: 600, durationSeconds: 60, key: ({ ip }) => ip }],
    async handler({ req, query, lang }) {
      const rawBody = await readRawBody(req, 16 * 1024);
      const result = await handleMethodCallback(query.orderId, { query: req.query, headers: req.headers, rawBody }, lang);
      return { status: paymentMethod(query.orderId)?.callbackStatus ?? 200, data: result };
    },
  }),
});
