/**
 * This server's metrics in Prometheus' text format (GET /api/metrics, issue 31). One registry per
 * process, kept on globalThis: Next bundles API routes and pages separately, and every bundle's copy of
 * this module must count into the same metrics. Each server exposes its own; Prometheus scrapes each
 * server and adds them up.
 *
 * Labels come only from fixed sets (route patterns, method ids, job names, outcome enums, purposes
 * written in our code): never a subscriber number, a token, a code or anything else a client sent.
 * Every value is checked here (`oneOf`, `word`) before it becomes a label, so a caller that passes
 * something else by mistake produces `other`, not a new time series.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { databasePoolStats } from '../db';
import { watchOutsideCalls } from './outside-calls';

/** Seconds: from a fast cache hit to the operator core's time limit. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metric = { registers: [registry] };
  return {
    registry,
    httpRequests: new Counter({
      ...metric,
      name: 'http_requests_total',
      help: 'HTTP requests answered (pages, static files and the API), by route pattern, method and status (499: the client left first).',
      labelNames: ['route', 'method', 'status'] as const,
    }),
    httpDuration: new Histogram({
      ...metric,
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: DURATION_BUCKETS,
    }),
    moneyOperations: new Counter({
      ...metric,
      name: 'money_operations_total',
      help: 'Operator-core operations that change something, by operation, reason and outcome (applied, replayed, refused, failed, unconfirmed).',
      labelNames: ['operation', 'reason', 'outcome'] as const,
    }),
    coreCalls: new Counter({
      ...metric,
      name: 'operator_core_calls_total',
      help: 'Operator-core calls, by method and outcome (ok, refused, failed, unconfirmed).',
      labelNames: ['core', 'method', 'outcome'] as const,
    }),
    coreDuration: new Histogram({
      ...metric,
      name: 'operator_core_call_duration_seconds',
      help: 'Operator-core call latency, by method.',
      labelNames: ['core', 'method'] as const,
      buckets: DURATION_BUCKETS,
    }),
    messages: new Counter({
      ...metric,
      name: 'messages_total',
      help: 'SMS and e-mails handed to a transport, by channel, transport, purpose and outcome (sent, queued, failed).',
      labelNames: ['channel', 'transport', 'purpose', 'outcome'] as const,
    }),
    smppSubmits: new Counter({
      ...metric,
      name: 'sms_smpp_submits_total',
      help: 'SMS queue tries over SMPP, by outcome (sent, retry, failed, in-doubt).',
      labelNames: ['outcome'] as const,
    }),
    payments: new Counter({
      ...metric,
      name: 'payments_total',
      help: 'Payments by method, purpose and outcome (started, succeeded, declined, refused, error).',
      labelNames: ['method', 'purpose', 'outcome'] as const,
    }),
    jobRuns: new Counter({
      ...metric,
      name: 'jobs_runs_total',
      help: 'Job runs on this server, by job and outcome (ok, failed).',
      labelNames: ['job', 'outcome'] as const,
    }),
    jobDuration: new Histogram({
      ...metric,
      name: 'job_duration_seconds',
      help: 'Time a job run took, by job.',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    }),
    outsideCalls: new Counter({
      ...metric,
      name: 'outside_calls_total',
      help: 'HTTP calls to outside systems, by service and outcome (status class, error, timeout).',
      labelNames: ['service', 'outcome'] as const,
    }),
    outsideDuration: new Histogram({
      ...metric,
      name: 'outside_call_duration_seconds',
      help: 'Time to the response headers (or the failure) of an HTTP call to an outside system, by service.',
      labelNames: ['service'] as const,
      buckets: DURATION_BUCKETS,
    }),
    cache: new Counter({
      ...metric,
      name: 'content_cache_requests_total',
      help: 'Content cache lookups on this server, by cache and result (hit, miss).',
      labelNames: ['cache', 'result'] as const,
    }),
    dbPool: new Gauge({
      ...metric,
      name: 'db_pool_connections',
      help: 'Database connections of this server by state (total, idle, waiting: queries waiting for one; max). PGlite: one connection.',
      labelNames: ['database', 'state'] as const,
      async collect() {
        this.reset();
        const stats = await databasePoolStats();
        if (!stats) return;
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ database: stats.kind, state }, stats[state]);
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const g = globalThis as typeof globalThis & { __operatorMetrics?: Metrics };

/** This process's metrics (made, and the outside-call watch started, on first use). */
export function metrics(): Metrics {
  if (!g.__operatorMetrics) {
    g.__operatorMetrics = createMetrics();
    watchOutsideCalls(g.__operatorMetrics);
  }
  return g.__operatorMetrics;
}

/** The exposition: its text and content type. */
export async function renderMetrics(): Promise<{ text: string; contentType: string }> {
  const { registry } = metrics();
  return { text: await registry.metrics(), contentType: registry.contentType };
}

// ------------------------------------------------------------------------------------------------
// Labels from fixed sets

/** `value` when it is one of `allowed`, else `other`. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | 'other' {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : 'other';
}

/**
 * An identifier written in our code (a purpose, a job name, a method id): lower-case letters, digits
 * and dashes, starting with a letter, at most 48 characters; anything else (a number, a token) is `other`.
 */
export function word(value: unknown): string {
  return typeof value === 'string' && /^[a-z][a-z0-9-]{0,47}$/i.test(value) ? value : 'other';
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Where Next keeps what it knows of a request (its matched route among it). */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta');

/** Next's own files, named by their folder (each file would be a time series of its own). */
const NEXT_FILES = ['/_next/static', '/_next/image', '/_next/data'] as const;

/**
 * The route pattern that served `req` (`/api/v1/payments/[orderId]/callback`, `/[[...slugs]]`), as Next
 * matched it; never the concrete URL. Next's built files count under their folder (`/_next/static`).
 * `unmatched` when Next did not say (a request that did not come through Next's router).
 */
export function routePattern(req: IncomingMessage): string {
  const meta = (req as unknown as Record<symbol, { match?: { definition?: { page?: unknown } } } | undefined>)[NEXT_REQUEST_META];
  const page = meta?.match?.definition?.page;
  if (typeof page === 'string' && /^(\/[\w[\].-]+)*\/?$/.test(page) && page.length <= 120) return page;
  const url = req.url ?? '';
  return NEXT_FILES.find((folder) => url.startsWith(`${folder}/`)) ?? 'unmatched';
}

/** Counts `res` in the request metrics once it is over (answered, or left by the client: 499). */
export function observeRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const labels = {
      route: routePattern(req),
      method: oneOf((req.method ?? 'GET').toUpperCase(), METHODS),
      status: String(res.writableFinished ? res.statusCode : 499),
    };
    const m = metrics();
    m.httpRequests.inc(labels);
    m.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  });
}
