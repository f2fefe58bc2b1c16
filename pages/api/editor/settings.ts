import { z } from 'zod';
import { requireEditor, requirePublisher } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { reviewSettings, setTwoPeople } from '@/lib/server/content/review';

export const config = { api: { bodyParser: false } };

/**
 * The editor's settings: GET { twoPeople, updatedBy, updatedAt }; PUT { twoPeople } (a publisher; audited).
 * With "two people" on, publishing needs an approved draft and nobody approves or publishes their own
 * change (lib/server/content/review.ts).
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditor(req);
      return { data: await reviewSettings() };
    },
  }),
  PUT: endpoint({
    body: z.object({ twoPeople: z.boolean() }),
    async handler({ req, body }) {
      const editor = await requirePublisher(req);
      await setTwoPeople(body.twoPeople, editor.email);
      return { data: await reviewSettings() };
    },
  }),
});
