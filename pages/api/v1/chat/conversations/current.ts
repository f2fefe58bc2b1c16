import { chatVisitorHash } from '@/lib/server/api/chat-visitor';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { visitorState, chatNow } from '@/lib/server/services/chat';

export const config = { api: { bodyParser: false } };

/**
 * The visitor's chat after a reload: `{ unavailable, conversation, messages }` (conversation null when
 * this browser never chatted). Always 200, so opening the panel makes no failing request.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      return { data: await visitorState(chatVisitorHash(req), chatNow()) };
    },
  }),
});
