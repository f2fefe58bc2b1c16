import { z } from 'zod';
import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { getPost } from '@/lib/server/services/blog';

export const config = { api: { bodyParser: false } };

/** A post by its slug (or id), as the blog pages link to it. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ post: z.string({ error: 'validation.required' }).regex(/^[a-z0-9-]{1,120}$/, { error: 'validation.invalid' }) }),
    async handler({ query, lang }) {
      // Up to 9 digits is an id (an integer column); a longer number can only be a slug, which no post has.
      const post = /^\d{1,9}$/.test(query.post) ? await getPost(lang, { id: Number(query.post) }) : await getPost(lang, { slug: query.post });
      if (!post) throw notFound();
      return { data: post };
    },
  }),
});
