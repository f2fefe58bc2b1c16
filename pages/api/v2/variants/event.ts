import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { uriParam } from '@/lib/server/api/params';
import { visitorVariant } from '@/lib/server/content/variant-goals';
import { recordVariantEvent } from '@/lib/server/content/variants';
import { goalName, sectionSubject } from '@/lib/variants';

export const config = { api: { bodyParser: false } };

/**
 * A visitor of a page that runs a test saw it (`goal: 'view'`) or clicked a goal (`click:<block id>`):
 * `{ uri, goal }` → `{ counted }`, counted once per visitor, goal and variant; with `section` (its id),
 * for the test of that shared section on the page instead of the page's own. The variant and the
 * visitor come from the cookies the proxy set; a visitor in no test, or a goal the test does not have,
 * is answered `counted: false`.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ uri: uriParam(), section: z.number().int().positive().max(999_999_999).optional(), goal: goalName }),
    rateLimit: [{ name: 'variant-event-ip', points: 300, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body, lang }) {
      const subject = body.section === undefined ? body.uri : sectionSubject(body.section);
      const found = visitorVariant(req, subject, lang);
      const counted = found ? await recordVariantEvent(subject, lang, found.variant, body.goal, found.visitor) : false;
      return { data: { counted } };
    },
  }),
});
