import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { billHistory } from '@/lib/server/services/bills';

export const config = { api: { bodyParser: false } };

/** The signed-in subscriber's bills, newest first (empty for a prepaid line). */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      const subscriber = await requireSubscriber(req);
      return { data: await billHistory(subscriber) };
    },
  }),
});
