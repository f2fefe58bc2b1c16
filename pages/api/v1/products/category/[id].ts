import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { ApiError } from '@/lib/server/api/errors';
import { categoryListing } from '@/lib/server/services/shop/catalogue';
import { isShopCategory, SHOP_SORTS } from '@/lib/shop';

export const config = { api: { bodyParser: false } };

/**
 * A shop category (spec section 7): `data: { category, brands, items: [{ type: 'ProductItem', data }] }`
 * with `page`, `pageSize`, `total`, `pages`. `brand=` (a brand id from `brands`), `sort=`, `page=`.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({
      id: z.string().max(40),
      brand: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, { error: 'validation.invalid' })
        .optional(),
      sort: z.enum(SHOP_SORTS, { error: 'validation.invalid' }).optional(),
      page: z
        .string()
        .regex(/^[1-9]\d{0,3}$/, { error: 'validation.wholeNumber' })
        .transform(Number)
        .optional(),
    }),
    async handler({ query, lang }) {
      if (!isShopCategory(query.id)) throw new ApiError(404, 'shop.errors.noCategory');
      const listing = await categoryListing(query.id, lang, { brand: query.brand, sort: query.sort, page: query.page });
      if (query.page !== undefined && query.page > listing.pages) throw new ApiError(404, 'shop.errors.noPage');
      // Same answer for everyone: a shared cache may keep it a minute (stock and prices change).
      return { data: listing, headers: { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300' } };
    },
  }),
});
