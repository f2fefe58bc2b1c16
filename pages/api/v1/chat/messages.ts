import { z } from 'zod';
import { CHAT_MAX_LENGTH } from '@/lib/chat';
import { chatVisitorHash, visitorPathField } from '@/lib/server/api/chat-visitor';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { postVisitorMessage, chatNow } from '@/lib/server/services/chat';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * A visitor's message `{ body, path? }` (plain text, 1..1000 characters after trimming; the site path the
 * visitor writes from) in its open chat.
 * 409 when it has none open. Limited per conversation (a person types a few lines a minute) and per IP.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ body: zv.text(CHAT_MAX_LENGTH), path: visitorPathField }),
    rateLimit: [
      { name: 'chat-message-conversation', points: 20, durationSeconds: 60, key: ({ req }) => chatVisitorHash(req) },
      { name: 'chat-message-ip', points: 60, durationSeconds: 60, key: ({ ip }) => ip },
    ],
    async handler({ req, body }) {
      assertSameSite(req);
      const visitor = chatVisitorHash(req);
      if (!visitor) throw new ApiError(409, 'liveChat.errors.noConversation');
      return { data: await postVisitorMessage(visitor, body.body, chatNow(), body.path ?? null) };
    },
  }),
});
