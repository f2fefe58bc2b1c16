import { z } from 'zod';
import { codeChecksPerAccount } from '@/lib/server/api/code-check-limits';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { STEP_UP_ACTIONS } from '@/lib/lines';
import { confirmStepUp } from '@/lib/server/services/step-up';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Step 2: `{ action, code }` (the e-mailed code) → `data: { stepUpToken, expiresAt, action }`: the token
 * allows that one action once, for 5 minutes. A wrong code answers `data.triesLeft`.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ action: z.enum(STEP_UP_ACTIONS, { error: 'validation.invalid' }), code: zv.pin() }),
    rateLimit: [{ name: 'step-up-confirm-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }, codeChecksPerAccount('step-up-confirm-account')],
    async handler({ req, body }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await confirmStepUp(accountId, body.action, body.code), message: 'lostSim.api.checked' };
    },
  }),
});
