import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { pointsText } from '@/lib/server/i18n';
import { playGame } from '@/lib/server/services/games';
import { messageRef } from '@/lib/validation/messages';

export const config = { api: { bodyParser: false } };

/**
 * Plays a game once for today (Baghdad day, server clock) → `{ playId, outcome, label, balance }`.
 * Shake-to-win: the server draws; quiz: `{ answers: number[] }` is scored. A retried Idempotency-Key
 * replays the first answer; a second play the same day is a 409.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ id: z.string().trim().min(1).max(60) }),
    body: z.object({ answers: z.array(z.number().int().min(0).max(20)).max(20).optional() }),
    idempotent: true,
    async handler({ req, query, body, lang }) {
      const { msisdn } = await requireSubscriber(req);
      const result = await playGame(query.id, msisdn, { answers: body.answers }, lang);
      return {
        data: result,
        message:
          result.outcome.correct !== undefined
            ? messageRef('games.play.quiz', { correct: result.outcome.correct, total: result.outcome.total ?? 0, points: pointsText(lang, result.outcome.points ?? 0) })
            : messageRef(result.outcome.kind === 'none' ? 'games.play.noPrize' : result.pending ? 'games.play.wonLater' : 'games.play.won', { prize: result.label }),
      };
    },
  }),
});
