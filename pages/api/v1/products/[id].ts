import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { productOr404 } from '@/lib/server/services/shop/catalogue';

export const config = { api: { bodyParser: false } };

/** One product (spec section 7): name, brand, category, price, images, specs, variants with their stock, maxPerOrder. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: idParam() }),
    handler: async ({ query, lang }) => ({ data: await productOr404(query.id, lang) }),
  }),
});
