import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { cities } from '@/lib/server/services/new-line';

export const config = { api: { bodyParser: false } };

/** New-line offer: the cities a line can be asked for in, named in the request's language. */
export default apiRoute({
  GET: endpoint({
    async handler({ lang }) {
      return { data: cities(lang) };
    },
  }),
});
