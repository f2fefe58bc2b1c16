import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { endOtherSessions, requireSubscriber } from '@/lib/server/api/subscriber-session';
import { lostSimState, setLineBlocked } from '@/lib/server/services/lost-sim';

export const config = { api: { bodyParser: false } };

/**
 * GET: the signed-in line's status and whether the step-up check can be passed online.
 * POST `{ action: 'block' | 'unblock', stepUpToken }`: blocks or unblocks the line (the token of that
 * action, from /api/v1/account/step-up); audited, notified and e-mailed. Blocking ends the account's
 * other sessions (the lost phone's), keeping this one.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await lostSimState(accountId) };
    },
  }),
  POST: endpoint({
    body: z.object({ action: z.enum(['block', 'unblock'], { error: 'validation.invalid' }), stepUpToken: z.string({ error: 'lostSim.api.stepUpRequired' }).max(200) }),
    rateLimit: [{ name: 'lost-sim-account-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body, lang, t, deviceId, ip }) {
      const { accountId } = await requireSubscriber(req);
      const state = await setLineBlocked(accountId, body.action, body.stepUpToken, { lang, t, deviceId, ip });
      if (body.action === 'block') await endOtherSessions(req, accountId);
      return { data: state, message: body.action === 'block' ? 'lostSim.api.blocked' : 'lostSim.api.unblocked' };
    },
  }),
});
