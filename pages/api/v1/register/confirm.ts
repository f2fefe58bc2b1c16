import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { completeRegistration } from '@/lib/server/services/accounts/registration';
import { registerConfirmBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/**
 * Registration, step 2: the PIN, names, optional e-mail, password twice and the terms. Creates the
 * account (or gives a phone-only account its password) and signs in: `{ token, profile }` + cookie.
 * A given e-mail is set once its mailbox confirms it; the answer (and its "check your e-mail" message)
 * is the same whether or not another account uses it.
 */
export default apiRoute({
  POST: endpoint({
    body: registerConfirmBody,
    rateLimit: [
      { name: 'register-confirm-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip },
      { name: 'register-confirm-number', points: 15, durationSeconds: 600, key: ({ body }) => body.phone },
    ],
    async handler({ req, res, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      const data = await completeRegistration(
        res,
        {
          msisdn: body.phone,
          pin: body.pin,
          firstName: body.firstName,
          secondName: body.secondName,
          thirdName: body.thirdName,
          email: body.email,
          password: body.password,
        },
        { lang, t, deviceId, ip },
      );
      return { data, message: body.email ? 'accountApi.registeredCheckEmail' : 'accountApi.registered' };
    },
  }),
});
