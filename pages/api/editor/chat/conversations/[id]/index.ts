import { z } from 'zod';
import { conversationIdParam as conversationId } from '@/lib/server/api/chat-visitor';
import { requireEditorRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { staffConversation } from '@/lib/server/services/chat';

export const config = { api: { bodyParser: false } };

/** One conversation with its messages, for a care agent (who has now read them). */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: conversationId }),
    async handler({ req, query }) {
      await requireEditorRole(req, 'care');
      return { data: await staffConversation(query.id) };
    },
  }),
});
