import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { viewLineEsim } from '@/lib/server/services/esim';

export const config = { api: { bodyParser: false } };

/**
 * POST `{ viewToken }` (from the answer) → `data: { activationCode, smdpAddress, matchingId, qrSvg }`,
 * ONCE: a second view answers 410 with how to get a new code (`data.reissue`).
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ viewToken: z.string({ error: 'esim.api.notFound' }).min(1, { error: 'esim.api.notFound' }).max(100, { error: 'esim.api.notFound' }) }),
    rateLimit: [{ name: 'esim-view-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await viewLineEsim(accountId, body.viewToken) };
    },
  }),
});
