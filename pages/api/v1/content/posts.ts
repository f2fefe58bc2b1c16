import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idListParam } from '@/lib/server/api/params';
import { getPostsByIds, summary } from '@/lib/server/services/blog';

export const config = { api: { bodyParser: false } };

/** A selection of posts by id, in the order asked (spec section 7). */
export default apiRoute({
  GET: endpoint({
    query: z.object({ posts: idListParam() }),
    async handler({ query, lang }) {
      return { data: (await getPostsByIds(lang, query.posts)).map(summary) };
    },
  }),
});
