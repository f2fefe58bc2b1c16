import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { startTransfer } from '@/lib/server/services/credit-transfer';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Credit transfer, step 1 (signed in): `{ to, amount }` (1,000–60,000 IQD, not to oneself, to one of
 * our lines, within the daily cap and the balance) → a 6-digit code to the sender, `{ transferId }`.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ to: zv.iraqiMsisdn(), amount: zv.creditTransferAmount() }),
    idempotent: true,
    async handler({ req, body, lang, deviceId, ip }) {
      const subscriber = await requireSubscriber(req);
      return startTransfer(subscriber, body, { lang, deviceId, ip });
    },
  }),
});
