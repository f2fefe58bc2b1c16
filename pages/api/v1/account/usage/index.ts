import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { usageHistory } from '@/lib/server/services/usage-history';
import { HISTORY_TYPES } from '@/lib/usage';

export const config = { api: { bodyParser: false } };

/**
 * The signed-in line's usage and spend of the last 90 days (calls, SMS, data sessions, recharges,
 * purchases, transfers), newest first; `?type=` keeps one kind; totals by type and by week.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ type: z.enum(HISTORY_TYPES).optional() }),
    async handler({ req, query, t }) {
      const subscriber = await requireSubscriber(req);
      return { data: await usageHistory(subscriber.msisdn, t, query.type) };
    },
  }),
});
