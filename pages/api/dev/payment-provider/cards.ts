import { z } from 'zod';
import { ApiError, notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint, fieldErrors } from '@/lib/server/api/handler';
import { serverEnv } from '@/lib/server/env';
import { saveDemoCard } from '@/lib/server/payments/provider-cards';

export const config = { api: { bodyParser: false } };

const text = (max: number) => z.string({ error: 'validation.required' }).max(max, { error: `validation.tooLong?max=${max}` });
const card = z.object({ cardNumber: text(30), expiry: text(10), cvc: text(6) });

/**
 * Demo mode only (404 otherwise): the demo payment provider's card-saving form posts here, the way a
 * real provider's hosted card field posts to the provider. It keeps the card's verdict behind a token
 * and answers `{ token, label }` for the merchant to charge later (auto-recharge).
 */
export default apiRoute({
  POST: endpoint({
    // Not `idempotent`: the idempotency table would keep a hash of a body that holds a card number.
    rateLimit: [{ name: 'demo-provider-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ body }) {
      if (!serverEnv().demoMode) throw notFound();
      const parsed = card.safeParse(body ?? {}, { reportInput: true });
      if (!parsed.success) throw new ApiError(400, 'errors.badRequest', { errors: fieldErrors(parsed.error) });
      return { data: await saveDemoCard(parsed.data) };
    },
  }),
});
