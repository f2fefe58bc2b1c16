import { z } from 'zod';
import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { partnerLogo } from '@/lib/server/services/platinum';

export const config = { api: { bodyParser: false } };

/**
 * An approved partner's logo, from the database (any server can answer it). Its type was checked by
 * content at upload; it is sent with that type and nosniff, cached for a day (a logo changes only with
 * a new application, which has a new id).
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: z.string().max(64) }),
    async handler({ query }) {
      const logo = await partnerLogo(query.id);
      if (!logo) throw notFound();
      return {
        file: {
          body: logo.data,
          contentType: logo.type,
          disposition: 'inline',
          fileName: `logo.${logo.type.split('/')[1]}`,
          cacheControl: 'public, max-age=86400',
        },
      };
    },
  }),
});
