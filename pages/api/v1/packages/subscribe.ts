import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { bodyId } from '@/lib/server/api/money-params';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { startPackage } from '@/lib/server/services/packages';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

const optionalMsisdn = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zv.iraqiMsisdn().optional());

/**
 * Data package, step 1 (signed in): `{ addonId, giftTo? }` → a 6-digit code to the subscriber,
 * `{ requestId, addon, giftTo }`.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ addonId: bodyId(), giftTo: optionalMsisdn }),
    idempotent: true,
    async handler({ req, body, lang, deviceId, ip }) {
      const subscriber = await requireSubscriber(req);
      return startPackage(subscriber, body, { lang, deviceId, ip });
    },
  }),
});
