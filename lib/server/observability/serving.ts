/**
 * Every request the production server (scripts/serve.mjs) receives, pages and static files as well as
 * the API, is counted in the HTTP metrics under its route pattern and served inside its own request
 * context: its id answered in X-Request-Id and carried by every line logged while it is served (a
 * page's getServerSideProps, the content it reads). API routes did this alone before (../api/handler.ts
 * still does it when no server wraps it: `next dev`, the tests that call a handler directly).
 *
 * scripts/serve.mjs is not bundled and cannot import this module: the start hook (../startup.ts) leaves
 * `serveObserved` on globalThis under SERVE_HOOK_KEY, and the server calls it for each request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { observeRequest } from './metrics';
import { runWithRequestContext } from './request-context';

export const SERVE_HOOK_KEY = Symbol.for('operator-site.serve-request');

export type ServeHook = (req: IncomingMessage, res: ServerResponse, serve: () => Promise<void>) => Promise<void>;

/** Serves one request (`serve`) counted in the metrics and inside its request context. */
export const serveObserved: ServeHook = (req, res, serve) => {
  const requestId = randomUUID();
  res.setHeader('X-Request-Id', requestId);
  observeRequest(req, res);
  return runWithRequestContext({ requestId, observed: true }, serve);
};

/** Offers `serveObserved` to scripts/serve.mjs (called once the server is ready to serve). */
export function offerServeHook(): void {
  (globalThis as typeof globalThis & { [SERVE_HOOK_KEY]?: ServeHook })[SERVE_HOOK_KEY] = serveObserved;
}
