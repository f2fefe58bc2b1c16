import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { methodReturn } from '@/lib/server/payments/at-provider';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/v1/payments/{method}/return: the payer back from the provider's page (the segment is the
 * method id, see ./callback.ts). The return is verified and the provider's status asked and applied like
 * a callback; the payer is then sent on to the payment's confirmation (or shop order) page. A return we
 * cannot trust changes nothing: 401.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ orderId: z.string().max(20) }).passthrough(),
    rateLimit: [{ name: 'payment-method-return-ip', points: 120, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, query, lang, res }) {
      const { redirectUrl, status } = await methodReturn(query.orderId, { query: req.query, headers: req.headers, rawBody: '' }, lang);
      res.setHeader('Location', redirectUrl);
      return { status: 303, data: { status, redirectUrl } };
    },
  }),
});
