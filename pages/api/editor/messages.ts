import { z } from 'zod';
import { requireEditorRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { readDeliveryLog } from '@/lib/server/messaging/delivery-log';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/**
 * The SMS sent to subscribers, newest first, 50 a page (`before`: the last id of the page shown), with
 * their delivery state over SMPP; for care agents (/editor/messages), in every mode. Never the codes.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({
      msisdn: zv.iraqiMsisdn().optional(),
      before: z.coerce.number({ error: 'errors.invalidValue' }).int({ error: 'errors.invalidValue' }).positive({ error: 'errors.invalidValue' }).max(2 ** 31 - 1, { error: 'errors.invalidValue' }).optional(),
    }),
    async handler({ req, query }) {
      await requireEditorRole(req, 'care', 'errors.notCareMessages');
      return { data: await readDeliveryLog(query) };
    },
  }),
});
