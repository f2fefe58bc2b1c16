import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { recordFlowGoal } from '@/lib/server/content/variant-goals';
import { rechargeWithScratchCard } from '@/lib/server/services/recharge';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Scratch-card recharge of any of our lines, signed in or not: `{ msisdn, cardNumber }` (13 or 14
 * digits). A card credits once; unknown and used cards get the same 400. Rate-limited per IP and
 * device against guessing.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ msisdn: zv.iraqiMsisdn(), cardNumber: zv.scratchCard() }),
    idempotent: true,
    rateLimit: [
      { name: 'scratch-card-ip', points: 10, durationSeconds: 900, key: ({ ip }) => ip },
      { name: 'scratch-card-device', points: 10, durationSeconds: 900, key: ({ deviceId }) => deviceId },
    ],
    async handler({ req, body }) {
      const answer = await rechargeWithScratchCard(body);
      await recordFlowGoal(req, 'recharge'); // a page's test counts the recharge (page variants)
      return answer;
    },
  }),
});
