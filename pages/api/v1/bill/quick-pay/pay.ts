import { z } from 'zod';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { optionalEmail, paymentMethodParam } from '@/lib/server/api/money-params';
import { billIdField, grantField, startQuickPayment } from '@/lib/server/services/bills-quick-pay';

export const config = { api: { bodyParser: false } };

/** Quick pay, step 4: `{ grant, billId, email?, method? }` → `{ orderId, paymentUrl }` for exactly the bill's amount. */
export default apiRoute({
  POST: endpoint({
    body: z.object({ grant: grantField(), billId: billIdField(), email: optionalEmail(), method: paymentMethodParam() }),
    rateLimit: [{ name: 'quick-pay-pay-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    idempotent: true,
    async handler({ req, body, lang }) {
      assertSameSite(req);
      return { data: await startQuickPayment(body.grant, body.billId, body.email, lang, body.method) };
    },
  }),
});
