import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { reserveVanity } from '@/lib/server/services/vanity';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Reserves a vanity number (signed-in subscriber of one of our lines; Idempotency-Key):
 * `{ number, name, contactNumber }` → `{ reservationId, number, reservationFee, expiresAt }`. The fee
 * is taken from the balance and never refunded; 48 hours to bring the documents.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ number: zv.operatorMsisdn(), name: zv.text(100), contactNumber: zv.iraqiMsisdn() }),
    idempotent: true,
    async handler({ req, body, lang }) {
      const subscriber = await requireSubscriber(req);
      return reserveVanity(subscriber, body, { lang });
    },
  }),
});
