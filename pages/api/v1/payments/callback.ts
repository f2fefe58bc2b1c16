import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { readRawBody } from '@/lib/server/api/raw-body';
import { applyPaymentResult } from '@/lib/server/payments';
import { SIGNATURE_HEADER, verifyCallback } from '@/lib/server/payments/signature';

export const config = { api: { bodyParser: false } };

const MAX_BYTES = 4096;

/**
 * The payment provider's server-to-server result: `{ orderId, status, amount, currency, timestamp }`
 * signed with `X-Signature: hex(HMAC-SHA-256(PAYMENT_WEBHOOK_SECRET, body))`. Unsigned, badly signed,
 * older than 5 minutes or more than a minute ahead → 401; another amount or currency than the order's
 * → 400; nothing applied. Applied once however often it comes; answers where the payer goes next.
 */
export default apiRoute({
  POST: endpoint({
    rawBody: true,
    async handler({ req, lang }) {
      const raw = await readRawBody(req, MAX_BYTES);
      const verdict = verifyCallback(raw, req.headers[SIGNATURE_HEADER]);
      const result = await applyPaymentResult(verdict, lang);
      return { data: result, message: result.status === 'succeeded' ? 'core.payment.succeeded' : result.status === 'declined' ? 'core.payment.declined' : '' };
    },
  }),
});
