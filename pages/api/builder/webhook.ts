import { locales } from '@/lib/locales';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { BuilderUnavailable, builderConfigured } from '@/lib/server/content/builder/client';
import type { MediaResults } from '@/lib/server/content/builder/map';
import { refreshBuilderPage } from '@/lib/server/content/builder/source';
import { BUILDER_SECRET_HEADER, builderWebhookBody, isBuilderWebhookSecret, webhookUri } from '@/lib/server/content/builder/webhook';
import { revalidatePage } from '@/lib/server/content/revalidate';

export const config = { api: { bodyParser: false } };

/**
 * Builder.io's publish webhook (README, "Builder.io as a content source"): with the shared secret in
 * `x-builder-secret`, the page the entry is about is fetched again in every locale and its cached
 * pages are rebuilt. Answers which locales have a page now.
 */
export default apiRoute({
  POST: endpoint({
    body: builderWebhookBody,
    maxBodyBytes: 2_000_000,
    async handler({ req, res, body }) {
      // Not a Builder site: the route does not exist for it.
      if (!builderConfigured()) throw new ApiError(404, 'errors.notFoundResource');
      if (!isBuilderWebhookSecret(req.headers[BUILDER_SECRET_HEADER])) throw new ApiError(401, 'errors.notSignedIn');
      const uri = webhookUri(body);
      if (!uri) throw new ApiError(400, 'errors.badRequest');
      const served: string[] = [];
      const media: MediaResults = new Map(); // each file of the page is tried once, not once per locale
      for (const locale of locales) {
        try {
          if (await refreshBuilderPage(uri, locale, media)) served.push(locale);
        } catch (error) {
          if (error instanceof BuilderUnavailable) throw new ApiError(502, 'errors.upstream');
          throw error;
        }
        await revalidatePage(uri, locale, res);
      }
      return { data: { uri, locales: served } };
    },
  }),
});
