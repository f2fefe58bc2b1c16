import { z } from 'zod';
import { governorateIds } from '@/lib/governorates';
import { partnerCategories } from '@/lib/platinum';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { listPartners } from '@/lib/server/services/platinum';

export const config = { api: { bodyParser: false } };

/** Approved Platinum partners (issue 13 part 3), for the /platinum map and list. */
export default apiRoute({
  GET: endpoint({
    query: z.object({
      governorate: z.enum(governorateIds, { error: 'platinum.errors.governorate' }).optional(),
      category: z.enum(partnerCategories, { error: 'platinum.errors.category' }).optional(),
    }),
    async handler({ query, lang }) {
      return { data: await listPartners(query, lang) };
    },
  }),
});
