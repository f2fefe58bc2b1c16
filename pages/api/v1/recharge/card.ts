import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { optionalEmail, paymentMethodParam } from '@/lib/server/api/money-params';
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { recordFlowGoal } from '@/lib/server/content/variant-goals';
import { startCardRecharge } from '@/lib/server/services/recharge';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Card recharge of any of our lines: `{ msisdn, amount (5,000–100,000 IQD), email?, method? }` → `{ orderId,
 * paymentUrl }`; the card is entered on the (demo) hosted payment page, never sent to this API.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ msisdn: zv.iraqiMsisdn(), amount: zv.cardRechargeAmount(), email: optionalEmail(), method: paymentMethodParam() }),
    idempotent: true,
    rateLimit: [{ name: 'card-recharge-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body, lang }) {
      const subscriber = await currentSubscriber(req);
      const data = await startCardRecharge({ ...body, accountId: subscriber?.accountId ?? null }, lang);
      await recordFlowGoal(req, 'recharge'); // a page's test counts the recharge (page variants)
      return { data };
    },
  }),
});
