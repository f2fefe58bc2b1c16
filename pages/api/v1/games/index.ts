import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { listGames } from '@/lib/server/services/games';

export const config = { api: { bodyParser: false } };

/**
 * The games (shake-to-win, check-in, quiz) in the page's language: id, type, title, description, image,
 * period, prize labels (never the odds) and, for a signed-in subscriber, whether they can play today.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req, lang }) {
      const subscriber = await currentSubscriber(req);
      return { data: { games: await listGames(lang, subscriber?.msisdn ?? null) } };
    },
  }),
});
