import { z } from 'zod';
import { codeChecksPerNumber } from '@/lib/server/api/code-check-limits';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { confirmApplication } from '@/lib/server/services/platinum';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * Partner application, step 2: `{ applicationId, code }` (the code texted to its contact number) →
 * `{ applicationId, reference, status: 'pending' }`: the application goes to the editors' review. A
 * wrong code answers `data.errors.code` and `data.triesLeft`. Code checks are limited per application
 * (one application, one number) and per IP.
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ applicationId: z.string().max(64), code: zv.pin() }),
    rateLimit: [
      { name: 'platinum-confirm-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip },
      codeChecksPerNumber('platinum-confirm-application', ({ body }) => body.applicationId),
    ],
    async handler({ req, body }) {
      assertSameSite(req);
      return { data: await confirmApplication(body.applicationId, body.code), message: 'platinum.apply.received' };
    },
  }),
});
