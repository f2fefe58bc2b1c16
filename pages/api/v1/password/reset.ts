import { assertSameSite } from '@/lib/server/api/editor-session';
import { codeChecksPerNumber } from '@/lib/server/api/code-check-limits';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requestToken } from '@/lib/server/api/subscriber-session';
import { resetPassword } from '@/lib/server/services/accounts/password-reset';
import { resetBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/** Sets a new password with the reset code; every other session of the account is signed out. */
export default apiRoute({
  POST: endpoint({
    body: resetBody,
    rateLimit: [
      { name: 'reset-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip },
      codeChecksPerNumber('reset-number', ({ body }) => ('email' in body ? body.email : body.phone)),
    ],
    async handler({ req, body }) {
      assertSameSite(req);
      const target = 'email' in body ? { email: body.email } : { phone: body.phone };
      await resetPassword(target, body.code, body.password, requestToken(req)?.token ?? null);
      return { data: null, message: 'accountApi.passwordChanged' };
    },
  }),
});
