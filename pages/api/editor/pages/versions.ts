import { requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { pageQuery } from '@/lib/server/api/page-params';
import { listVersions } from '@/lib/server/content/editor';

export const config = { api: { bodyParser: false } };

/** The published versions of a page in one locale, newest first, with author and time. */
export default apiRoute({
  GET: endpoint({
    query: pageQuery,
    async handler({ req, query }) {
      await requireEditor(req);
      return { data: await listVersions(query.uri, query.lang) };
    },
  }),
});
