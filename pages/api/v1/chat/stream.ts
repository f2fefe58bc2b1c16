import { z } from 'zod';
import { chatVisitorHash } from '@/lib/server/api/chat-visitor';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { resumeAfter, runStream, type StreamEvent } from '@/lib/server/api/sse';
import { conversationTopic, visitorConversation, visitorMessagesAfter } from '@/lib/server/services/chat';

export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * The visitor's live chat as Server-Sent Events (lib/server/api/sse.ts): `message` events (id = the
 * message id) after Last-Event-ID or ?after=, and `status` when care closes the conversation.
 * 404 (an envelope) when this browser has no conversation; 429 (an envelope) when this browser or
 * its address already holds as many streams as it may (lib/server/api/stream-slots.ts).
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ after: z.string().max(12).optional() }),
    async handler({ req, res, query, ip }) {
      const visitor = chatVisitorHash(req);
      const conversation = visitor ? await visitorConversation(visitor) : null;
      if (!visitor || !conversation) throw new ApiError(404, 'liveChat.errors.noConversation');
      let status = conversation.status;
      await runStream(res, {
        holder: { client: `visitor:${visitor}`, ip },
        topic: conversationTopic(conversation.id),
        after: resumeAfter(req, query.after),
        async read(after) {
          const now = await visitorMessagesAfter(visitor, conversation.id, after);
          if (!now) return [];
          const events: StreamEvent[] = now.messages.map((m) => ({ id: m.id, event: 'message', data: m }));
          if (now.status !== status) {
            status = now.status;
            events.push({ event: 'status', data: { status } });
          }
          return events;
        },
      });
    },
  }),
});
