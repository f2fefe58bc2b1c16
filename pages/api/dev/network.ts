import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { serverEnv } from '@/lib/server/env';
import { DEMO_NETWORK_COOKIE } from '@/lib/server/services/accounts/quick-login';
import { networkBody, parseInput } from '@/lib/server/services/accounts/schemas';
import { normalizeMsisdn } from '@/lib/validation/rules';

export const config = { api: { bodyParser: false } };

const demoOnly = () => {
  if (!serverEnv().demoMode) throw notFound();
};

/**
 * Demo mode only (404 otherwise): the "on the operator's network" switch of /dev/sms. POST
 * `{ msisdn }` pretends this browser is on the data network as that number (quick login then signs it
 * in), `{ msisdn: null }` leaves the network. GET answers the current state.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      demoOnly();
      const msisdn = normalizeMsisdn(req.cookies?.[DEMO_NETWORK_COOKIE] ?? '');
      return { data: { msisdn: msisdn || null } };
    },
  }),
  POST: endpoint({
    async handler({ res, body: raw }) {
      demoOnly();
      const body = parseInput(networkBody, raw);
      const cookie = body.msisdn
        ? `${DEMO_NETWORK_COOKIE}=${body.msisdn}; Path=/; SameSite=Lax; Max-Age=${7 * 86_400}`
        : `${DEMO_NETWORK_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
      res.setHeader('Set-Cookie', cookie);
      return { data: { msisdn: body.msisdn }, message: body.msisdn ? 'accountApi.networkOn' : 'accountApi.networkOff' };
    },
  }),
});
