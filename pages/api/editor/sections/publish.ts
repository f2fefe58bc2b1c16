import { z } from 'zod';
import { locales } from '@/lib/locales';
import { requirePublisher } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { refuseUnpublishable } from '@/lib/server/api/publish-refusal';
import { revalidatePage } from '@/lib/server/content/revalidate';
import { publishSection } from '@/lib/server/content/sections';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

/**
 * Publishes a shared section's draft in one language, after the check a page's publish runs (400 naming
 * each block and field otherwise, nothing published); then every page whose live version in that
 * language shows the section is renewed at once, its cached copies on every server too (the path a
 * page's publish takes). Answers the version and those pages.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ id: idParam(), lang: z.enum(locales) }),
    async handler({ req, res, query, t }) {
      const editor = await requirePublisher(req);
      const published = await refuseUnpublishable('editorSections.notPublished', t, query.lang, () => publishSection(query.id, query.lang, editor.email));
      await audit(editor.email, 'section-publish', { locale: query.lang, version: published.version, detail: { section: query.id, pages: published.pages } });
      for (const page of published.pages) await revalidatePage(page.uri, page.locale, res);
      return { data: published };
    },
  }),
});
