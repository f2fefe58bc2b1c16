import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { startMifiLink } from '@/lib/server/services/mifi';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Step 1 of linking a MiFi line: `{ msisdn }` of one of our MiFi lines → a 6-digit code is sent by SMS
 * to that MiFi number (`data: { resendAfter, length }`). Signed in only.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ msisdn: zv.iraqiMsisdn() }),
    idempotent: true,
    rateLimit: [
      { name: 'mifi-start-ip', points: 20, durationSeconds: 600, key: ({ ip }) => ip },
      { name: 'mifi-start-number', points: 6, durationSeconds: 600, key: ({ body }) => body.msisdn },
    ],
    async handler({ req, body, lang, t, deviceId, ip }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await startMifiLink(accountId, body.msisdn, { lang, t, deviceId, ip }), message: 'mifiApi.codeSent' };
    },
  }),
});
