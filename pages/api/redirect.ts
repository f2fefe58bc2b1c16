import { z } from 'zod';
import { localizePath } from '@/lib/locales';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { serverEnv } from '@/lib/server/env';
import { decideRedirect } from '@/lib/server/redirect';

export const config = { api: { bodyParser: false } };

/** Every clicked link leaves through here (spec section 2); see lib/server/redirect.ts for the rules. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ target: z.string().optional() }),
    async handler({ query, lang, res }) {
      const env = serverEnv();
      const decision = decideRedirect(query.target, {
        siteHost: new URL(env.SITE_URL).hostname,
        allowlist: env.REDIRECT_ALLOWLIST,
      });
      const leaving = localizePath('/leaving', lang);
      const location =
        decision.kind === 'redirect'
          ? decision.location
          : decision.kind === 'interstitial'
            ? `${leaving}?${new URLSearchParams({ target: decision.url })}`
            : leaving;
      res.setHeader('Location', location);
      return { status: decision.kind === 'redirect' ? 302 : 303, data: { decision: decision.kind, location } };
    },
  }),
});
