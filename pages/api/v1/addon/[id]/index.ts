import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { addonOr404 } from '@/lib/server/services/addons';

export const config = { api: { bodyParser: false } };

/** One add-on for anyone (the /personal/add-on/{id} page): id, title, price, validityDays, type, allowance. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: idParam() }),
    handler: async ({ query, lang }) => ({ data: await addonOr404(query.id, lang) }),
  }),
});
