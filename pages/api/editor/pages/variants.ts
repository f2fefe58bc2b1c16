import { z } from 'zod';
import { locales } from '@/lib/locales';
import { requireAuthor, requireContentRole, requirePublisher } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam, uriParam } from '@/lib/server/api/params';
import { refuseUnpublishable } from '@/lib/server/api/publish-refusal';
import { revalidateVariants } from '@/lib/server/content/revalidate';
import { experimentInput, getExperiment, publishExperiment, saveExperiment, variantResults } from '@/lib/server/content/variants';
import { audit } from '@/lib/server/services/editor-auth';
import { sectionSubject } from '@/lib/variants';

export const config = { api: { bodyParser: false } };

/** A page's test (`uri`) or a shared section's (`section`, its id), in language `lang`. */
const subjectQuery = z
  .object({ uri: uriParam().optional(), section: idParam().optional(), lang: z.enum(locales) })
  .superRefine((query, ctx) => {
    if ((query.uri === undefined) === (query.section === undefined)) ctx.addIssue({ code: 'custom', path: ['uri'], message: 'validation.required' });
  })
  .transform((query) => ({ subject: query.section === undefined ? query.uri! : sectionSubject(query.section), lang: query.lang }));

/**
 * A page's or a shared section's test in one language (variants): GET its draft, what is live and each
 * variant's results; PUT saves the draft (variants, split, targeting, goals); POST publishes it
 * (`{ stop: true }` ends the test) and rebuilds the cached pages it changes (a section's: every page
 * that shows it).
 */
export default apiRoute({
  GET: endpoint({
    query: subjectQuery,
    async handler({ req, query }) {
      await requireContentRole(req);
      const [state, results] = await Promise.all([getExperiment(query.subject, query.lang), variantResults(query.subject, query.lang)]);
      return { data: { ...state, results } };
    },
  }),
  PUT: endpoint({
    query: subjectQuery,
    body: experimentInput,
    async handler({ req, query, body }) {
      const editor = await requireAuthor(req);
      const draft = await saveExperiment(query.subject, query.lang, body, editor.email);
      await audit(editor.email, 'variants-save', { uri: query.subject, locale: query.lang });
      return { data: { draft }, message: 'variants.saved' };
    },
  }),
  POST: endpoint({
    query: subjectQuery,
    body: z.object({ stop: z.boolean().default(false) }),
    async handler({ req, res, query, body, t }) {
      const editor = await requirePublisher(req);
      const keys = await refuseUnpublishable('variants.notPublished', t, query.lang, () => publishExperiment(query.subject, query.lang, body.stop, editor.email));
      await audit(editor.email, body.stop ? 'variants-stop' : 'variants-publish', { uri: query.subject, locale: query.lang });
      await revalidateVariants(query.subject, query.lang, res);
      return { data: { keys }, message: body.stop ? 'variants.stopped' : 'variants.published' };
    },
  }),
});
