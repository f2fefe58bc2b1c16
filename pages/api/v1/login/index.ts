import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { loginWithPassword, requestLoginPin } from '@/lib/server/services/accounts/login';
import { loginBody, type LoginBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

const subjectOf = (body: LoginBody) => ('email' in body ? body.email.toLowerCase() : body.phone);

/**
 * Sign-in. `{ phone }` sends a 6-digit PIN by SMS (then POST /api/v1/smsvalidation); the same call
 * again after 60 s is the resend. `{ email, password }` signs in: `{ token, profile }` and the cookie.
 * After 3 failures for the number, e-mail or IP within an hour, `captcha` (a solved ALTCHA payload) is required.
 */
export default apiRoute({
  POST: endpoint({
    body: loginBody,
    rateLimit: [
      { name: 'login-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip },
      { name: 'login-subject', points: 10, durationSeconds: 600, key: ({ body }) => subjectOf(body) },
    ],
    // Sending a code accepts an Idempotency-Key; a password sign-in does not (its answer is a session token).
    idempotent: (body) => !('email' in body),
    async handler({ req, res, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      const info = { lang, t, deviceId, ip };
      if ('email' in body) {
        return { data: await loginWithPassword(res, body.email, body.password, body, info), message: 'accountApi.signedIn' };
      }
      return { data: await requestLoginPin(body.phone, body, info), message: 'accountApi.pinSent' };
    },
  }),
});
