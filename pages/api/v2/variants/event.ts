import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { uriParam } from '@/lib/server/api/params';
import { visitorVariant } from '@/lib/server/content/variant-goals';
import { recordVariantEvent } from '@/lib/server/content/variants';
import { goalName } from '@/lib/variants';

export const config = { api: { bodyParser: false } };

/**
 * A visitor of a page that runs a test saw it (`goal: 'view'`) or clicked a goal (`click:<block id>`):
 * `{ uri, goal }` → `{ counted }`, counted once per visitor, goal and variant. The variant and the
 * visitor come from the cookies the proxy set; a visitor in no test, or a goal the test does not have,
 * is answered `counted: false`.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ uri: uriParam(), goal: goalName }),
    rateLimit: [{ name: 'variant-event-ip', points: 300, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body, lang }) {
      const found = visitorVariant(req, body.uri, lang);
      const counted = found ? await recordVariantEvent(body.uri, lang, found.variant, body.goal, found.visitor) : false;
      return { data: { counted } };
    },
  }),
});
