import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { currentContestants } from '@/lib/server/services/talent';

export const config = { api: { bodyParser: false } };

/**
 * The current talent round: `{ round: { id, title, year, opensAt, closesAt, status }, contestants,
 * results }`; `results` is null while the round is open (no counts at all), ranked counts once closed.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ lang }) {
      return { data: await currentContestants(lang) };
    },
  }),
});
