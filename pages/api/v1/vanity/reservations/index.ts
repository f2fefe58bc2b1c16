import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { listReservations } from '@/lib/server/services/vanity';

export const config = { api: { bodyParser: false } };

/** The signed-in subscriber's vanity-number reservations, newest first. */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      const subscriber = await requireSubscriber(req);
      return { data: await listReservations(subscriber) };
    },
  }),
});
