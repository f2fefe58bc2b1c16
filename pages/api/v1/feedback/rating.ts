import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { currentSubscriber, requestToken } from '@/lib/server/api/subscriber-session';
import { saveRating } from '@/lib/server/services/accounts/feedback';
import { ratingBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/** Feedback, a 1–5 rating or a survey answer, from a visitor or a signed-in subscriber. */
export default apiRoute({
  POST: endpoint({
    body: ratingBody,
    rateLimit: [
      { name: 'rating-ip', points: 10, durationSeconds: 3600, key: ({ ip }) => ip },
      { name: 'rating-device', points: 5, durationSeconds: 3600, key: ({ deviceId }) => deviceId },
    ],
    async handler({ req, body }) {
      if (requestToken(req)?.fromCookie) assertSameSite(req);
      const subscriber = await currentSubscriber(req);
      await saveRating(subscriber?.accountId ?? null, body);
      return { data: null, message: 'accountApi.feedbackThanks' };
    },
  }),
});
