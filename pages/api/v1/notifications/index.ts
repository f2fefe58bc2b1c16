import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { listNotifications } from '@/lib/server/services/accounts/notifications';

export const config = { api: { bodyParser: false } };

/** The subscriber's notifications, newest first, in the request's language, and the unread count. */
export default apiRoute({
  GET: endpoint({
    async handler({ req, lang }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await listNotifications(accountId, lang) };
    },
  }),
});
