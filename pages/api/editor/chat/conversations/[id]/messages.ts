import { z } from 'zod';
import { CHAT_MAX_LENGTH } from '@/lib/chat';
import { conversationIdParam as conversationId } from '@/lib/server/api/chat-visitor';
import { requireEditorRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { postAgentMessage, chatNow } from '@/lib/server/services/chat';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/** A care agent's answer `{ body }` (plain text, 1..1000 characters); 409 when the conversation is closed. */
export default apiRoute({
  POST: endpoint({
    query: z.object({ id: conversationId }),
    body: z.object({ body: zv.text(CHAT_MAX_LENGTH) }),
    async handler({ req, query, body }) {
      const editor = await requireEditorRole(req, 'care');
      return { data: await postAgentMessage(editor.id, query.id, body.body, chatNow()) };
    },
  }),
});
