import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { serverEnv } from '@/lib/server/env';
import { CORE_EVENT_NAMES, UnreadableEventError, handleCoreEvent } from '@/lib/server/services/core-events';

export const config = { api: { bodyParser: false } };

/** The spec's Error body (`code`, `reason`) beside our envelope, so the BSS reads either. */
const tmfError = (status: number, messageKey: string, code: string, reason: string) => new ApiError(status, messageKey, { extra: { code, reason } });

function secretMatches(header: string | undefined, secret: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The TMF listener (the specs' `/listener/<eventName>`; lib/server/core/tmf/PROFILE.md, "Events"): the
 * operator's BSS posts balance and order events here, authenticated by the shared secret
 * TMF_LISTENER_SECRET. Off (404) unless OPERATOR_CORE=tmf with a secret (demo mode has a public one). The answer is our envelope carrying the
 * spec's EventSubscription fields (`id`, `callback`) on success and its Error fields on refusal.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ event: z.enum(CORE_EVENT_NAMES) }),
    body: z.unknown(),
    maxBodyBytes: 64 * 1024,
    rateLimit: [{ name: 'tmf-listener-ip', points: 600, durationSeconds: 60, key: ({ ip }) => ip }],
    async handler({ req, query, body }) {
      const env = serverEnv();
      const secret = env.OPERATOR_CORE === 'tmf' ? env.TMF_LISTENER_SECRET : '';
      if (!secret) throw tmfError(404, 'errors.notFoundResource', 'notFound', 'no listener here');
      if (!secretMatches(req.headers.authorization, secret)) throw tmfError(401, 'errors.notSignedIn', 'unauthorized', 'wrong or missing listener secret');
      try {
        const notified = await handleCoreEvent(query.event, body);
        return { status: 201, data: { notified }, extra: { id: query.event, callback: `/api/tmf/listener/${query.event}` } };
      } catch (error) {
        if (error instanceof UnreadableEventError) throw tmfError(400, 'errors.badRequest', 'invalid', error.issues.slice(0, 300));
        throw error;
      }
    },
  }),
});
