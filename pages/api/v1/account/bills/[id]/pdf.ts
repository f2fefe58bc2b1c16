import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { billPdf } from '@/lib/server/services/bill-documents';

export const config = { api: { bodyParser: false } };

/** One of the subscriber's bills as a PDF in `?lang=` (another's bill, or none: 404). */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: idParam() }),
    async handler({ req, query, lang }) {
      const subscriber = await requireSubscriber(req);
      return { file: await billPdf(subscriber, query.id, lang) };
    },
  }),
});
