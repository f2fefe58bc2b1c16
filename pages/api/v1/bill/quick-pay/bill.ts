import { z } from 'zod';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { grantField, quickPayBill } from '@/lib/server/services/bills-quick-pay';

export const config = { api: { bodyParser: false } };

/** Quick pay, step 3: `{ grant }` → the line's type and the bill to pay now. POST keeps the grant out of URLs. */
export default apiRoute({
  POST: endpoint({
    body: z.object({ grant: grantField() }),
    rateLimit: [{ name: 'quick-pay-bill-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body }) {
      assertSameSite(req);
      return { data: await quickPayBill(body.grant) };
    },
  }),
});
