import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { linkedMifiLines } from '@/lib/server/services/mifi';

export const config = { api: { bodyParser: false } };

/** The MiFi lines linked to the signed-in account (`data: [{ msisdn, status, type }]`). */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await linkedMifiLines(accountId) };
    },
  }),
});
