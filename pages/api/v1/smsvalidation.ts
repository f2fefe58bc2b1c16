import { codeChecksPerNumber } from '@/lib/server/api/code-check-limits';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { loginWithPin } from '@/lib/server/services/accounts/login';
import { smsValidationBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/**
 * Checks the sign-in PIN: `{ token, profile }` and the session cookie. A wrong PIN answers the tries
 * left; after 5 wrong ones the code is dead and a new one must be requested.
 */
export default apiRoute({
  POST: endpoint({
    body: smsValidationBody,
    rateLimit: [
      { name: 'smsvalidation-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip },
      codeChecksPerNumber('smsvalidation-number', ({ body }) => body.phone),
    ],
    async handler({ req, res, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      const data = await loginWithPin(res, body.phone, body.pin, body, { lang, t, deviceId, ip });
      return { data, message: 'accountApi.signedIn' };
    },
  }),
});
