/**
 * What belongs to the request being served, for every line logged while serving it (../logger.ts reads
 * it in pino's `mixin`): the API wrapper (../api/handler.ts) runs each request inside its context, and
 * whatever the request awaits (services, the database, the operator core) inherits it through
 * AsyncLocalStorage, so a service's `logger.warn(...)` carries the request id without being handed a
 * logger. The trace's ids come from the active span (./tracing.ts activeTraceIds, also in the mixin).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  /** The id answered in X-Request-Id. */
  requestId: string;
  /** Already counted in the HTTP metrics by the server around it (./serving.ts). */
  observed?: boolean;
}

// One store per process: Next bundles routes and pages separately, and each bundle's copy of this module
// must see the same context.
const g = globalThis as typeof globalThis & { __operatorRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = (g.__operatorRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` (and everything it awaits) as part of the request `context`. */
export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The context of the request being served here, if any (none in jobs and at start-up). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The fields every log line of a request carries. */
export function requestLogFields(): Record<string, string> {
  const context = storage.getStore();
  if (!context) return {};
  return { requestId: context.requestId };
}
