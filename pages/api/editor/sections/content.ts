import { z } from 'zod';
import { locales } from '@/lib/locales';
import { requireAuthor, requireContentRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { getSectionDraft, saveSectionDraft } from '@/lib/server/content/sections';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

const query = z.object({ id: idParam(), lang: z.enum(locales) });

/**
 * A shared section's draft in one language: GET reads it (empty, `exists: false`, in a language it has
 * none in yet), PUT saves it (and the name): an invalid block is refused, and so is a section that would
 * hold itself (400).
 */
export default apiRoute({
  GET: endpoint({
    query,
    async handler({ req, query }) {
      await requireContentRole(req);
      return { data: await getSectionDraft(query.id, query.lang) };
    },
  }),
  PUT: endpoint({
    query,
    body: z.object({
      name: z.string().trim().min(1, { error: 'validation.required' }).max(120, { error: 'validation.tooLong?max=120' }).optional(),
      data: z.object({ root: z.object({ props: z.record(z.string(), z.unknown()) }).default({ props: {} }), content: z.array(z.unknown()).max(200) }),
    }),
    maxBodyBytes: 2 * 1024 * 1024,
    async handler({ req, query, body }) {
      const editor = await requireAuthor(req);
      await saveSectionDraft(query.id, query.lang, body, editor.email);
      await audit(editor.email, 'section-save', { locale: query.lang, detail: { section: query.id } });
      return { data: await getSectionDraft(query.id, query.lang) };
    },
  }),
});
