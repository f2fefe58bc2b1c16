/**
 * Traces with OpenTelemetry (issue 31), configured by the standard `OTEL_*` variables and off when none
 * asks for them: then nothing of OpenTelemetry's SDK is loaded, and every hook below is one property
 * read that calls straight through.
 *
 * When on (instrumentation.ts starts it before the database driver loads), a request is one trace:
 * Next's request span, which continues an incoming W3C `traceparent`; inside it our API handler's span
 * named by the route's pattern (`handler GET /api/v1/addon/[id]/simplify`, ./handler.ts); a span per
 * database query (PostgreSQL: the pg instrumentation; PGlite: `tracePgliteQueries` below); a span per
 * operator-core call (`core getLine`, ../core/index.ts); and a span per outside call made with fetch
 * (TMF, payment providers, the SMS gateway: the undici instrumentation, which also sends `traceparent`
 * on, so the BSS can join the trace). Spans carry no argument values: no subscriber number, token or
 * code (a query's text is its parameterised SQL, values are `$1`…).
 */
import type { Attributes, Span, Tracer } from '@opentelemetry/api';
import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node';

type OtelApi = typeof import('@opentelemetry/api');

interface Tracing {
  api: OtelApi;
  tracer: Tracer;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

// On globalThis: Next bundles instrumentation.ts and each API route separately, each with its own copy
// of this module; the SDK is started once, by instrumentation.ts.
const g = globalThis as typeof globalThis & { __operatorTracing?: Tracing };

/**
 * Whether the environment asks for traces: an OTLP endpoint (for all signals or for traces), or
 * `OTEL_TRACES_EXPORTER` naming an exporter other than `none`; never with `OTEL_SDK_DISABLED=true`.
 */
export function tracingRequested(env: Record<string, string | undefined> = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (exporters.includes('none')) return false;
  return exporters.length > 0 || Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Whether traces are being recorded in this process. */
export function tracingStarted(): boolean {
  return Boolean(g.__operatorTracing);
}

/**
 * Starts the SDK when the environment asks for traces (answers whether it did). Everything else comes
 * from the standard variables, read by the SDK: exporter and protocol (`OTEL_EXPORTER_OTLP_PROTOCOL`,
 * http/protobuf by default), sampler (`OTEL_TRACES_SAMPLER`, parent-based by default, so an incoming
 * `traceparent`'s sampled flag is kept), propagators (`OTEL_PROPAGATORS`, W3C trace context and
 * baggage by default), resource (`OTEL_SERVICE_NAME`, `OTEL_RESOURCE_ATTRIBUTES`).
 */
export async function startTracing(): Promise<boolean> {
  if (g.__operatorTracing) return true;
  const env = process.env;
  if (!tracingRequested(env)) return false;
  const [api, { NodeSDK }, { UndiciInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const named = Boolean(env.OTEL_SERVICE_NAME) || /(^|,)\s*service\.name=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? '');
  // Only inside a trace: the timed jobs' queries (they poll the database every few seconds) and calls
  // would each be a trace of one span. A call made outside one keeps the `traceparent` it was given.
  // An outside call's URL is recorded without what identifies a subscriber (TMF reads name the line in
  // the query string: `?relatedParty.id=0770…`).
  const instrumentations = [
    new UndiciInstrumentation({
      requireParentforSpans: true,
      requestHook: (span, request) => span.setAttributes(outsideCallUrl(request.origin, request.path)),
    }),
    new PgInstrumentation({ requireParentSpan: true }),
  ];
  // The exporters the OTEL_* variables name (what the SDK makes itself without spanProcessors), after one
  // that redacts every span's address first.
  const { getSpanProcessorsFromEnv } = await import('@opentelemetry/sdk-node/build/src/utils');
  const sdk = new NodeSDK({
    ...(named ? {} : { serviceName: 'operator-site' }),
    spanProcessors: [redactingSpanProcessor as unknown as SpanProcessor, ...getSpanProcessorsFromEnv(undefined)],
    ...(env.OTEL_TRACES_SAMPLER ? {} : { sampler: requestsSampler(api) }),
    instrumentations,
    // Traces only: metrics are Prometheus' (/api/metrics) and logs are pino's. The SDK would otherwise
    // also push OTLP metrics and logs to the same endpoint; their own variables still turn them on.
    ...(env.OTEL_METRICS_EXPORTER ? {} : { metricReaders: [] }),
    ...(env.OTEL_LOGS_EXPORTER ? {} : { logRecordProcessors: [] }),
  });
  sdk.start();
  g.__operatorTracing = {
    api,
    tracer: api.trace.getTracer('operator-site'),
    async flush() {
      const provider = api.trace.getTracerProvider() as unknown as { getDelegate?(): { forceFlush?(): Promise<void> } };
      await provider.getDelegate?.().forceFlush?.();
    },
    async stop() {
      for (const instrumentation of instrumentations) instrumentation.disable();
      await sdk.shutdown();
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
  return true;
}

type Sampler = NonNullable<NodeSDKConfiguration['sampler']>;
type SpanProcessor = NonNullable<NodeSDKConfiguration['spanProcessors']>[number];
type Decision = ReturnType<Sampler['shouldSample']>['decision'];
const NOT_RECORD = 0 as Decision; // SamplingDecision of @opentelemetry/sdk-trace-base
const RECORD_AND_SAMPLED = 2 as Decision;

/**
 * The SDK's default (parent-based, always on: a span follows its parent's sampled flag, an incoming
 * `traceparent`'s too), except that Next's own spans outside a request are dropped: `next start`
 * loads every route module at start-up, each in a one-span trace (228 of them here). Replaced by
 * `OTEL_TRACES_SAMPLER` when that is set.
 */
function requestsSampler(api: OtelApi): Sampler {
  return {
    shouldSample(context, _traceId, _name, kind, attributes) {
      const parent = api.trace.getSpanContext(context);
      if (parent && api.trace.isSpanContextValid(parent)) {
        return { decision: parent.traceFlags & api.TraceFlags.SAMPLED ? RECORD_AND_SAMPLED : NOT_RECORD };
      }
      return { decision: attributes?.['next.span_type'] && kind !== api.SpanKind.SERVER ? NOT_RECORD : RECORD_AND_SAMPLED };
    },
    toString: () => 'ParentBased{root=AlwaysOn except Next.js start-up spans}',
  };
}

/** Sends the spans recorded so far (tests; a server about to stop calls stopTracing). */
export async function flushTracing(): Promise<void> {
  await g.__operatorTracing?.flush();
}

/** Sends the spans not yet exported and stops recording (a server stopping; tests). */
export async function stopTracing(): Promise<void> {
  const tracing = g.__operatorTracing;
  g.__operatorTracing = undefined;
  await tracing?.stop();
}

/**
 * Runs `fn` in a child span of the active one, ended when `fn` (or its promise) ends; an error is
 * recorded on the span and thrown on. With `requireParent`, no span outside a trace.
 */
export function withSpan<T>(name: string, fn: () => T, attributes?: Attributes, requireParent = false): T {
  const tracing = g.__operatorTracing;
  if (!tracing || (requireParent && !tracing.api.trace.getActiveSpan())) return fn();
  return tracing.tracer.startActiveSpan(name, { attributes }, (span) => endWith(span, fn, tracing.api));
}

/**
 * An outside call's URL attributes with every query value and every long number in the path (a
 * subscriber's, a card's) replaced by `REDACTED`, as OpenTelemetry's HTTP conventions ask of
 * sensitive values.
 */
export function outsideCallUrl(origin: string | undefined, pathAndQuery: string): Record<string, string> {
  const { path, query } = redactedUrl(pathAndQuery);
  return { 'url.full': `${origin ?? ''}${path}${query}`, 'url.path': path, 'url.query': query };
}

/** A path and query with every query value and every long number (a subscriber's, a card's) replaced by `REDACTED`. */
export function redactedUrl(pathAndQuery: string): { path: string; query: string } {
  const [rawPath, rawQuery] = pathAndQuery.split('?', 2);
  const path = rawPath.replace(/\d{7,}/g, 'REDACTED');
  const query = rawQuery === undefined ? '' : `?${rawQuery.replace(/=[^&]*/g, '=REDACTED')}`;
  return { path, query };
}

/** Attributes that hold a request's address: Next's request span records `http.target` as the raw URL. */
const ADDRESS_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path', 'url.query'] as const;

/**
 * Redacts every span's address attributes when it starts, whoever made it: Next's request span records
 * the raw URL (an order page's `?token=`, the care view's `?msisdn=`), ours and the instrumentations'.
 */
export const redactingSpanProcessor = {
  onStart(span: { attributes?: Record<string, unknown>; setAttribute(key: string, value: string): unknown }): void {
    for (const key of ADDRESS_ATTRIBUTES) {
      const value = span.attributes?.[key];
      if (typeof value !== 'string' || value === '') continue;
      if (key === 'url.query') {
        span.setAttribute(key, redactedUrl(value.startsWith('?') ? value : `?${value}`).query);
        continue;
      }
      const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(value)?.[0] ?? '';
      const { path, query } = redactedUrl(value.slice(origin.length));
      span.setAttribute(key, `${origin}${path}${query}`);
    }
  },
  onEnd(): void {},
  forceFlush: async (): Promise<void> => {},
  shutdown: async (): Promise<void> => {},
};

function endWith<T>(span: Span, fn: () => T, api: OtelApi): T {
  // The error's type, not its message or stack (which may name a subscriber).
  const fail = (error: unknown) => {
    const type = error instanceof Error ? error.name : typeof error;
    span.setAttribute('error.type', type);
    span.setStatus({ code: api.SpanStatusCode.ERROR, message: type });
    span.end();
    throw error;
  };
  let result: T;
  try {
    result = fn();
  } catch (error) {
    return fail(error);
  }
  if (!(result instanceof Promise)) {
    span.end();
    return result;
  }
  return result.then((value: unknown) => {
    span.end();
    return value;
  }, fail) as T;
}

type ApiRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined>; query: Partial<Record<string, string | string[]>> };
type ApiResponse = { statusCode: number };

/**
 * An API route's handler in a span named by its route pattern. Under Next it is a child of Next's
 * request span (which continued the incoming `traceparent`); called directly (tests, another server),
 * it continues the request's `traceparent` itself.
 */
export function traceApiRoute<Req extends ApiRequest, Res extends ApiResponse>(handle: (req: Req, res: Res) => Promise<void>) {
  return (req: Req, res: Res): Promise<void> => {
    const tracing = g.__operatorTracing;
    if (!tracing) return handle(req, res);
    const { api, tracer } = tracing;
    const active = api.context.active();
    const parent = api.trace.getSpan(active) ? active : api.propagation.extract(active, req.headers);
    const method = (req.method ?? 'GET').toUpperCase();
    const route = routePattern(req);
    const attributes = { 'http.route': route, 'http.request.method': method };
    const kind = parent === active ? api.SpanKind.INTERNAL : api.SpanKind.SERVER;
    return tracer.startActiveSpan(`handler ${method} ${route}`, { kind, attributes }, parent, (span) =>
      endWith(
        span,
        () =>
          handle(req, res).finally(() => {
            span.setAttribute('http.response.status_code', res.statusCode);
            if (res.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
          }),
        api,
      ),
    );
  };
}

/**
 * The route's pattern from the request: Next puts a dynamic route's parameters into `req.query`
 * beside the query string's, so a parameter is a key of `req.query` that the query string does not
 * have, and its value is a segment of the path (`/api/v1/addon/101/simplify` with `id=101` is
 * `/api/v1/addon/[id]/simplify`). Parameters come in the route's order; each is looked for after the
 * previous one. A span name with `101` in it would be one name per add-on (and a subscriber's number
 * in a path would be in the name).
 */
export function routePattern(req: Pick<ApiRequest, 'url' | 'query'>): string {
  const [path, search = ''] = (req.url ?? '/').split('?', 2);
  const given = new URLSearchParams(search);
  const segments = path.split('/');
  let from = 1;
  for (const [name, value] of Object.entries(req.query)) {
    if (given.has(name) || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    const at = segments.findIndex((_, i) => i >= from && values.every((part, k) => decoded(segments[i + k]) === part));
    if (at < 0) continue;
    segments.splice(at, values.length, Array.isArray(value) ? `[...${name}]` : `[${name}]`);
    from = at + 1;
  }
  return segments.join('/');
}

function decoded(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Every method call of `target` in a span `<prefix> <method>` (the operator core: `core getLine`),
 * with the method's name as `operation`; `target` itself when traces are off. Arguments are not recorded.
 */
export function traceCalls<T extends object>(prefix: string, target: T): T {
  if (!g.__operatorTracing) return target;
  let proxy = tracedObjects.get(target);
  if (!proxy) {
    proxy = new Proxy(target, {
      get(object, key, receiver) {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof value !== 'function' || typeof key !== 'string') return value;
        return (...args: unknown[]) => withSpan(`${prefix} ${key}`, () => value.apply(object, args), { operation: key });
      },
    });
    tracedObjects.set(target, proxy);
  }
  return proxy as T;
}
const tracedObjects = new WeakMap<object, object>();

interface PgliteLike {
  query: (...args: any[]) => Promise<unknown>;
  exec: (...args: any[]) => Promise<unknown>;
  transaction: <T>(callback: (tx: any) => Promise<T>) => Promise<T>;
}

/**
 * PGlite's queries as spans inside a trace (the pg instrumentation covers node-postgres only), named as
 * that instrumentation names its own: `pglite.query:SELECT`, with the parameterised SQL. Checked per
 * query, so a client opened before tracing started is traced too.
 */
export function tracePgliteQueries<C extends PgliteLike>(client: C): C {
  const traced = (run: (...args: any[]) => Promise<unknown>, target: object) =>
    function (this: unknown, sql: string, ...rest: unknown[]) {
      const verb = /^\s*([a-z]+)/i.exec(String(sql))?.[1]?.toUpperCase() ?? 'QUERY';
      return withSpan(`pglite.query:${verb}`, () => run.call(target, sql, ...rest), { 'db.system.name': 'postgresql', 'db.query.text': String(sql) }, true);
    };
  const wrap = <O extends { query: PgliteLike['query']; exec: PgliteLike['exec'] }>(target: O): O => {
    target.query = traced(target.query, target);
    target.exec = traced(target.exec, target);
    return target;
  };
  const transaction = client.transaction.bind(client);
  wrap(client);
  client.transaction = (callback) => withSpan('pglite.transaction', () => transaction((tx) => callback(wrap(tx))), { 'db.system.name': 'postgresql' }, true);
  return client;
}

/** The active span's ids for a log line (`traceId`, `spanId`); nothing outside a trace. */
export function activeTraceIds(): { traceId?: string; spanId?: string } {
  const span = g.__operatorTracing?.api.trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
