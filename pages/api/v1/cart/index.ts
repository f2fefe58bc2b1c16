import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { cartRefOf, setBagCountCookie } from '@/lib/server/api/cart-ref';
import { readCart } from '@/lib/server/services/shop/cart';

export const config = { api: { bodyParser: false } };

/** The caller's bag (guest cookie or subscriber): items, subtotal, count. Refreshes the header's count. */
export default apiRoute({
  GET: endpoint({
    async handler({ req, res, lang }) {
      const cart = await readCart(await cartRefOf(req), lang);
      setBagCountCookie(res, cart.count);
      return { data: cart };
    },
  }),
});
