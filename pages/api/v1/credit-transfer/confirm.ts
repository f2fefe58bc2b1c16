import { z } from 'zod';
import { codeChecksPerAccount } from '@/lib/server/api/code-check-limits';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { opaqueId } from '@/lib/server/api/money-params';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { confirmTransfer } from '@/lib/server/services/credit-transfer';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/** Credit transfer, step 2: `{ transferId, code }` → the credit moves, once → `{ balance }`. */
export default apiRoute({
  POST: endpoint({
    body: z.object({ transferId: opaqueId(), code: zv.pin() }),
    idempotent: true,
    rateLimit: [codeChecksPerAccount('transfer-confirm-account')],
    async handler({ req, body, lang, deviceId, ip }) {
      const subscriber = await requireSubscriber(req);
      return confirmTransfer(subscriber, body, { lang, deviceId, ip });
    },
  }),
});
