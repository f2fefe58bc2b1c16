import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { optionalIdParam } from '@/lib/server/api/params';
import { listPosts, summary } from '@/lib/server/services/blog';

export const config = { api: { bodyParser: false } };

/** The latest posts, optionally of one category (spec section 7). */
export default apiRoute({
  GET: endpoint({
    query: z.object({ categoryId: optionalIdParam() }),
    async handler({ query, lang }) {
      const posts = await listPosts(lang, { order: 'latest', categoryId: query.categoryId, limit: 6 });
      return { data: posts.map(summary) };
    },
  }),
});
