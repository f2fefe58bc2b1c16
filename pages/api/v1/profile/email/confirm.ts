import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { consumeRateLimit } from '@/lib/server/api/rate-limit';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { confirmEmail } from '@/lib/server/services/accounts/profile';
import { emailConfirmBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/**
 * Confirms a new e-mail with the code of the link mailed to it (`{ email, code }`), for the account
 * that asked for it (registration or profile): the e-mail is set and the profile answered; the old
 * address, if any, is told of the change.
 */
export default apiRoute({
  POST: endpoint({
    body: emailConfirmBody,
    rateLimit: [{ name: 'email-confirm-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler(ctx) {
      const { req, body, lang, t } = ctx;
      const { accountId } = await requireSubscriber(req);
      await consumeRateLimit({ name: 'email-confirm-account', points: 15, durationSeconds: 600, key: () => `account:${accountId}` }, ctx);
      return { data: await confirmEmail(accountId, body.email, body.code, { lang, t }), message: 'accountApi.emailConfirmed' };
    },
  }),
});
