import { z } from 'zod';
import { codeChecksPerAccount } from '@/lib/server/api/code-check-limits';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { STEP_UP_ACTIONS } from '@/lib/lines';
import { startStepUp } from '@/lib/server/services/step-up';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Step 1 of the step-up check (lost SIM, eSIM): `{ action, password }` → the password is checked and a
 * 6-digit code is e-mailed to the account (`data: { resendAfter, length, email }`, the e-mail masked).
 * 409 when the account has no password or e-mail; password tries are counted per account and per IP.
 * Not idempotent by `Idempotency-Key`: the replay table would keep a hash of the body, which holds the
 * password (unsalted, so a guessable password could be found from it).
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ action: z.enum(STEP_UP_ACTIONS, { error: 'validation.invalid' }), password: zv.text(200) }),
    rateLimit: [{ name: 'step-up-start-ip', points: 20, durationSeconds: 900, key: ({ ip }) => ip }, codeChecksPerAccount('step-up-start-account')],
    async handler({ req, body, lang, t, deviceId, ip }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await startStepUp(accountId, body.action, body.password, { lang, t, deviceId, ip }), message: 'lostSim.api.codeSent' };
    },
  }),
});
