import { z } from 'zod';
import { CODE_CHECKS_PER_WINDOW, codeChecksPerNumber } from '@/lib/server/api/code-check-limits';
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
    rateLimit: [
      { name: 'addon-confirm-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip },
      // Twice the usual: the purchase modal confirms every add-on bought (several in a row, a retry after
      // a recharge, a double tap); the 5 tries per code still bound guessing.
      codeChecksPerNumber('addon-confirm-number', ({ query }) => query.msisdn, 2 * CODE_CHECKS_PER_WINDOW),
    ],
    handler: ({ query, body, lang, t, deviceId, ip }) =>
      confirmAddonPurchase({ msisdn: query.msisdn, addonId: query.id, passcode: body.passcode, pid: body.PID }, { lang, t, deviceId, ip }),
  }),
});
