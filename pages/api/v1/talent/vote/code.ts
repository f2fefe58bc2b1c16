import { z } from 'zod';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { sendVoteCode } from '@/lib/server/services/talent';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/** Talent vote without signing in, step 1: `{ msisdn }` (one of our lines) → a 6-digit code by SMS for the current round. */
export default apiRoute({
  POST: endpoint({
    body: z.object({ msisdn: zv.operatorMsisdn() }),
    rateLimit: [
      { name: 'talent-code-ip', points: 20, durationSeconds: 3600, key: ({ ip }) => ip },
      { name: 'talent-code-number', points: 5, durationSeconds: 3600, key: ({ body }) => body.msisdn },
    ],
    idempotent: true,
    async handler({ req, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      return { data: await sendVoteCode(body.msisdn, { lang, t, deviceId, ip }), message: 'talent.api.codeSent' };
    },
  }),
});
