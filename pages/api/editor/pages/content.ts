import { z } from 'zod';
import { layoutNames } from '@/lib/page-props';
import { locales } from '@/lib/locales';
import { ApiError, notFound } from '@/lib/server/api/errors';
import { requireAuthor, requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { pageQuery } from '@/lib/server/api/page-params';
import { getDraft } from '@/lib/server/content/editor';
import { saveDraft } from '@/lib/server/content/pages';
import { audit } from '@/lib/server/services/editor-auth';
import { validatePage } from '@/registry/validate';

export const config = { api: { bodyParser: false } };

const draftBody = z.object({
  title: z.string().trim().min(1, { error: 'validation.required' }).max(160),
  layout: z.enum(layoutNames),
  seo: z.object({ description: z.string().max(300).optional(), image: z.string().max(300).optional() }).default({}),
  data: z.object({ root: z.object({ props: z.record(z.string(), z.unknown()) }).default({ props: {} }), content: z.array(z.unknown()) }),
  /** The blocks were started from this language ("start from another language"): the document is its translation. */
  translatedFrom: z.enum(locales).optional(),
});

/**
 * Reads (GET, any editor) and saves (PUT, an author) a page's draft in one locale. An invalid tree is refused,
 * block by block. A change sends the draft back to draft in review (lib/server/content/review.ts).
 */
export default apiRoute({
  GET: endpoint({
    query: pageQuery,
    async handler({ req, query }) {
      await requireEditor(req);
      const draft = await getDraft(query.uri, query.lang);
      if (!draft) throw notFound();
      return { data: draft };
    },
  }),
  PUT: endpoint({
    query: pageQuery,
    body: draftBody,
    maxBodyBytes: 2 * 1024 * 1024,
    async handler({ req, query, body }) {
      const editor = await requireAuthor(req);
      const { problems } = validatePage(body.data, { locale: query.lang });
      // Warnings (unsafe HTML removed) are saved with a note; errors would leave a block out.
      const errors = problems.filter((p) => p.severity === 'error');
      if (errors.length) throw new ApiError(400, 'errors.invalidPage', { data: { problems: errors } });
      const saved = await saveDraft(query.uri, query.lang, { ...body, seo: body.seo ?? {} }, editor.email);
      await audit(editor.email, 'save', { uri: query.uri, locale: query.lang });
      return { data: { ...(await getDraft(query.uri, query.lang)), notes: saved.problems } };
    },
  }),
});
