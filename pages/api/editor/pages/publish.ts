import { ApiError } from '@/lib/server/api/errors';
import { requirePublisher } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { pageQuery } from '@/lib/server/api/page-params';
import { refuseUnpublishable } from '@/lib/server/api/publish-refusal';
import { publishDraft } from '@/lib/server/content/pages';
import { revalidatePage } from '@/lib/server/content/revalidate';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

/**
 * Publishes the draft as a new version; the public page and the content API show it at once. The draft
 * must pass the check before publishing (registry/checks.ts), here on the server whatever the browser
 * did: otherwise 400 with the block and field of each problem in `data.errors`, and nothing published.
 * A publisher only (403); when two people are required, an approved draft (409) that is not the
 * publisher's own change (403): lib/server/content/review.ts.
 */
export default apiRoute({
  POST: endpoint({
    query: pageQuery,
    async handler({ req, res, query, t }) {
      const editor = await requirePublisher(req);
      const version = await refuseUnpublishable('editorCheck.notPublished', t, query.lang, () =>
        publishDraft(query.uri, query.lang, editor.email, undefined, { check: true, review: { publisher: editor.email, states: ['approved', 'scheduled'] } }),
      );
      if (!version) throw new ApiError(404, 'errors.nothingToPublish');
      await audit(editor.email, 'publish', { uri: query.uri, locale: query.lang, version });
      await revalidatePage(query.uri, query.lang, res);
      return { data: { version } };
    },
  }),
});
