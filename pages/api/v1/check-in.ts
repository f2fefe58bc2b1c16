import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { pointsText } from '@/lib/server/i18n';
import { checkIn, checkInStatus } from '@/lib/server/services/rewards';
import { messageRef } from '@/lib/validation/messages';

export const config = { api: { bodyParser: false } };

/**
 * The daily check-in of the signed-in subscriber. GET: `{ today, checkedInToday, streakDay, tiles }`
 * (seven tiles: done, today, locked). POST: checks in for today (Baghdad, by the server's clock) →
 * `{ today, streakDay, points, unlocked, balance }`; a second check-in the same day is a 409.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      const { msisdn } = await requireSubscriber(req);
      return { data: await checkInStatus(msisdn) };
    },
  }),
  POST: endpoint({
    async handler({ req, lang }) {
      const { msisdn } = await requireSubscriber(req);
      const result = await checkIn(msisdn);
      return {
        data: { ...result, status: await checkInStatus(msisdn) },
        message: messageRef(result.unlocked ? 'rewards.checkIn.unlocked' : 'rewards.checkIn.done', { points: pointsText(lang, result.points), day: result.streakDay }),
      };
    },
  }),
});
