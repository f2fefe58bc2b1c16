import { z } from 'zod';
import { requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { addJob, listLookups, listOpenJobs } from '@/lib/server/services/careers';
import { audit } from '@/lib/server/services/editor-auth';
import { ApiError } from '@/lib/server/api/errors';

export const config = { api: { bodyParser: false } };

const translation = z.object({ title: z.string().trim().min(1, { error: 'validation.required' }).max(120), html: z.string().trim().min(1, { error: 'validation.required' }).max(20_000) });

/** Open jobs (GET); an editor adds a job (POST, signed-in editors only). */
export default apiRoute({
  GET: endpoint({
    async handler({ lang }) {
      return { data: (await listOpenJobs(lang)).map(({ html: _html, ...job }) => job) };
    },
  }),
  POST: endpoint({
    body: z.object({
      category: z.string().max(60),
      level: z.string().max(60),
      field: z.string().max(60),
      location: z.string().max(60),
      translations: z.object({ ar: translation, en: translation, ku: translation }),
    }),
    async handler({ req, body }) {
      const editor = await requireEditor(req);
      const errors: Record<string, string> = {};
      for (const kind of ['category', 'level', 'field', 'location'] as const) {
        const keys = (await listLookups(kind, 'en')).map((l) => l.key);
        if (!keys.includes(body[kind])) errors[kind] = 'validation.invalid';
      }
      if (Object.keys(errors).length) throw new ApiError(400, 'errors.badRequest', { errors });
      const job = await addJob({ ...body, createdBy: editor.email });
      await audit(editor.email, 'add-job', { detail: { id: job.id } });
      return { status: 201, data: job };
    },
  }),
});
