import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import { requireAuthor, requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { uriParam } from '@/lib/server/api/params';
import { getDraft, listPagesForEditor } from '@/lib/server/content/editor';
import { saveDraft } from '@/lib/server/content/pages';
import { audit } from '@/lib/server/services/editor-auth';
import { layoutNames } from '@/lib/page-props';
import { locales } from '@/lib/locales';

export const config = { api: { bodyParser: false } };

/** Every page with, per locale, its draft state, published version and schedule; POST creates a page. */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditor(req);
      return { data: await listPagesForEditor() };
    },
  }),
  POST: endpoint({
    body: z.object({
      uri: uriParam(),
      locale: z.enum(locales),
      layout: z.enum(layoutNames).default('page'),
      title: z.string().trim().min(1, { error: 'validation.required' }).max(160),
      /** Start from this page's draft instead of empty: a duplicate (same locale) or, with copyLocale, a translation. */
      copyFrom: uriParam().optional(),
      /** The language of the draft to copy (default: `locale`); with the same address, adds a language to a page. */
      copyLocale: z.enum(locales).optional(),
    }),
    async handler({ req, body }) {
      const editor = await requireAuthor(req);
      if (await getDraft(body.uri, body.locale)) throw new ApiError(409, 'errors.pageExists');
      const copying = Boolean(body.copyFrom || body.copyLocale);
      const from = { uri: body.copyFrom ?? body.uri, locale: body.copyLocale ?? body.locale };
      const source = copying ? await getDraft(from.uri, from.locale) : null;
      if (copying && !source) throw new ApiError(404, 'errors.notFoundResource');
      await saveDraft(
        body.uri,
        body.locale,
        {
          title: body.title,
          layout: source?.layout ?? body.layout,
          seo: source?.seo ?? {},
          data: source?.data ?? { root: { props: {} }, content: [] },
          // A language added from another one is its translation (tracked: outdated when the source changes).
          ...(source && from.uri === body.uri && from.locale !== body.locale ? { translatedFrom: from.locale } : {}),
        },
        editor.email,
      );
      const action = !source ? 'create' : from.locale === body.locale ? 'duplicate' : 'translate';
      await audit(editor.email, action, { uri: body.uri, locale: body.locale, detail: source ? { from: from.uri, fromLocale: from.locale } : {} });
      return { status: 201, data: await getDraft(body.uri, body.locale) };
    },
  }),
});
