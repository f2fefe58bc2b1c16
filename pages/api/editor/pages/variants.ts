import { z } from 'zod';
import { requireAuthor, requireContentRole, requirePublisher } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { pageQuery } from '@/lib/server/api/page-params';
import { refuseUnpublishable } from '@/lib/server/api/publish-refusal';
import { revalidateVariants } from '@/lib/server/content/revalidate';
import { experimentInput, getExperiment, publishExperiment, saveExperiment, variantResults } from '@/lib/server/content/variants';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

/**
 * A page's test in one language (page variants): GET its draft, what is live and each variant's
 * results; PUT saves the draft (variants, split, targeting, goals); POST publishes it (`{ stop: true }`
 * ends the test) and rebuilds the cached pages of its variants.
 */
export default apiRoute({
  GET: endpoint({
    query: pageQuery,
    async handler({ req, query }) {
      await requireContentRole(req);
      const [state, results] = await Promise.all([getExperiment(query.uri, query.lang), variantResults(query.uri, query.lang)]);
      return { data: { ...state, results } };
    },
  }),
  PUT: endpoint({
    query: pageQuery,
    body: experimentInput,
    async handler({ req, query, body }) {
      const editor = await requireAuthor(req);
      const draft = await saveExperiment(query.uri, query.lang, body, editor.email);
      await audit(editor.email, 'variants-save', { uri: query.uri, locale: query.lang });
      return { data: { draft }, message: 'variants.saved' };
    },
  }),
  POST: endpoint({
    query: pageQuery,
    body: z.object({ stop: z.boolean().default(false) }),
    async handler({ req, res, query, body, t }) {
      const editor = await requirePublisher(req);
      const keys = await refuseUnpublishable('variants.notPublished', t, query.lang, () => publishExperiment(query.uri, query.lang, body.stop, editor.email));
      await audit(editor.email, body.stop ? 'variants-stop' : 'variants-publish', { uri: query.uri, locale: query.lang });
      await revalidateVariants(query.uri, query.lang, keys, res);
      return { data: { keys }, message: body.stop ? 'variants.stopped' : 'variants.published' };
    },
  }),
});
