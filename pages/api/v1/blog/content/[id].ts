import { z } from 'zod';
import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { countView, getPost } from '@/lib/server/services/blog';

export const config = { api: { bodyParser: false } };

/** A post's full content by id. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: idParam() }),
    async handler({ query, lang }) {
      const post = await getPost(lang, { id: query.id });
      if (!post) throw notFound();
      await countView(post.id);
      return { data: post };
    },
  }),
});
