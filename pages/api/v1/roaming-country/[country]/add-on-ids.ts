import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { roamingAddonIds } from '@/lib/server/services/addons';

export const config = { api: { bodyParser: false } };

/** Ids of the roaming add-ons that work in a country (ISO code, e.g. `tr`); 404 for an unknown country. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ country: z.string().trim().max(60) }),
    handler: async ({ query }) => ({ data: await roamingAddonIds(query.country) }),
  }),
});
