import { ApiError } from '@/lib/server/api/errors';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { ensureAccount, signInAccount } from '@/lib/server/services/accounts/account';
import { networkMsisdn } from '@/lib/server/services/accounts/quick-login';

export const config = { api: { bodyParser: false } };

/**
 * Quick login over the operator's data network: signs in the number the gateway vouches for (header
 * MSISDN_HEADER, believed only from MSISDN_GATEWAY_IPS; in demo mode the /dev/sms network switch).
 */
export default apiRoute({
  POST: endpoint({
    rateLimit: [{ name: 'quick-login-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, res, deviceId }) {
      assertSameSite(req);
      const msisdn = await networkMsisdn(req);
      if (!msisdn) throw new ApiError(401, 'accountApi.quickLoginFailed');
      const account = await ensureAccount(msisdn);
      return { data: await signInAccount(res, account.id, deviceId), message: 'accountApi.signedIn' };
    },
  }),
});
