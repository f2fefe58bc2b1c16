import { notFound } from '@/lib/server/api/errors';
import { requirePublisher } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { pageQuery } from '@/lib/server/api/page-params';
import { unpublish } from '@/lib/server/content/editor';
import { revalidatePage } from '@/lib/server/content/revalidate';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

/** Takes a page offline in one locale (its versions stay). */
export default apiRoute({
  POST: endpoint({
    query: pageQuery,
    async handler({ req, res, query }) {
      const editor = await requirePublisher(req);
      if (!(await unpublish(query.uri, query.lang))) throw notFound();
      await audit(editor.email, 'unpublish', { uri: query.uri, locale: query.lang });
      await revalidatePage(query.uri, query.lang, res);
      return { data: null };
    },
  }),
});
