import { z } from 'zod';
import { zv } from '@/lib/validation/zod';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { sendQuickPayCode } from '@/lib/server/services/bills-quick-pay';

export const config = { api: { bodyParser: false } };

/**
 * Quick pay, step 1: `{ phone }` → a 6-digit code by SMS. The same answer for every number of ours
 * (postpaid, prepaid or unknown); another operator's number is "service not available".
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ phone: zv.iraqiMsisdn() }),
    rateLimit: [
      { name: 'quick-pay-send-ip', points: 10, durationSeconds: 3600, key: ({ ip }) => ip },
      { name: 'quick-pay-send-number', points: 5, durationSeconds: 3600, key: ({ body }) => body.phone },
    ],
    idempotent: true,
    async handler({ req, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      return { data: await sendQuickPayCode(body.phone, { lang, t, deviceId, ip }), message: 'quickPay.api.codeSent' };
    },
  }),
});
