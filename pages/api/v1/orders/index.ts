import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { listOrders } from '@/lib/server/services/shop/orders';

export const config = { api: { bodyParser: false } };

/** The signed-in subscriber's shop orders (their account's, and those bought with their number), newest first. */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      return { data: await listOrders(await requireSubscriber(req)) };
    },
  }),
});
