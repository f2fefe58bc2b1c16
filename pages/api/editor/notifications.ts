import { z } from 'zod';
import { requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { listNotifications, markNotificationsRead } from '@/lib/server/content/comments';

export const config = { api: { bodyParser: false } };

/**
 * The signed-in editor's notifications in the editor (a comment on their page, their draft approved or
 * sent back): GET { unread, items } (newest 50); POST { ids? } marks those (or all) read.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      const editor = await requireEditor(req);
      return { data: await listNotifications(editor.id) };
    },
  }),
  POST: endpoint({
    body: z.object({ ids: z.array(z.number().int().positive().max(2 ** 31 - 1)).min(1).max(100).optional() }),
    async handler({ req, body }) {
      const editor = await requireEditor(req);
      await markNotificationsRead(editor.id, body.ids);
      return { data: await listNotifications(editor.id) };
    },
  }),
});
