import { z } from 'zod';
import { requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { setOrderStatus } from '@/lib/server/services/shop/orders';

export const config = { api: { bodyParser: false } };

/**
 * Staff move a shop order on: `{ orderNumber, status: 'ready-for-pickup' | 'out-for-delivery' |
 * 'completed' | 'cancelled' }` → the order. The buyer is notified; an order not completed within 48
 * hours is cancelled by the server anyway.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({
      orderNumber: z.string().trim().min(1).max(40),
      status: z.enum(['ready-for-pickup', 'out-for-delivery', 'completed', 'cancelled']),
    }),
    async handler({ req, body, lang }) {
      await requireEditor(req);
      return { data: await setOrderStatus(body.orderNumber, body.status, lang) };
    },
  }),
});
