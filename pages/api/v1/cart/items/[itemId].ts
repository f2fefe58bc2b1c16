import { z } from 'zod';
import { cartRefForChange, setBagCountCookie } from '@/lib/server/api/cart-ref';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { removeCartItem, updateCartItem } from '@/lib/server/services/shop/cart';

export const config = { api: { bodyParser: false } };

const query = z.object({ itemId: idParam() });
const rateLimit = [{ name: 'cart-write-ip', points: 120, durationSeconds: 60, key: ({ ip }: { ip: string }) => ip }];

/** A line of the caller's bag: PATCH { quantity } (same limits as adding), DELETE removes it. Another bag's line is a 404. */
export default apiRoute({
  PATCH: endpoint({
    query,
    body: z.object({ quantity: z.number({ error: 'validation.required' }).int({ error: 'validation.wholeNumber' }).min(-1_000_000).max(1_000_000) }),
    rateLimit,
    async handler({ req, res, query, body, lang }) {
      const cart = await updateCartItem(await cartRefForChange(req, res), query.itemId, body.quantity, lang);
      setBagCountCookie(res, cart.count);
      return { data: cart };
    },
  }),
  DELETE: endpoint({
    query,
    rateLimit,
    async handler({ req, res, query, lang }) {
      const cart = await removeCartItem(await cartRefForChange(req, res), query.itemId, lang);
      setBagCountCookie(res, cart.count);
      return { data: cart, message: 'shop.bag.removed' };
    },
  }),
});
