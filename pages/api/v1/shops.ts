import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { shopList } from '@/lib/server/services/shop/shops';

export const config = { api: { bodyParser: false } };

/** Shops where orders can be picked up, in the request's language. */
export default apiRoute({
  GET: endpoint({
    async handler({ lang }) {
      return { data: shopList(lang) };
    },
  }),
});
