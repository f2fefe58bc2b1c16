import { setSegmentCookie } from '@/lib/server/api/segment';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { setPrimaryAddress } from '@/lib/server/services/accounts/profile';
import { idQuery } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/** Makes one of the subscriber's addresses the primary one; answers the list. */
export default apiRoute({
  POST: endpoint({
    query: idQuery,
    async handler({ req, res, query }) {
      const { accountId } = await requireSubscriber(req);
      const data = await setPrimaryAddress(accountId, query.id);
      await setSegmentCookie(res, accountId);
      return { data, message: 'accountApi.primarySet' };
    },
  }),
});
