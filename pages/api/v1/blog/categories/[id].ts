import { z } from 'zod';
import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { listCategories, listPosts, summary } from '@/lib/server/services/blog';

export const config = { api: { bodyParser: false } };

/** A category and its posts, newest first. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: idParam(), page: z.string().regex(/^\d{1,4}$/).transform(Number).default(1) }),
    async handler({ query, lang }) {
      const category = (await listCategories(lang)).find((c) => c.id === query.id);
      if (!category) throw notFound();
      const posts = await listPosts(lang, { categoryId: category.id, limit: 12, offset: (Math.max(1, query.page) - 1) * 12 });
      return { data: { category, posts: posts.map(summary) } };
    },
  }),
});
