import { z } from 'zod';
import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { subscriberLine } from '@/lib/server/services/account-line';
import { serverEnv } from '@/lib/server/env';
import { simulateUsage } from '@/lib/server/services/usage-demo';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Demo mode with the embedded core only (404 otherwise): a call (seconds), SMS (messages) or data
 * session (MB) of one of our lines, as the network would report it, so people trying the site can
 * watch the usage history and the alerts. Answers what it cost, the balance, and the alerts sent.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({
      msisdn: zv.operatorMsisdn(),
      type: z.enum(['voice', 'sms', 'data']),
      quantity: z.number().int().min(1).max(100_000),
      otherParty: zv.iraqiMsisdn().optional(),
    }),
    async handler({ body }) {
      const env = serverEnv();
      if (!env.demoMode || env.OPERATOR_CORE === 'tmf') throw notFound();
      await subscriberLine(body.msisdn);
      return { data: await simulateUsage(body) };
    },
  }),
});
