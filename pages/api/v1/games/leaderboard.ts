import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { leaderboard } from '@/lib/server/services/games';

export const config = { api: { bodyParser: false } };

/** Top 20 by points from games and check-ins, this week or all time; numbers masked; your own rank. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ period: z.enum(['week', 'all']).default('week') }),
    async handler({ req, query }) {
      const subscriber = await currentSubscriber(req);
      return { data: await leaderboard(query.period, subscriber?.msisdn ?? null) };
    },
  }),
});
