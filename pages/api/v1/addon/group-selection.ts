import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idListParam } from '@/lib/server/api/params';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { addonsByIds } from '@/lib/server/services/addons';

export const config = { api: { bodyParser: false } };

/** `?ids=1,2` (signed in, spec section 6): those add-ons, in that order; unknown ids are left out. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ ids: idListParam() }),
    async handler({ req, query, lang }) {
      await requireSubscriber(req);
      return { data: await addonsByIds(query.ids, lang) };
    },
  }),
});
