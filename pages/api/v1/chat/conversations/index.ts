import { z } from 'zod';
import { chatVisitorForWrite, visitorPathField } from '@/lib/server/api/chat-visitor';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { startConversation, chatNow } from '@/lib/server/services/chat';

export const config = { api: { bodyParser: false } };

/**
 * Starts a live chat (or answers the visitor's open one): sets the httpOnly chat cookie when missing.
 * 409 with `data.unavailable` outside opening hours or with no agent online (leave a message instead).
 * Optional body `{ path }`: the site path the visitor is on (care sees it); 400 when it is not one.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ path: visitorPathField }),
    rateLimit: [{ name: 'chat-start-ip', points: 20, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, res, lang, body }) {
      const visitor = await chatVisitorForWrite(req, res);
      return { data: await startConversation(visitor, lang, chatNow(), body.path ?? null) };
    },
  }),
});
