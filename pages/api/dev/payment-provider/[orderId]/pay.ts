import { z } from 'zod';
import { ApiError, notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint, fieldErrors } from '@/lib/server/api/handler';
import { opaqueId } from '@/lib/server/api/money-params';
import { serverEnv } from '@/lib/server/env';
import { payWithTestCard } from '@/lib/server/payments/provider';

export const config = { api: { bodyParser: false } };

const text = (max: number) => z.string({ error: 'validation.required' }).max(max, { error: `validation.tooLong?max=${max}` });
const card = z.object({ cardNumber: text(30), expiry: text(10), cvc: text(6) });

/**
 * Demo mode only (404 otherwise): the demo payment provider's own server, where the demo payment page
 * (/pay/<orderId>) sends the card. It stores nothing of the card, tells our callback the result
 * (signed) and answers `{ status, redirectUrl }`: where to send the payer.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ orderId: opaqueId() }),
    // Not `idempotent`: the idempotency table would keep a hash of a body that holds a card number.
    // A second submit of a paid order gets 400 "already completed" with data.redirectUrl instead.
    rateLimit: [{ name: 'demo-provider-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ query, body, lang }) {
      if (!serverEnv().demoMode) throw notFound();
      const parsed = card.safeParse(body ?? {}, { reportInput: true });
      if (!parsed.success) throw new ApiError(400, 'errors.badRequest', { errors: fieldErrors(parsed.error) });
      return { data: await payWithTestCard(query.orderId, parsed.data, lang) };
    },
  }),
});
