import { z } from 'zod';
import { requireContentRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { getSectionDraft, sectionUses } from '@/lib/server/content/sections';

export const config = { api: { bodyParser: false } };

/** Where a shared section is used: each page and language whose draft or live version shows it (also inside another section). */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: idParam() }),
    async handler({ req, query }) {
      await requireContentRole(req);
      await getSectionDraft(query.id, 'ar'); // 404 for a section that does not exist, not an empty list
      return { data: await sectionUses(query.id) };
    },
  }),
});
