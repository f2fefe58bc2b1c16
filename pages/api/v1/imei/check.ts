import { z } from 'zod';
import { imeiProblem } from '@/lib/imei';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { checkImei } from '@/lib/server/services/imei';

export const config = { api: { bodyParser: false } };

/** The IMEI 4G check (issue 13): 15 digits with a valid Luhn check digit; the answer comes from the TAC. */
export default apiRoute({
  POST: endpoint({
    body: z.object({ imei: z.string({ error: 'imei.errors.required' }).max(64, { error: 'imei.errors.length' }) }),
    // A phone list is no secret, but walking TACs one by one is scraping: a person checks a few phones.
    rateLimit: [{ name: 'imei-check-ip', points: 30, durationSeconds: 3600, key: ({ ip }) => ip }],
    async handler({ body }) {
      const imei = body.imei.trim();
      const problem = imeiProblem(imei);
      if (problem) throw new ApiError(400, `imei.errors.${problem}`, { errors: { imei: `imei.errors.${problem}` } });
      const result = await checkImei(imei);
      return { data: result, message: result.device ? '' : 'imei.notInList' };
    },
  }),
});
