import { cartRefOf, setBagCountCookie } from '@/lib/server/api/cart-ref';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { recordFlowGoal } from '@/lib/server/content/variant-goals';
import { placeOrder } from '@/lib/server/services/shop/checkout';
import { checkoutSchema } from '@/lib/server/services/shop/schemas';

export const config = { api: { bodyParser: false } };

/**
 * Places the order of the caller's bag (cookie or session): `{ details, fulfilment, payment, promoCode? }`
 * → `{ orderNumber, orderUrl, paymentUrl? }`. An Idempotency-Key is required: a retried click must never
 * reserve the stock twice or make a second order.
 */
export default apiRoute({
  POST: endpoint({
    body: checkoutSchema,
    idempotent: true,
    rateLimit: [{ name: 'checkout-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, res, body, lang }) {
      if (!req.headers['idempotency-key']) throw new ApiError(400, 'checkout.errors.idempotencyKey');
      // The bag and the session come in cookies: another site may not place orders with them (CSRF).
      if (req.headers.cookie) assertSameSite(req);
      const subscriber = await currentSubscriber(req);
      const placed = await placeOrder({ cartRef: await cartRefOf(req), subscriber }, body, lang);
      await recordFlowGoal(req, 'purchase'); // a page's test counts the purchase (page variants)
      // The bag is empty now: the header's count says so on the next page.
      setBagCountCookie(res, 0);
      return { data: placed };
    },
  }),
});
