import { z } from 'zod';
import { zv } from '@/lib/validation/zod';
import { codeChecksPerNumber } from '@/lib/server/api/code-check-limits';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { verifyQuickPayCode } from '@/lib/server/services/bills-quick-pay';

export const config = { api: { bodyParser: false } };

/** Quick pay, step 2: `{ phone, code }` → `{ grant, expiresAt }`, the short-lived right to see and pay this line's bill. */
export default apiRoute({
  POST: endpoint({
    body: z.object({ phone: zv.iraqiMsisdn(), code: zv.pin() }),
    rateLimit: [
      { name: 'quick-pay-verify-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip },
      codeChecksPerNumber('quick-pay-verify-number', ({ body }) => body.phone),
    ],
    async handler({ req, body }) {
      assertSameSite(req);
      return { data: await verifyQuickPayCode(body.phone, body.code) };
    },
  }),
});
