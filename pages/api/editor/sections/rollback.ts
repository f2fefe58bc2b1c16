import { z } from 'zod';
import { locales } from '@/lib/locales';
import { requirePublisher } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { refuseUnpublishable } from '@/lib/server/api/publish-refusal';
import { revalidatePage } from '@/lib/server/content/revalidate';
import { rollbackSection } from '@/lib/server/content/sections';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

/**
 * Publishes version N of a shared section in one language again, as a new version (a publisher; as a
 * page's rollback, "two people" does not apply: it was published before). The checks of a publish run
 * first (400 naming each block and field; 409 naming the pages whose links it would break); then every
 * page whose live version in that language shows the section is renewed, as a publish does.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ id: idParam(), lang: z.enum(locales), version: idParam() }),
    async handler({ req, res, query, t }) {
      const editor = await requirePublisher(req);
      const published = await refuseUnpublishable('editorSections.notPublished', t, query.lang, () => rollbackSection(query.id, query.lang, query.version, editor.email));
      await audit(editor.email, 'section-rollback', { locale: query.lang, version: published.version, detail: { section: query.id, from: query.version, pages: published.pages } });
      for (const page of published.pages) await revalidatePage(page.uri, page.locale, res);
      return { data: published };
    },
  }),
});
