import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { rewardsOverview } from '@/lib/server/services/rewards';

export const config = { api: { bodyParser: false } };

/**
 * The rewards dashboard: `{ points, expiringSoon, history, catalogue }` for a signed-in subscriber;
 * a visitor gets the catalogue with `points: null` (the page shows it with a sign-in prompt).
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req, lang, t }) {
      const subscriber = await currentSubscriber(req);
      return { data: await rewardsOverview(subscriber, lang, t) };
    },
  }),
});
