import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { consumeRateLimit } from '@/lib/server/api/rate-limit';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { profileFor, saveProfile } from '@/lib/server/services/accounts/profile';
import { profileBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/**
 * The signed-in subscriber's profile (bearer + DeviceId, or the cookie); PUT saves it. Changing or
 * removing the e-mail needs `code`, the SMS code of POST /api/v1/profile/code for that e-mail (400
 * `data.codeRequired` without it, and nothing is saved); a new e-mail is then set once its mailbox
 * confirms it (POST /api/v1/profile/email/confirm). The answer is the same whether or not another
 * account uses that e-mail.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await profileFor(accountId) };
    },
  }),
  PUT: endpoint({
    body: profileBody,
    rateLimit: [{ name: 'profile-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler(ctx) {
      const { req, body, lang, t, deviceId, ip } = ctx;
      const { accountId } = await requireSubscriber(req);
      if (body.code) await consumeRateLimit({ name: 'profile-code-account', points: 15, durationSeconds: 600, key: () => `account:${accountId}` }, ctx);
      const { code, ...update } = body;
      const saved = await saveProfile(accountId, update, { code, req: { lang, t, deviceId, ip } });
      return { data: saved.profile, message: saved.emailConfirmationAsked ? 'accountApi.emailConfirmSent' : 'accountApi.profileSaved' };
    },
  }),
});
