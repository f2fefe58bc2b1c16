import { z } from 'zod';
import { requireEditorRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { PORT_STATUSES } from '@/lib/lines';
import { listPortRequests, movePortRequest } from '@/lib/server/services/porting';

export const config = { api: { bodyParser: false } };

/**
 * Number porting requests for care editors: GET the latest 200, newest first; POST `{ id, status,
 * reason?, scheduledFor? }` moves one to its next status (out of order: 409).
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditorRole(req, 'care', 'porting.api.notCare');
      return { data: await listPortRequests() };
    },
  }),
  POST: endpoint({
    body: z.object({
      id: z.number({ error: 'validation.invalid' }).int().positive().max(2_147_483_647),
      status: z.enum(PORT_STATUSES, { error: 'validation.invalid' }),
      reason: z.string().trim().max(300, { error: 'validation.invalid' }).optional(),
      scheduledFor: z.iso.datetime({ error: 'porting.api.dateRequired' }).optional(),
    }),
    rateLimit: [{ name: 'editor-porting-ip', points: 120, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body }) {
      const editor = await requireEditorRole(req, 'care', 'porting.api.notCare');
      const moved = await movePortRequest({ ...body, scheduledFor: body.scheduledFor ? new Date(body.scheduledFor) : undefined }, editor);
      return { data: moved, message: 'porting.api.moved' };
    },
  }),
});
