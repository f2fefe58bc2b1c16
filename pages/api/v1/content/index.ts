import { z } from 'zod';
import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { uriParam } from '@/lib/server/api/params';
import { getServedPage } from '@/lib/server/content/documents';

export const config = { api: { bodyParser: false } };

/** The live content of a page (spec section 7: GET /api/v1/content). */
export default apiRoute({
  GET: endpoint({
    query: z.object({ uri: uriParam() }),
    async handler({ query, lang }) {
      const doc = await getServedPage(query.uri, lang);
      if (!doc) throw notFound();
      return { data: doc };
    },
  }),
});
