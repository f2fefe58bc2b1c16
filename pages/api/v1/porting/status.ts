import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { portStatus } from '@/lib/server/services/porting';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/** GET `?reference&msisdn` → the porting request's status and history (both are needed). */
export default apiRoute({
  GET: endpoint({
    query: z.object({ reference: zv.text(20), msisdn: zv.iraqiMsisdn() }),
    rateLimit: [{ name: 'porting-status-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ query }) {
      return { data: await portStatus(query.reference, query.msisdn) };
    },
  }),
});
