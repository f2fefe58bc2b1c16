import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { gameDetail } from '@/lib/server/services/games';

export const config = { api: { bodyParser: false } };

/** One game with its rules; a quiz with today's questions (never their answers). */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: z.string().trim().min(1).max(60) }),
    async handler({ req, query, lang }) {
      const subscriber = await currentSubscriber(req);
      return { data: await gameDetail(query.id, lang, subscriber?.msisdn ?? null) };
    },
  }),
});
