import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { checkTransfer } from '@/lib/server/services/credit-transfer';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Credit transfer, before step 1 (signed in): `{ to, amount }` checked as step 1 checks them (another
 * network, yourself, not our line, the daily cap, the balance) without sending a code, so the screen
 * refuses on its first step what would be refused later.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ to: zv.iraqiMsisdn(), amount: zv.creditTransferAmount() }),
    rateLimit: [{ name: 'transfer-check-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body }) {
      const subscriber = await requireSubscriber(req);
      await checkTransfer(subscriber, body);
      return { data: { to: body.to, amount: body.amount }, message: 'core.transferChecked' };
    },
  }),
});
