import { z } from 'zod';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { resendApplicationCode } from '@/lib/server/services/platinum';

export const config = { api: { bodyParser: false } };

/** Partner application: `{ applicationId }` → a new code to its contact number (after the resend delay; wrong tries carry over). */
export default apiRoute({
  POST: endpoint({
    body: z.object({ applicationId: z.string().max(64) }),
    rateLimit: [
      { name: 'platinum-resend-ip', points: 10, durationSeconds: 3600, key: ({ ip }) => ip },
      { name: 'platinum-resend-application', points: 5, durationSeconds: 3600, key: ({ body }) => body.applicationId },
    ],
    idempotent: true,
    async handler({ req, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      return { data: await resendApplicationCode(body.applicationId, { lang, t, deviceId, ip }), message: 'platinum.apply.codeSent' };
    },
  }),
});
