import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { startRegistration } from '@/lib/server/services/accounts/registration';
import { registerStartBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/** Registration, step 1: a PIN by SMS to the number (the same answer whether or not it is registered). */
export default apiRoute({
  POST: endpoint({
    body: registerStartBody,
    rateLimit: [
      { name: 'register-start-ip', points: 20, durationSeconds: 3600, key: ({ ip }) => ip },
      { name: 'register-start-number', points: 6, durationSeconds: 3600, key: ({ body }) => body.phone },
    ],
    idempotent: true,
    async handler({ req, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      return { data: await startRegistration(body.phone, { lang, t, deviceId, ip }), message: 'accountApi.pinSent' };
    },
  }),
});
