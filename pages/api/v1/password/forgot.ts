import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { forgotPassword } from '@/lib/server/services/accounts/password-reset';
import { forgotBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/** Forgotten password: `{ phone }` (code by SMS) or `{ email }` (reset link by e-mail); always the same answer. */
export default apiRoute({
  POST: endpoint({
    body: forgotBody,
    rateLimit: [
      { name: 'forgot-ip', points: 10, durationSeconds: 3600, key: ({ ip }) => ip },
      { name: 'forgot-subject', points: 5, durationSeconds: 3600, key: ({ body }) => ('email' in body ? body.email.toLowerCase() : body.phone) },
    ],
    idempotent: true,
    async handler({ req, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      const data = await forgotPassword(body, { lang, t, deviceId, ip });
      return { data, message: data.channel === 'sms' ? 'accountApi.resetSentSms' : 'accountApi.resetSentEmail' };
    },
  }),
});
