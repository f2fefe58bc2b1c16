import { z } from 'zod';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { paymentMethodParam } from '@/lib/server/api/money-params';
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { payOrder } from '@/lib/server/services/shop/order-payment';

export const config = { api: { bodyParser: false } };

/**
 * "Pay now" on an unpaid card order, for its owner or the holder of its link's token (`{ token?, method? }`):
 * `{ paymentUrl }`, the card page of a new attempt after a declined card, or of the attempt still open.
 * 409 when the order is paid, cancelled or no longer held; 404 for anyone else.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ orderNumber: z.string().max(40) }),
    body: z.object({ token: z.string().max(100).optional(), method: paymentMethodParam() }),
    idempotent: true,
    rateLimit: [{ name: 'order-pay-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, query, body, lang }) {
      // The session comes in a cookie: another site may not start payments with it (CSRF).
      if (req.headers.cookie) assertSameSite(req);
      const subscriber = await currentSubscriber(req);
      return { data: await payOrder(query.orderNumber, { subscriber, token: body.token ?? null }, lang, body.method) };
    },
  }),
});
