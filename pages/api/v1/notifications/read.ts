import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { listNotifications, markRead } from '@/lib/server/services/accounts/notifications';
import { notificationsReadBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/** Marks notifications read: `{ ids }`, or all of them without ids. Answers the updated list. */
export default apiRoute({
  POST: endpoint({
    body: notificationsReadBody,
    async handler({ req, body, lang }) {
      const { accountId } = await requireSubscriber(req);
      await markRead(accountId, body.ids);
      return { data: await listNotifications(accountId, lang) };
    },
  }),
});
