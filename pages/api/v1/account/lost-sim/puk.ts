import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { showPuk } from '@/lib/server/services/lost-sim';

export const config = { api: { bodyParser: false } };

/** POST `{ stepUpToken }` (of the action `puk`) → `data: { puk }`; audited, notified and e-mailed. */
export default apiRoute({
  POST: endpoint({
    body: z.object({ stepUpToken: z.string({ error: 'lostSim.api.stepUpRequired' }).max(200) }),
    rateLimit: [{ name: 'lost-sim-puk-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body, lang, t, deviceId, ip }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await showPuk(accountId, body.stepUpToken, { lang, t, deviceId, ip }) };
    },
  }),
});
