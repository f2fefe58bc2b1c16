import { z } from 'zod';
import { requireContentRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { uriParam } from '@/lib/server/api/params';
import { changeReleaseItem } from '@/lib/server/content/releases';
import { audit } from '@/lib/server/services/editor-auth';
import { locales } from '@/lib/locales';

export const config = { api: { bodyParser: false } };

/** Adds a page's draft in one language to an open release, or (`remove: true`) takes it out. */
export default apiRoute({
  POST: endpoint({
    body: z.object({ id: z.number().int().positive().max(2 ** 31 - 1), uri: uriParam(), locale: z.enum(locales), remove: z.boolean().optional() }),
    async handler({ req, body }) {
      const editor = await requireContentRole(req);
      await changeReleaseItem(body.id, { uri: body.uri, locale: body.locale }, body.remove ? 'remove' : 'add');
      await audit(editor.email, body.remove ? 'release-remove' : 'release-add', { uri: body.uri, locale: body.locale, detail: { release: body.id } });
      return { data: { id: body.id } };
    },
  }),
});
