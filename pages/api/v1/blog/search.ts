import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { searchPosts, summary } from '@/lib/server/services/blog';
import { isSearchable } from '@/lib/validation/rules';

export const config = { api: { bodyParser: false } };

/** Full-text search of the blog in one language; fewer than 3 characters gives no results. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ keyword: z.string().max(100, { error: 'validation.tooLong?max=100' }).default('') }),
    async handler({ query, lang }) {
      if (!isSearchable(query.keyword)) return { data: [] };
      return { data: (await searchPosts(lang, query.keyword)).map(summary) };
    },
  }),
});
