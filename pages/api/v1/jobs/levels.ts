import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { listLookups } from '@/lib/server/services/careers';

export const config = { api: { bodyParser: false } };

/** Job levels (spec section 7: the careers lookups). */
export default apiRoute({
  GET: endpoint({
    async handler({ lang }) {
      return { data: await listLookups('level', lang) };
    },
  }),
});
