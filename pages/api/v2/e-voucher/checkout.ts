import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { bodyId, optionalEmail, paymentMethodParam } from '@/lib/server/api/money-params';
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { startEVoucherCheckout } from '@/lib/server/services/e-vouchers';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * E-voucher checkout: `{ packageId, msisdn, email?, method? }` → `{ orderId, paymentUrl }`. After the card
 * payment succeeds the voucher code goes by SMS to `msisdn`.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ packageId: bodyId(), msisdn: zv.iraqiMsisdn(), email: optionalEmail(), method: paymentMethodParam() }),
    idempotent: true,
    rateLimit: [{ name: 'e-voucher-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body, lang }) {
      const subscriber = await currentSubscriber(req);
      return { data: await startEVoucherCheckout({ ...body, accountId: subscriber?.accountId ?? null }, lang) };
    },
  }),
});
