import { ApiError } from '@/lib/server/api/errors';
import { requirePublisher } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { pageQuery } from '@/lib/server/api/page-params';
import { idParam } from '@/lib/server/api/params';
import { refuseUnpublishable } from '@/lib/server/api/publish-refusal';
import { rollback } from '@/lib/server/content/editor';
import { revalidatePage } from '@/lib/server/content/revalidate';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

/** Publishes version N again, as a new version, when it passes the check before publishing (400 otherwise). */
export default apiRoute({
  POST: endpoint({
    query: pageQuery.extend({ version: idParam() }),
    async handler({ req, res, query, t }) {
      const editor = await requirePublisher(req);
      const version = await refuseUnpublishable('editorCheck.notPublished', t, query.lang, () => rollback(query.uri, query.lang, query.version, editor.email));
      if (!version) throw new ApiError(404, 'errors.noSuchVersion');
      await audit(editor.email, 'rollback', { uri: query.uri, locale: query.lang, version, detail: { from: query.version } });
      await revalidatePage(query.uri, query.lang, res);
      return { data: { version } };
    },
  }),
});
