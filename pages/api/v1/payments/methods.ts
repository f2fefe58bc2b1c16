import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { offeredMethodIds } from '@/lib/server/payments/methods';

export const config = { api: { bodyParser: false } };

/** The payment methods a payer may choose on this deployment, in their offered order: `{ methods: ['demo-card', 'fib', …] }`. */
export default apiRoute({
  GET: endpoint({
    handler: () => Promise.resolve({ data: { methods: offeredMethodIds() } }),
  }),
});
