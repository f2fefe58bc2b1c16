import { z } from 'zod';
import { CHAT_MAX_LENGTH } from '@/lib/chat';
import { chatVisitorForWrite } from '@/lib/server/api/chat-visitor';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { leaveOfflineMessage, chatNow } from '@/lib/server/services/chat';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * "Leave a message" `{ name, msisdn, body }`: when nobody can chat (outside opening hours or no agent
 * online), care sees the message in /editor/chat with the number to call back.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ name: zv.text(100), msisdn: zv.iraqiMsisdn(), body: zv.text(CHAT_MAX_LENGTH) }),
    rateLimit: [{ name: 'chat-offline-ip', points: 5, durationSeconds: 3600, key: ({ ip }) => ip }],
    async handler({ req, res, body, lang }) {
      const visitor = await chatVisitorForWrite(req, res);
      return { data: await leaveOfflineMessage(visitor, body, lang, chatNow()), message: 'liveChat.offlineSent' };
    },
  }),
});
