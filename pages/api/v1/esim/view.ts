import { z } from 'zod';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { viewNewLineEsim } from '@/lib/server/services/esim';

export const config = { api: { bodyParser: false } };

/**
 * The eSIM of a new line (new-offer with an eSIM): POST `{ viewToken }` (from submit-details' answer)
 * → its activation code and QR code, ONCE; a second view answers 410 with how to get a new code.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ viewToken: z.string({ error: 'esim.api.notFound' }).min(1, { error: 'esim.api.notFound' }).max(100, { error: 'esim.api.notFound' }) }),
    rateLimit: [{ name: 'esim-new-line-view-ip', points: 20, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body }) {
      assertSameSite(req);
      return { data: await viewNewLineEsim(body.viewToken) };
    },
  }),
});
