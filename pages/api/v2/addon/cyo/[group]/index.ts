import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { cyoParts } from '@/lib/server/services/addons';

export const config = { api: { bodyParser: false } };

/**
 * Create your own (signed in; group 8, spec section 9): the parts to choose from, each with its unit,
 * the allowance and IQD of one step, and the range: `{ group, validityDays, parts: [...] }`.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ group: idParam() }),
    async handler({ req, query, lang }) {
      await requireSubscriber(req);
      return { data: await cyoParts(query.group, lang) };
    },
  }),
});
