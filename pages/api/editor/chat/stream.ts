import { z } from 'zod';
import { requireEditorRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { resumeAfter, runStream } from '@/lib/server/api/sse';
import { latestMessageId, STAFF_TOPIC, staffMessagesAfter } from '@/lib/server/services/chat';

export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * Activity of every conversation for care agents, as Server-Sent Events (lib/server/api/sse.ts):
 * `message` events `{ conversationId, id, author, body, createdAt }`. Without Last-Event-ID or ?after=
 * it starts from now (the page has just loaded the list). An agent holds a few streams at most (429).
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ after: z.string().max(12).optional() }),
    async handler({ req, res, query, ip }) {
      const editor = await requireEditorRole(req, 'care');
      const resume = resumeAfter(req, query.after);
      await runStream(res, {
        holder: { client: `editor:${editor.id}`, ip },
        topic: STAFF_TOPIC,
        after: resume > 0 ? resume : await latestMessageId(),
        async read(after) {
          return (await staffMessagesAfter(after)).map((m) => ({ id: m.id, event: 'message', data: m }));
        },
      });
    },
  }),
});
