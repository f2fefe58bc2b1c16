import { requireEditorRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { listConversations } from '@/lib/server/services/chat';

export const config = { api: { bodyParser: false } };

/** Live-chat conversations for care agents (/editor/chat): open first, each with its unread count. */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditorRole(req, 'care');
      return { data: await listConversations() };
    },
  }),
});
