import { z } from 'zod';
import { codeChecksPerAccount, codeChecksPerNumber } from '@/lib/server/api/code-check-limits';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { confirmMifiLink } from '@/lib/server/services/mifi';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Step 2: `{ msisdn, code }` → the MiFi line is linked to the signed-in account; answers the account's
 * MiFi lines. A wrong code answers `data.triesLeft`; after 5 wrong ones a new code is needed.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ msisdn: zv.iraqiMsisdn(), code: zv.pin() }),
    rateLimit: [
      { name: 'mifi-confirm-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip },
      codeChecksPerAccount('mifi-confirm-account'),
      codeChecksPerNumber('mifi-confirm-number', ({ body }) => body.msisdn),
    ],
    async handler({ req, body }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await confirmMifiLink(accountId, body.msisdn, body.code), message: 'mifiApi.linked' };
    },
  }),
});
