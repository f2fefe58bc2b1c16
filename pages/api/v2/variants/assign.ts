import { z } from 'zod';
import { appendCookies, cookieLine, requestCookie } from '@/lib/server/api/cookies';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { uriParam } from '@/lib/server/api/params';
import { liveVariantMap } from '@/lib/server/content/variants';
import { decideVariant } from '@/lib/server/http/variant-proxy';

export const config = { api: { bodyParser: false } };

/**
 * A first visit to a page that runs a test: the cached page (the same for everybody) asks which variant
 * this visitor gets, `{ uri }` → `{ variant }` (null: none for them, or no test there), and the answer
 * sets the visitor id and assignment cookies. From then on the proxy (proxy.ts, which runs only for
 * visitors with an id) serves the visitor's variant at the page's address.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ uri: uriParam() }),
    rateLimit: [{ name: 'variant-assign-ip', points: 120, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, res, body, lang }) {
      const decision = await decideVariant({ pathname: body.uri, locale: lang, cookie: (name) => requestCookie(req, name) }, await liveVariantMap());
      if (decision) appendCookies(res, decision.cookies.map(({ name, value, maxAge }) => cookieLine(name, value, { maxAge })));
      return { data: { variant: decision?.variant ?? null } };
    },
  }),
});
