import { z } from 'zod';
import { governorateIds, shopCategories } from '@/lib/governorates';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { listShops } from '@/lib/server/services/shops';

export const config = { api: { bodyParser: false } };

const coordinate = (min: number, max: number) =>
  z.coerce.number({ error: 'validation.invalid' }).min(min, { error: 'validation.invalid' }).max(max, { error: 'validation.invalid' });

/** The shop locator (issue 13): filters, distance from a point (nearest first) and status in Baghdad time. */
export default apiRoute({
  GET: endpoint({
    query: z
      .object({
        governorate: z.enum(governorateIds, { error: 'shops.errors.governorate' }).optional(),
        category: z.enum(shopCategories, { error: 'shops.errors.category' }).optional(),
        lat: coordinate(-90, 90).optional(),
        lng: coordinate(-180, 180).optional(),
      })
      .refine((q) => (q.lat === undefined) === (q.lng === undefined), { error: 'shops.errors.point', path: ['lat'] }),
    async handler({ query, lang }) {
      return { data: await listShops(query, lang) };
    },
  }),
});
