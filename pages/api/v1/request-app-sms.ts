import { z } from 'zod';
import { zv } from '@/lib/validation/zod';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { sendAppLink } from '@/lib/server/services/app-sms';

export const config = { api: { bodyParser: false } };

/** `{ msisdn }` → the app's download links by SMS; the same answer for every number (limited per number and per IP). */
export default apiRoute({
  POST: endpoint({
    body: z.object({ msisdn: zv.iraqiMsisdn() }),
    rateLimit: [{ name: 'app-sms-ip', points: 10, durationSeconds: 3600, key: ({ ip }) => ip }],
    // A retried tap with the same key replays the answer without texting again.
    idempotent: true,
    async handler({ req, body, lang, t, ip, deviceId }) {
      assertSameSite(req);
      await sendAppLink({ req, ip, deviceId, query: {}, body }, lang, t);
      return { data: null, message: 'sso.appSms.sent' };
    },
  }),
});
