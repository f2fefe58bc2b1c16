import { z } from 'zod';
import { requireEditor } from '@/lib/server/api/editor-session';
import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { audit } from '@/lib/server/services/editor-auth';
import { deleteDevice, listDevices, saveDevice } from '@/lib/server/services/imei';

export const config = { api: { bodyParser: false } };

const tac = z.string().regex(/^\d{8}$/, { error: 'imei.errors.tac' });
const text = z.string().trim().min(1, { error: 'validation.required' }).max(80, { error: 'validation.invalid' });

/** The IMEI check's device table, for editors (/editor/devices): list, add or change a TAC, remove one. */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditor(req);
      return { data: await listDevices() };
    },
  }),
  PUT: endpoint({
    body: z.object({
      tac,
      brand: text,
      model: text,
      supports4g: z.boolean(),
      supportsVolte: z.boolean(),
      bands: z.array(z.string().regex(/^B\d{1,3}$/, { error: 'imei.errors.band' })).max(64),
    }),
    async handler({ req, body }) {
      const editor = await requireEditor(req);
      const saved = await saveDevice(body);
      await audit(editor.email, 'device-save', { detail: { tac: body.tac } });
      return { data: saved };
    },
  }),
  DELETE: endpoint({
    query: z.object({ tac }),
    async handler({ req, query }) {
      const editor = await requireEditor(req);
      if (!(await deleteDevice(query.tac))) throw notFound();
      await audit(editor.email, 'device-delete', { detail: { tac: query.tac } });
      return { data: null };
    },
  }),
});
