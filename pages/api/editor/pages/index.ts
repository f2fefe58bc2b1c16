import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import { requireEditor } from '@/lib/server/api/editor-session';
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
      /** Duplicate this page's draft (same locale) instead of starting empty. */
      copyFrom: uriParam().optional(),
    }),
    async handler({ req, body }) {
      const editor = await requireEditor(req);
      if (await getDraft(body.uri, body.locale)) throw new ApiError(409, 'errors.pageExists');
      const source = body.copyFrom ? await getDraft(body.copyFrom, body.locale) : null;
      if (body.copyFrom && !source) throw new ApiError(404, 'errors.notFoundResource');
      await saveDraft(
        body.uri,
        body.locale,
        { title: body.title, layout: source?.layout ?? body.layout, seo: source?.seo ?? {}, data: source?.data ?? { root: { props: {} }, content: [] } },
        editor.email,
      );
      await audit(editor.email, source ? 'duplicate' : 'create', { uri: body.uri, locale: body.locale, detail: source ? { from: body.copyFrom } : {} });
      return { status: 201, data: await getDraft(body.uri, body.locale) };
    },
  }),
});
