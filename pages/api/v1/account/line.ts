import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { lineData } from '@/lib/server/services/account-line';

export const config = { api: { bodyParser: false } };

/** The signed-in subscriber's line: type, status, balance, running subscriptions, unpaid bill. */
export default apiRoute({
  GET: endpoint({
    async handler({ req, lang }) {
      const subscriber = await requireSubscriber(req);
      return { data: await lineData(subscriber.msisdn, lang) };
    },
  }),
});
