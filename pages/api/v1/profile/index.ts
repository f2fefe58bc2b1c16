import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { profileFor, updateProfile } from '@/lib/server/services/accounts/profile';
import { profileBody } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/** The signed-in subscriber's profile (bearer + DeviceId, or the cookie); PUT saves it. */
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
    async handler({ req, body }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await updateProfile(accountId, body), message: 'accountApi.profileSaved' };
    },
  }),
});
