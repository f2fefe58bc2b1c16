import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { redeemReward } from '@/lib/server/services/rewards';

export const config = { api: { bodyParser: false } };

/**
 * Redeems a reward with the signed-in subscriber's points (Idempotency-Key required: the same key
 * twice is one redemption) → `{ reward, points, balance, applied }`. Never below zero: 400 when the
 * points do not cover it.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ rewardId: z.string().trim().min(1).max(60) }),
    idempotent: true,
    async handler({ req, query, lang, t }) {
      const subscriber = await requireSubscriber(req);
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || !key.trim() || key.length > 200) throw new ApiError(400, 'rewards.errors.idempotencyKey');
      return redeemReward(subscriber, { rewardId: query.rewardId, idempotencyKey: key.trim() }, { lang, t });
    },
  }),
});
