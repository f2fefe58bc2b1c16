import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { opaqueId } from '@/lib/server/api/money-params';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { cancelReservation } from '@/lib/server/services/vanity';

export const config = { api: { bodyParser: false } };

/** Cancels one of the subscriber's reservations: the number goes back on sale, the fee is kept. */
export default apiRoute({
  DELETE: endpoint({
    query: z.object({ id: opaqueId() }),
    async handler({ req, query }) {
      const subscriber = await requireSubscriber(req);
      return cancelReservation(subscriber, query.id);
    },
  }),
});
