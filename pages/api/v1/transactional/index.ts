import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { bodyId, purchaseMsisdn } from '@/lib/server/api/money-params';
import { recordFlowGoal } from '@/lib/server/content/variant-goals';
import { startAddonPurchase } from '@/lib/server/services/addon-purchase';

export const config = { api: { bodyParser: false } };

/**
 * Add-on purchase, step 1 (spec section 7): `{ msisdn, addOnItemId }` → the add-on's title and price,
 * a PID, a gtag item, and a 6-character code by SMS. Blocked and foreign numbers get 200 with
 * `success: false` (and `isBlocked`), see lib/server/services/addon-purchase.ts.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ msisdn: purchaseMsisdn(), addOnItemId: bodyId() }),
    idempotent: true,
    rateLimit: [
      { name: 'addon-detail-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip },
      { name: 'addon-detail-device', points: 20, durationSeconds: 600, key: ({ deviceId }) => deviceId },
    ],
    async handler({ req, body, lang, t, deviceId, ip }) {
      const answer = await startAddonPurchase({ msisdn: body.msisdn, addonId: body.addOnItemId }, { lang, t, deviceId, ip });
      await recordFlowGoal(req, 'purchase'); // a page's test counts the purchase (page variants)
      return answer;
    },
  }),
});
