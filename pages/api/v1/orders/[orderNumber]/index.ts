import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { orderFor } from '@/lib/server/services/shop/orders';

export const config = { api: { bodyParser: false } };

/** One order, for its owner or for the holder of its link's `?token=`; anyone else gets a 404. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ orderNumber: z.string().max(40), token: z.string().max(100).optional() }),
    rateLimit: [{ name: 'order-read-ip', points: 120, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, query, lang }) {
      const subscriber = await currentSubscriber(req);
      return { data: await orderFor(query.orderNumber, { subscriber, token: query.token ?? null }, lang) };
    },
  }),
});
