import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { optionalEmail, paymentMethodParam } from '@/lib/server/api/money-params';
import { idParam } from '@/lib/server/api/params';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { startBillPayment } from '@/lib/server/services/bills';

export const config = { api: { bodyParser: false } };

/** Pay one of the subscriber's bills by card: `{ email?, method? }` → `{ orderId, paymentUrl }`. */
export default apiRoute({
  POST: endpoint({
    query: z.object({ id: idParam() }),
    body: z.object({ email: optionalEmail(), method: paymentMethodParam() }),
    idempotent: true,
    async handler({ req, query, body, lang }) {
      const subscriber = await requireSubscriber(req);
      return { data: await startBillPayment(subscriber, query.id, body.email, lang, body.method) };
    },
  }),
});
