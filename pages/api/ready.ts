import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { readiness } from '@/lib/server/observability/readiness';

export const config = { api: { bodyParser: false } };

/**
 * Readiness (lib/server/observability/readiness.ts): 200 when the database answers, its migrations are
 * applied and Redis (when REDIS_URL is set) answers; 503 naming the parts that are not, in `data.checks`
 * and in the message. /api/health is the liveness answer.
 */
export default apiRoute({
  GET: endpoint({
    async handler() {
      const report = await readiness();
      if (report.ready) return { data: report };
      const parts = Object.entries(report.checks)
        .filter(([, state]) => state !== 'ok')
        .map(([part]) => part)
        .join(', ');
      throw new ApiError(503, 'operations.notReady', { data: report, values: { parts }, headers: { 'Retry-After': '5' } });
    },
  }),
});
