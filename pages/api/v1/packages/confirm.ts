import { z } from 'zod';
import { codeChecksPerAccount } from '@/lib/server/api/code-check-limits';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { opaqueId } from '@/lib/server/api/money-params';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { confirmPackage } from '@/lib/server/services/packages';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Data package, step 2: `{ requestId, code }` → charged and started (on the receiver's line when a
 * gift), once → `{ balance, subscription, giftTo, cancellation }` (cancellation: send 0 to the short code).
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ requestId: opaqueId(), code: zv.pin() }),
    idempotent: true,
    rateLimit: [codeChecksPerAccount('package-confirm-account')],
    async handler({ req, body, lang, deviceId, ip }) {
      const subscriber = await requireSubscriber(req);
      return confirmPackage(subscriber, body, { lang, deviceId, ip });
    },
  }),
});
