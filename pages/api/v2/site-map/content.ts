import { z } from 'zod';
import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { uriParam, versionParam } from '@/lib/server/api/params';
import { getServedPage } from '@/lib/server/content/documents';

export const config = { api: { bodyParser: false } };

/** A published page document (design.md section 4): version 0 is the live one. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ uri: uriParam(), version: versionParam() }),
    async handler({ query, lang, res }) {
      const doc = await getServedPage(query.uri, lang, query.version);
      if (!doc) throw notFound();
      res.setHeader('Cache-Control', query.version ? 'public, max-age=3600' : 'public, max-age=0, s-maxage=60');
      return { data: doc };
    },
  }),
});
