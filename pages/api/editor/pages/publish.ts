import { ApiError } from '@/lib/server/api/errors';
import { requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { pageQuery } from '@/lib/server/api/page-params';
import { publishDraft } from '@/lib/server/content/pages';
import { revalidatePage } from '@/lib/server/content/revalidate';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

/** Publishes the draft as a new version; the public page and the content API show it at once. */
export default apiRoute({
  POST: endpoint({
    query: pageQuery,
    async handler({ req, res, query }) {
      const editor = await requireEditor(req);
      const version = await publishDraft(query.uri, query.lang, editor.email);
      if (!version) throw new ApiError(404, 'errors.nothingToPublish');
      await audit(editor.email, 'publish', { uri: query.uri, locale: query.lang, version });
      await revalidatePage(query.uri, query.lang, res);
      return { data: { version } };
    },
  }),
});
