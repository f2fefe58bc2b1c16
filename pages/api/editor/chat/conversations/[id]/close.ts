import { z } from 'zod';
import { conversationIdParam as conversationId } from '@/lib/server/api/chat-visitor';
import { requireEditorRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { audit } from '@/lib/server/services/editor-auth';
import { closeConversation, chatNow } from '@/lib/server/services/chat';

export const config = { api: { bodyParser: false } };

/** Closes a conversation: the visitor sees it ended and may start a new one. */
export default apiRoute({
  POST: endpoint({
    query: z.object({ id: conversationId }),
    async handler({ req, query }) {
      const editor = await requireEditorRole(req, 'care');
      await closeConversation(query.id, chatNow());
      await audit(editor.email, 'chat-close', { detail: { conversationId: query.id } });
      return { data: { id: query.id, status: 'closed' } };
    },
  }),
});
