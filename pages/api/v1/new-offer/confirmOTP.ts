import { z } from 'zod';
import { zv } from '@/lib/validation/zod';
import { codeChecksPerNumber } from '@/lib/server/api/code-check-limits';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { confirmBody, confirmNewLineRequest } from '@/lib/server/services/new-line';

export const config = { api: { bodyParser: false } };

/** New-line offer, step 2: `?msisdn=` and `{ code, requestId }` → the request is confirmed: `{ reference, detailsToken, expiresAt }`. */
export default apiRoute({
  POST: endpoint({
    query: z.object({ msisdn: zv.iraqiMsisdn() }),
    body: confirmBody,
    rateLimit: [
      { name: 'new-line-confirm-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip },
      codeChecksPerNumber('new-line-confirm-number', ({ query }) => query.msisdn),
    ],
    async handler({ req, query, body }) {
      assertSameSite(req);
      return { data: await confirmNewLineRequest(query.msisdn, body.requestId, body.code), message: 'newLine.api.confirmed' };
    },
  }),
});
