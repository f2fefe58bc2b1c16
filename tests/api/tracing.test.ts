/**
 * Traces (issue 31, "See inside"): with the standard OTEL_* variables pointing at a local OTLP
 * stand-in, one request that carried a `traceparent` arrives there as one trace: our handler's span
 * named by the route, under the caller's span; the database's and the operator core's spans inside
 * it (and, over TMF, the core's HTTP calls). Without any OTEL_* variable nothing starts.
 *
 * In-process: the SDK is started as instrumentation.ts starts it, and the route is called through the
 * harness the API tests use. What only a built server shows (Next's own request span continuing the
 * `traceparent`, node-postgres' spans, which jest's module loader hides from the pg instrumentation)
 * was checked on `next start` (README "Traces").
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind, trace } from '@opentelemetry/api';
import pino from 'pino';
import { logger } from '@/lib/server/logger';
import {
  flushTracing,
  routePattern,
  startTracing,
  stopTracing,
  tracingRequested,
  tracingStarted,
  withSpan,
} from '@/lib/server/observability/tracing';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { enterEnv } from '@/lib/server/testing/env';
import { signInAs } from '@/lib/server/testing/operator';
import { startTmfTestCore } from '@/lib/server/testing/tmf-core';
import line from '@/pages/api/v1/account/line';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

/** An OTLP/HTTP receiver (JSON encoding) on a free port: every span posted to /v1/traces. */
async function otlpStandIn() {
  const spans: ReceivedSpan[] = [];
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      paths.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              attributes: Object.fromEntries((span.attributes ?? []).map((a: { key: string; value: Record<string, unknown> }) => [a.key, Object.values(a.value)[0]])),
            });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    paths,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const callerSpanId = '00f067aa0ba902b7';
const traceparent = `00-${traceId}-${callerSpanId}-01`;

describe('traces: which settings turn them on', () => {
  it('off when no OTEL_* variable asks: nothing starts, the hooks call straight through', async () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_SERVICE_NAME: 'x', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
    expect(tracingRequested({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);

    const restore = enterEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: undefined, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: undefined, OTEL_TRACES_EXPORTER: undefined });
    try {
      expect(await startTracing()).toBe(false);
      expect(tracingStarted()).toBe(false);
      // The hooks call straight through: no span, no ids in log lines.
      expect(withSpan('x', () => 42)).toBe(42);
      expect(withSpan('x', () => logMixin())).toEqual({});
    } finally {
      restore();
    }
  });

  it('names a dynamic route by its pattern, not by the values in its path', () => {
    expect(routePattern({ url: '/api/v1/addon/101/simplify?lang=en', query: { lang: 'en', id: '101' } })).toBe('/api/v1/addon/[id]/simplify');
    expect(routePattern({ url: '/api/v1/payments/PAY-1/status', query: { orderId: 'PAY-1' } })).toBe('/api/v1/payments/[orderId]/status');
    // A query-string value equal to a segment is not a parameter.
    expect(routePattern({ url: '/api/v1/account/line?x=line', query: { x: 'line' } })).toBe('/api/v1/account/line');
  });
});

/** pino's mixin of the shared logger: the fields it adds to a line logged now. */
function logMixin(): Record<string, unknown> {
  const mixin = (logger as unknown as Record<symbol, (() => Record<string, unknown>) | undefined>)[pino.symbols.mixinSym];
  return mixin?.() ?? {};
}

