import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { ssoRedirect } from '@/lib/server/services/sso';

export const config = { api: { bodyParser: false } };

/** Sign-on to the partner-world partner site: `{ redirectUrl }` with a 60-second, single-use token for the signed-in subscriber (401 otherwise). */
export default apiRoute({
  POST: endpoint({
    rateLimit: [{ name: 'sso-partner-world-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, lang }) {
      const subscriber = await requireSubscriber(req);
      return { data: await ssoRedirect('partner-world', subscriber.msisdn, lang) };
    },
  }),
});
