import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { opaqueId, purchaseMsisdn } from '@/lib/server/api/money-params';
import { idParam } from '@/lib/server/api/params';
import { confirmAddonPurchase } from '@/lib/server/services/addon-purchase';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Add-on purchase, step 2 (spec section 7): `?msisdn=` and `{ passcode, PID }` → on the right code the
 * price is charged and the add-on starts, once; `invalidOTP`, `isBlocked`, the not-enough-balance
 * message otherwise (HTTP 200 with `success: false`).
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ id: idParam(), msisdn: purchaseMsisdn() }),
    body: z.object({ passcode: zv.addonCode(), PID: opaqueId() }),
    idempotent: true,
    rateLimit: [{ name: 'addon-confirm-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip }],
    handler: ({ query, body, lang, t, deviceId, ip }) =>
      confirmAddonPurchase({ msisdn: query.msisdn, addonId: query.id, passcode: body.passcode, pid: body.PID }, { lang, t, deviceId, ip }),
  }),
});
