import { requireEditorRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { recordPresence, chatNow } from '@/lib/server/services/chat';

export const config = { api: { bodyParser: false } };

/** The heartbeat /editor/chat sends while open: visitors can chat while an agent's is under a minute old. */
export default apiRoute({
  POST: endpoint({
    async handler({ req }) {
      const editor = await requireEditorRole(req, 'care');
      await recordPresence(editor.id, chatNow());
      return { data: { online: true } };
    },
  }),
});
