import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { isRevalidateSecret } from '@/lib/server/content/revalidate';

export const config = { api: { bodyParser: false } };

/** The scheduler's call to its own server to rebuild a cached page (see lib/server/content/revalidate.ts). */
export default apiRoute({
  POST: endpoint({
    body: z.object({ path: z.string().startsWith('/').max(300) }),
    async handler({ req, res, body }) {
      if (!isRevalidateSecret(req.headers['x-revalidate-secret'])) throw new ApiError(404, 'errors.notFoundResource');
      await res.revalidate(body.path);
      return { data: null };
    },
  }),
});
