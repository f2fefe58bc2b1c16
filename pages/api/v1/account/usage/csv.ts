import { z } from 'zod';
import { baghdadDay } from '@/lib/baghdad-day';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { usageCsv } from '@/lib/server/services/usage-history';
import { HISTORY_TYPES } from '@/lib/usage';

export const config = { api: { bodyParser: false } };

/** The usage history (`?type=` as the list) as a CSV file in the request's language, UTF-8 with a BOM. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ type: z.enum(HISTORY_TYPES).optional() }),
    async handler({ req, query, t, lang }) {
      const subscriber = await requireSubscriber(req);
      const body = await usageCsv(subscriber.msisdn, t, lang, query.type);
      return {
        file: { body, contentType: 'text/csv; charset=utf-8', disposition: 'attachment', fileName: `usage-${baghdadDay(new Date())}`, cacheControl: 'private, no-store' },
      };
    },
  }),
});
