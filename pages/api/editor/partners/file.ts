import { z } from 'zod';
import { requireEditor } from '@/lib/server/api/editor-session';
import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { applicationFile } from '@/lib/server/services/platinum';

export const config = { api: { bodyParser: false } };

/**
 * An application's logo or PDF, for editors only. The PDF is an attachment (the applicant wrote it:
 * it is downloaded, never shown as a page of this site); both go with nosniff and a sandboxing CSP.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ id: z.string().max(64), kind: z.enum(['logo', 'document'], { error: 'errors.invalidValue' }) }),
    async handler({ req, query }) {
      await requireEditor(req);
      const file = await applicationFile(query.id, query.kind);
      if (!file) throw notFound();
      return {
        file: { body: file.data, contentType: file.type, disposition: query.kind === 'logo' ? 'inline' : 'attachment', fileName: file.fileName, cacheControl: 'private, no-store' },
      };
    },
  }),
});
