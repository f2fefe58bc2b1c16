import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { consumeRateLimit } from '@/lib/server/api/rate-limit';
import { requestToken, requireSubscriber } from '@/lib/server/api/subscriber-session';
import { changePassword } from '@/lib/server/services/accounts/identifier-change';
import { passwordChangeBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/**
 * Changes the signed-in subscriber's password: `{ password, confirmPassword, code }`, the code being
 * the SMS code of POST /api/v1/profile/code sent for this very password. Every other session of the
 * account is signed out; this one stays.
 */
export default apiRoute({
  POST: endpoint({
    body: passwordChangeBody,
    rateLimit: [{ name: 'password-change-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler(ctx) {
      const { req, body } = ctx;
      const { accountId } = await requireSubscriber(req);
      await consumeRateLimit({ name: 'password-change-account', points: 15, durationSeconds: 600, key: () => `account:${accountId}` }, ctx);
      await changePassword(accountId, body.password, body.code, requestToken(req)?.token ?? null);
      return { data: null, message: 'accountApi.passwordUpdated' };
    },
  }),
});
