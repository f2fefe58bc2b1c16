import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { addonOr404 } from '@/lib/server/services/addons';

export const config = { api: { bodyParser: false } };

/** The simplified add-on (signed in, spec section 7): id, title, price, validityDays, type, allowance. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: idParam() }),
    async handler({ req, query, lang }) {
      await requireSubscriber(req);
      return { data: await addonOr404(query.id, lang) };
    },
  }),
});
