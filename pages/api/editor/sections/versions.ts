import { z } from 'zod';
import { locales } from '@/lib/locales';
import { requireContentRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { listSectionVersions } from '@/lib/server/content/sections';

export const config = { api: { bodyParser: false } };

/** The published versions of a shared section in one language, newest first, with who published each and when. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: idParam(), lang: z.enum(locales) }),
    async handler({ req, query }) {
      await requireContentRole(req);
      return { data: await listSectionVersions(query.id, query.lang) };
    },
  }),
});
