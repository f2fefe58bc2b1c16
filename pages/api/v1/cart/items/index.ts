import { z } from 'zod';
import { cartRefForChange, setBagCountCookie } from '@/lib/server/api/cart-ref';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { addCartItem } from '@/lib/server/services/shop/cart';

export const config = { api: { bodyParser: false } };

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.wholeNumber' }).min(1, { error: 'validation.invalid' }).max(2_147_483_647, { error: 'validation.invalid' });

/**
 * Adds a product to the bag (spec section 8): quantity outside 1..maxPerOrder → 400 "Cannot add more
 * than N or fewer than N"; sold out → 409 "Quantity reached zero"; the same variant again → 409
 * "Item already in cart" with `data.itemId` (to change its quantity instead).
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({
      productId: id,
      variantId: id.optional(),
      // Any whole number: the range is the product's (maxPerOrder), checked by the service with the spec's message.
      quantity: z.number({ error: 'validation.required' }).int({ error: 'validation.wholeNumber' }).min(-1_000_000).max(1_000_000),
    }),
    rateLimit: [{ name: 'cart-write-ip', points: 120, durationSeconds: 60, key: ({ ip }) => ip }],
    async handler({ req, res, body, lang }) {
      const ref = await cartRefForChange(req, res);
      const cart = await addCartItem(ref, body, lang);
      setBagCountCookie(res, cart.count);
      return { status: 201, data: cart, message: 'shop.bag.added' };
    },
  }),
});
