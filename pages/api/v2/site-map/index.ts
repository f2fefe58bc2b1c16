import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { getSiteMap, menuPositionNames } from '@/lib/server/services/site-map';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: endpoint({
    query: z.object({
      position: z.enum(menuPositionNames, { error: 'validation.invalid' }).default('header'),
    }),
    async handler({ query, lang }) {
      return { data: await getSiteMap(query.position, lang) };
    },
  }),
});
