import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { serverEnv } from '@/lib/server/env';
import { readOutbox } from '@/lib/server/services/accounts/outbox';
import { outboxQuery, parseInput } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/**
 * Demo mode only (404 otherwise): the SMS sent to `?msisdn=`, the e-mails sent to `?email=`, or the
 * latest 50 of both; newest first, with the codes they carry.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      if (!serverEnv().demoMode) throw notFound();
      return { data: await readOutbox(parseInput(outboxQuery, req.query)) };
    },
  }),
});
