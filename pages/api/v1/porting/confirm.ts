import { z } from 'zod';
import { codeChecksPerNumber } from '@/lib/server/api/code-check-limits';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { PORT_DONORS } from '@/lib/lines';
import { confirmPort } from '@/lib/server/services/porting';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Step 2: `{ msisdn, donor, idNumber, code }` → the request is filed (status submitted) and answered
 * with its reference. Signed in, its status changes are also notified in the account.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ msisdn: zv.iraqiMsisdn(), donor: z.enum(PORT_DONORS, { error: 'porting.api.chooseDonor' }), idNumber: zv.idNumber(), code: zv.pin() }),
    rateLimit: [{ name: 'porting-confirm-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }, codeChecksPerNumber('porting-confirm-number', ({ body }) => body.msisdn)],
    async handler({ req, body, lang, t, deviceId, ip }) {
      const subscriber = await currentSubscriber(req);
      return { data: await confirmPort(body, { lang, t, deviceId, ip }, subscriber?.accountId ?? null), message: 'porting.api.submitted' };
    },
  }),
});
