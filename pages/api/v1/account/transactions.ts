import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { transactions } from '@/lib/server/services/account-line';

export const config = { api: { bodyParser: false } };

/** The signed-in subscriber's balance ledger, newest first (the last 100 rows), with `label`. */
export default apiRoute({
  GET: endpoint({
    async handler({ req, t }) {
      const subscriber = await requireSubscriber(req);
      return { data: await transactions(subscriber.msisdn, t) };
    },
  }),
});
