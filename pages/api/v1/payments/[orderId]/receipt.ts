import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { receiptPdf } from '@/lib/server/services/bill-documents';
import { messages } from '@/lib/validation/rules';

export const config = { api: { bodyParser: false } };

/**
 * The receipt of a succeeded payment as a PDF in `?lang=`, for whoever holds its long random order id
 * (never by the short reference, which has fewer random bits); any other id: 404.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ orderId: z.string({ error: messages.required }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: messages.invalid }) }),
    handler: async ({ query, lang }) => ({ file: await receiptPdf(query.orderId, lang) }),
  }),
});
