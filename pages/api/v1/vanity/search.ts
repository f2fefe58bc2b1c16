import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { searchVanity } from '@/lib/server/services/vanity';
import { isVanitySearch, messages } from '@/lib/validation/rules';

export const config = { api: { bodyParser: false } };

/**
 * Vanity numbers on sale containing `digits` (4 to 6 digits, spec section 5):
 * `[{ number, price, reservationFee, type, promoPrice }]`. Anything else is a 400 whose message says
 * what to type.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ digits: z.unknown().optional() }),
    async handler({ query }) {
      const digits = typeof query.digits === 'string' ? query.digits.trim() : '';
      if (!isVanitySearch(digits)) throw new ApiError(400, messages.vanity, { errors: { digits: messages.vanity } });
      return { data: await searchVanity(digits) };
    },
  }),
});
