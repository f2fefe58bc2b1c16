import type { NextApiRequest } from 'next';
import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { applyPaymentResult } from '@/lib/server/services/payments';
import { isValidSignature, SIGNATURE_HEADER } from '@/lib/server/services/payments/signature';

export const config = { api: { bodyParser: false } };

const MAX_BYTES = 4096;

const verdict = z.object({ orderId: z.string().min(1).max(64), status: z.enum(['succeeded', 'declined']) });

async function readRaw(req: NextApiRequest): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > MAX_BYTES) throw new ApiError(413, 'errors.bodyTooLarge');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The payment provider's server-to-server result: `{ orderId, status }` signed with
 * `X-Signature: hex(HMAC-SHA-256(APP_SECRET, body))`. Unsigned or badly signed → 401. Applied once
 * however often it comes; answers where the payer goes next.
 */
export default apiRoute({
  POST: endpoint({
    rawBody: true,
    async handler({ req, lang }) {
      const raw = await readRaw(req);
      if (!isValidSignature(raw, req.headers[SIGNATURE_HEADER])) throw new ApiError(401, 'core.payment.badSignature');
      let parsed;
      try {
        parsed = verdict.safeParse(JSON.parse(raw));
      } catch {
        throw new ApiError(400, 'errors.invalidJson');
      }
      if (!parsed.success) throw new ApiError(400, 'errors.badRequest');
      const result = await applyPaymentResult(parsed.data, lang);
      return { data: result, message: result.status === 'succeeded' ? 'core.payment.succeeded' : result.status === 'declined' ? 'core.payment.declined' : '' };
    },
  }),
});
