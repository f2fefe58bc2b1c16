import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { endOtherSessions, requireSubscriber } from '@/lib/server/api/subscriber-session';
import { issueLineEsim } from '@/lib/server/services/esim';

export const config = { api: { bodyParser: false } };

/**
 * POST `{ stepUpToken }` (of the action `esim`) → `data: { viewToken }`: a new eSIM activation code for
 * the signed-in line (moving it to an eSIM, or to a new device); earlier codes stop working and the
 * account's other sessions end. Its code is shown once by POST /api/v1/account/esim/view `{ viewToken }`.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ stepUpToken: z.string({ error: 'lostSim.api.stepUpRequired' }).max(200) }),
    rateLimit: [{ name: 'esim-issue-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body, lang, t, deviceId, ip }) {
      const { accountId } = await requireSubscriber(req);
      const issued = await issueLineEsim(accountId, body.stepUpToken, { lang, t, deviceId, ip });
      await endOtherSessions(req, accountId);
      return { data: issued, message: 'esim.api.issued' };
    },
  }),
});
