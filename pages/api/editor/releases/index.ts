import { z } from 'zod';
import { requireContentRole, requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { createRelease, listReleases } from '@/lib/server/content/releases';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

/** The editor's releases (newest 100, each with its pages), and POST { name } to start one. */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditor(req);
      return { data: await listReleases() };
    },
  }),
  POST: endpoint({
    body: z.object({ name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(120, { error: 'validation.tooLong?max=120' }) }),
    async handler({ req, body }) {
      const editor = await requireContentRole(req);
      const id = await createRelease(body.name, editor.email);
      await audit(editor.email, 'release-create', { detail: { release: id, name: body.name } });
      return { status: 201, data: { id } };
    },
  }),
});