describeWithDatabase(
  'traces to an OTLP stand-in',
  () => {
    let collector: Awaited<ReturnType<typeof otlpStandIn>>;
    let restore: () => void;
    let demo: Record<string, string>;
    beforeAll(async () => {
      demo = await signInAs('07701234567');
      collector = await otlpStandIn();
      restore = enterEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: undefined });
      expect(await startTracing()).toBe(true);
    });
    afterAll(async () => {
      await stopTracing();
      restore?.();
      await collector?.close();
    });

    /** The spans of the request's trace, once exported, each with its parent's name. */
    async function traceOf(call: () => Promise<unknown>) {
      collector.spans.length = 0;
      await call();
      await flushTracing();
      expect(collector.paths).toContain('POST /v1/traces application/json');
      const ours = collector.spans.filter((span) => span.traceId === traceId);
      const byId = new Map(ours.map((span) => [span.spanId, span]));
      return ours.map((span) => ({ ...span, parent: span.parentSpanId ? byId.get(span.parentSpanId)?.name : undefined }));
    }

    it('one request with a traceparent: handler span (route name), database and core spans inside, same trace', async () => {
      const spans = await traceOf(async () => {
        const reply = await callApi(line, { url: '/api/v1/account/line?lang=en', headers: { ...demo, traceparent } });
        expect(reply.status).toBe(200);
      });
      // Every span the request made is in the caller's trace (none went to another trace).
      expect(collector.spans.every((span) => span.traceId === traceId)).toBe(true);

      const handler = spans.find((span) => span.name === 'handler GET /api/v1/account/line');
      expect(handler).toMatchObject({ parentSpanId: callerSpanId, attributes: { 'http.route': '/api/v1/account/line', 'http.response.status_code': 200 } });
      const core = spans.filter((span) => span.name.startsWith('core '));
      expect(core.map((span) => span.name)).toContain('core getLine');
      expect(core.every((span) => span.parent === handler!.name)).toBe(true);
      // The session lookup (under the handler) and the core's reads (under the core's span).
      const queries = spans.filter((span) => span.name.startsWith('pglite.query:'));
      expect(queries.map((span) => span.parent)).toEqual(expect.arrayContaining([handler!.name, 'core getLine']));
      expect(queries[0].attributes['db.query.text']).toMatch(/^select /i);
      // No subscriber number in any span: queries carry parameters ($1), not values.
      expect(JSON.stringify(collector.spans)).not.toContain('7701234567');
    });

    it('Next’s spans outside a request (start-up: one per route module) are not exported; a request’s root span is', async () => {
      collector.spans.length = 0;
      const next = trace.getTracer('next.js');
      next.startSpan('load route module', { attributes: { 'next.span_type': 'LoadComponents.loadRouteModule' } }).end();
      // Next records the raw URL in `http.target`: an order page's token, the care view's number.
      next
        .startSpan('GET /[[...slugs]]', { kind: SpanKind.SERVER, attributes: { 'next.span_type': 'BaseServer.handleRequest', 'http.target': '/en/orders/7KD29XQ4M1?token=s3cr3t-order-token' } })
        .end();
      next
        .startSpan('GET /api/editor/messages', { kind: SpanKind.SERVER, attributes: { 'next.span_type': 'BaseServer.handleRequest', 'http.url': 'http://127.0.0.1:3000/api/editor/messages?msisdn=07701234567' } })
        .end();
      await flushTracing();
      expect(collector.spans.map((span) => span.name)).toEqual(['GET /[[...slugs]]', 'GET /api/editor/messages']);
      expect(collector.spans.map((span) => span.attributes['http.target'] ?? span.attributes['http.url'])).toEqual([
        '/en/orders/7KD29XQ4M1?token=REDACTED',
        'http://127.0.0.1:3000/api/editor/messages?msisdn=REDACTED',
      ]);
      expect(JSON.stringify(collector.spans)).not.toMatch(/s3cr3t|7701234567/);
    });

    it('log lines inside a traced request carry its trace id', () => {
      expect(withSpan('x', () => logMixin())).toEqual({ traceId: expect.stringMatching(/^[0-9a-f]{32}$/), spanId: expect.stringMatching(/^[0-9a-f]{16}$/) });
      expect(logMixin()).toEqual({});
    });

    it('over TMF: the operator core’s HTTP calls are spans of the same trace', async () => {
      const tmf = await startTmfTestCore();
      try {
        const spans = await traceOf(async () => {
          expect((await callApi(line, { url: '/api/v1/account/line', headers: { ...demo, traceparent } })).status).toBe(200);
        });
        const calls = spans.filter((span) => span.parent?.startsWith('core ') && String(span.attributes['url.full'] ?? '').startsWith(tmf.config.baseUrl));
        expect(calls.length).toBeGreaterThan(0);
        expect(calls.map(({ attributes }) => [attributes['http.request.method'], attributes['http.response.status_code']])).toContainEqual(['GET', 200]);
        // The subscriber's number, which TMF reads carry in their query strings, is not recorded.
        expect(calls.map(({ attributes }) => attributes['url.full'])).toContain(`${tmf.config.baseUrl}/tmf-api/productInventory/v4/product?productSerialNumber=REDACTED`);
        expect(JSON.stringify(collector.spans)).not.toContain('7701234567');
      } finally {
        await tmf.close();
      }
    });
  },
  { kinds: ['pglite'] },
);
