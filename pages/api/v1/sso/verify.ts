import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { isPartnerKey, redeemSsoToken, SSO_SITES } from '@/lib/server/services/sso';

export const config = { api: { bodyParser: false } };

/**
 * For the partner sites' servers (the contract: lib/server/services/sso.ts): `{ token, site }` with
 * `Authorization: Bearer <that site's key>` → `{ site, msisdn }` the first time a valid token is
 * redeemed; the token itself is opaque, so this answer is the only place the number travels. Without
 * the site's key: 401, and the token stays unused (someone who only saw the address learns nothing
 * and cannot spend it). A token that is unknown, for another site, past its 60 seconds or already used
 * is a 401 too.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({
      token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(1000, { error: 'validation.invalid' }),
      site: z.enum(SSO_SITES, { error: 'validation.invalid' }),
    }),
    rateLimit: [{ name: 'sso-verify-ip', points: 120, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ body, req }) {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!isPartnerKey(body.site, bearer)) throw new ApiError(401, 'sso.api.partnerKey', { headers: { 'WWW-Authenticate': 'Bearer' } });
      const result = await redeemSsoToken(body.token, body.site);
      if (!result.ok) throw new ApiError(401, result.reason === 'used' ? 'sso.api.used' : result.reason === 'expired' ? 'sso.api.expired' : 'sso.api.invalid', { data: { reason: result.reason } });
      return { data: { site: result.site, msisdn: result.msisdn } };
    },
  }),
});
