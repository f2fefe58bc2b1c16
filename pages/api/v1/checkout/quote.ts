import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { cartRefOf } from '@/lib/server/api/cart-ref';
import { quoteCheckout } from '@/lib/server/services/shop/checkout';
import { quoteSchema } from '@/lib/server/services/shop/schemas';

export const config = { api: { bodyParser: false } };

/** The price of the caller's bag: `{ fulfilment?, promoCode? }` → `{ subtotal, discount, deliveryFee, total }`. */
export default apiRoute({
  POST: endpoint({
    body: quoteSchema,
    rateLimit: [{ name: 'checkout-quote-ip', points: 120, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body }) {
      return { data: await quoteCheckout(await cartRefOf(req), body) };
    },
  }),
});
