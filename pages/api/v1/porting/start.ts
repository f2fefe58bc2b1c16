import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { PORT_DONORS } from '@/lib/lines';
import { startPort } from '@/lib/server/services/porting';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Number porting, step 1: `{ msisdn, donor, idNumber }` → a 6-digit code is sent by SMS to the number
 * to move (`data: { resendAfter, length }`). Our own numbers and numbers with an open request are refused.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ msisdn: zv.iraqiMsisdn(), donor: z.enum(PORT_DONORS, { error: 'porting.api.chooseDonor' }), idNumber: zv.idNumber() }),
    idempotent: true,
    rateLimit: [
      { name: 'porting-start-ip', points: 20, durationSeconds: 600, key: ({ ip }) => ip },
      { name: 'porting-start-number', points: 6, durationSeconds: 600, key: ({ body }) => body.msisdn },
    ],
    async handler({ body, lang, t, deviceId, ip }) {
      return { data: await startPort(body, { lang, t, deviceId, ip }), message: 'porting.api.codeSent' };
    },
  }),
});
