import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { cyoQuote } from '@/lib/server/services/addons';

export const config = { api: { bodyParser: false } };

const amount = z.number({ error: 'validation.wholeNumber' }).int({ error: 'validation.wholeNumber' }).min(0).optional();

/** The price of a create-your-own choice `{ data (MB), minutes, sms }`, computed on the server. */
export default apiRoute({
  POST: endpoint({
    query: z.object({ group: idParam() }),
    body: z.object({ data: amount, minutes: amount, sms: amount }),
    async handler({ req, query, body, lang }) {
      await requireSubscriber(req);
      return { data: await cyoQuote(query.group, body, lang) };
    },
  }),
});
