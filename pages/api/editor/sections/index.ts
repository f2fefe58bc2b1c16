import { z } from 'zod';
import { locales } from '@/lib/locales';
import { requireAuthor, requireContentRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { idParam } from '@/lib/server/api/params';
import { createSection, deleteSection, listSections } from '@/lib/server/content/sections';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

const blocks = z.object({ root: z.object({ props: z.record(z.string(), z.unknown()) }).default({ props: {} }), content: z.array(z.unknown()).max(200) });

/**
 * Shared sections (issue 32, part 5): GET lists them (per language: live version, unpublished changes;
 * how many pages use each); POST { name, locale, data? } makes one, e.g. from blocks chosen on a page;
 * DELETE ?id= deletes one nobody uses (409 naming the pages that use it).
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireContentRole(req);
      return { data: await listSections() };
    },
  }),
  POST: endpoint({
    body: z.object({
      name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(120, { error: 'validation.tooLong?max=120' }),
      locale: z.enum(locales),
      data: blocks.default({ root: { props: {} }, content: [] }),
    }),
    maxBodyBytes: 2 * 1024 * 1024,
    async handler({ req, body }) {
      const editor = await requireAuthor(req);
      const id = await createSection(body.name, body.locale, body.data, editor.email);
      await audit(editor.email, 'section-create', { locale: body.locale, detail: { section: id, name: body.name } });
      return { status: 201, data: { id } };
    },
  }),
  DELETE: endpoint({
    query: z.object({ id: idParam() }),
    async handler({ req, query }) {
      const editor = await requireAuthor(req);
      await deleteSection(query.id);
      await audit(editor.email, 'section-delete', { detail: { section: query.id } });
      return { data: { id: query.id } };
    },
  }),
});
