import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { consumeRateLimit } from '@/lib/server/api/rate-limit';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { sendChangeCode } from '@/lib/server/services/accounts/identifier-change';
import { changeCodeBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/**
 * The code that authorises changing a sign-in identifier, by SMS to the account's current number:
 * `{ purpose: 'change-email', email }` (then PUT /api/v1/profile with `code`) or
 * `{ purpose: 'change-password', password, confirmPassword }` (then POST /api/v1/profile/password).
 * The code is bound to that e-mail or password. Calling again after 60 s is the resend.
 */
export default apiRoute({
  POST: endpoint({
    body: changeCodeBody,
    rateLimit: [{ name: 'change-code-ip', points: 20, durationSeconds: 3600, key: ({ ip }) => ip }],
    // A password is never part of what the replay table keys on.
    idempotent: (body) => body.purpose === 'change-email',
    async handler(ctx) {
      const { req, body, lang, t, deviceId, ip } = ctx;
      const { accountId } = await requireSubscriber(req);
      await consumeRateLimit({ name: 'change-code-account', points: 10, durationSeconds: 3600, key: () => `account:${accountId}` }, ctx);
      const request = body.purpose === 'change-email' ? { purpose: body.purpose, email: body.email ?? null } : { purpose: body.purpose, password: body.password };
      return { data: await sendChangeCode(accountId, request, { lang, t, deviceId, ip }), message: 'accountApi.changeCodeSent' };
    },
  }),
});
