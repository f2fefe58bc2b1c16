import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError, notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { serverEnv } from '@/lib/server/env';
import { renderMetrics } from '@/lib/server/observability/metrics';

export const config = { api: { bodyParser: false } };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token sent equals METRICS_TOKEN (compared in constant time). */
function holdsToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * This server's metrics in Prometheus' text format (lib/server/observability/metrics.ts). With
 * METRICS_TOKEN set, only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without it, open
 * in demo mode and a 404 in a real deployment (metrics are off until a token is configured).
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req, res }) {
      const { METRICS_TOKEN, demoMode } = serverEnv();
      if (!METRICS_TOKEN && !demoMode) throw notFound();
      if (METRICS_TOKEN && !holdsToken(req.headers.authorization, METRICS_TOKEN)) {
        throw new ApiError(401, 'operations.metricsToken', { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } });
      }
      const { text, contentType } = await renderMetrics();
      res.statusCode = 200;
      res.setHeader('Content-Type', contentType);
      res.setHeader('Content-Length', Buffer.byteLength(text));
      res.end(text);
    },
  }),
});
