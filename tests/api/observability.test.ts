/**
 * Seeing inside a running server (issue 31): the metrics at GET /api/metrics, scraped and parsed as
 * Prometheus would; METRICS_TOKEN outside demo mode; GET /api/ready going 503 and back; log lines that
 * carry their request id and never a whole subscriber number.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler } from 'next';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { runDueJob } from '@/lib/server/jobs';
import { logger } from '@/lib/server/logger';
import { messaging } from '@/lib/server/messaging';
import { cached } from '@/lib/server/content/cache';
import { maskPhoneNumbers } from '@/lib/server/observability/mask';
import { closeReadinessRedis } from '@/lib/server/observability/readiness';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { enterEnv, enterRealDeployment, withEnv } from '@/lib/server/testing/env';
import { freshLine, freshScratchCard } from '@/lib/server/testing/operator';
import { freePort, NO_REDIS, redisAvailable, startTestRedis } from '@/lib/server/testing/redis';
import health from '@/pages/api/health';
import metricsRoute from '@/pages/api/metrics';
import ready from '@/pages/api/ready';
import cardRecharge from '@/pages/api/v1/recharge/card';
import scratchCard from '@/pages/api/v1/recharge/scratch-card';

/** The route as Next would serve it: Next's router leaves the matched route pattern on the request. */
function asNextRoute(page: string, handler: NextApiHandler): NextApiHandler {
  return (req, res) => {
    (req as unknown as Record<symbol, unknown>)[Symbol.for('NextInternalRequestMeta')] = { match: { definition: { page } } };
    return handler(req, res);
  };
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A small parser of Prometheus' text format (version 0.0.4): comments skipped, one sample a line. */
function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]] = pair[2].replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(headers: Record<string, string> = {}): Promise<Sample[]> {
  const reply = await callApi(metricsRoute, { url: '/api/metrics', headers });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(reply.text);
}

/** The value of the sample with this name and (at least) these labels; 0 when there is none yet. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found.reduce((sum, s) => sum + s.value, 0);
}

/** A server answering 204 to everything (an outside system that answers). */
async function answeringServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => res.writeHead(204).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Captures the JSON lines the app's logger writes (at info level) while `run` runs. */
async function captureLogs(run: () => Promise<void>): Promise<Array<Record<string, unknown>>> {
  const stream = (logger as unknown as Record<symbol, { write(line: string): boolean }>)[pino.symbols.streamSym];
  const lines: string[] = [];
  const spy = jest.spyOn(stream, 'write').mockImplementation((line: string) => {
    lines.push(line);
    return true;
  });
  const level = logger.level;
  logger.level = 'info';
  try {
    await run();
  } finally {
    logger.level = level;
    spy.mockRestore();
  }
  return lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>);
}

const IRAQI_MOBILE = /(?<!\d)(?:\+?964|0)?7[3-9]\d{8}(?!\d)/;

describe('subscriber numbers in logs', () => {
  it.each([
    ['07701234567', '0770***4567'],
    ['call 07501234567 now', 'call 0750***4567 now'],
    ['+9647801234567', '+964780***4567'],
    ['009647701234567', '00964770***4567'],
    ['9647701234567', '964770***4567'],
    ['"msisdn":"7701234567"', '"msisdn":"770***4567"'],
    ['/api/v1/line/07901234567?lang=en', '/api/v1/line/0790***4567?lang=en'],
  ])('%s is masked', (text, masked) => {
    expect(maskPhoneNumbers(text)).toBe(masked);
  });

  it.each([
    'amount 25000 IQD',
    'at 1764300000000', // a timestamp in ms
    'card 12345678901234',
    'order 077012345678901', // longer digit runs are not a phone number
    '"amount":7701234567', // a JSON number: left alone so the line stays JSON
  ])('%s is left alone', (text) => {
    expect(maskPhoneNumbers(text)).toBe(text);
  });
});

describeWithDatabase('observability', ({ db }) => {
  describe('log lines of a request', () => {
    it('carry its request id, from any module, after awaits, and mask numbers in messages, fields and bindings', async () => {
      const route = apiRoute({
        GET: endpoint({
          async handler({ log }) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            logger.info({ msisdn: '07701234567' }, 'looked up 07701234567 and +9647501234567');
            log.warn('handler log');
            logger.child({ line: '07801234567' }).error(new Error('core refused 07701234567'));
            return { data: null };
          },
        }),
      });
      let requestId: string | null = null;
      const lines = await captureLogs(async () => {
        const reply = await callApi(route, { url: '/x/07701234567' });
        requestId = reply.headers.get('x-request-id');
        logger.info('outside any request');
      });
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const ofRequest = lines.filter((line) => line.msg !== 'outside any request');
      expect(ofRequest).toHaveLength(3);
      for (const line of ofRequest) expect(line.requestId).toBe(requestId);
      expect(lines.find((line) => line.msg === 'outside any request')?.requestId).toBeUndefined();
      expect(ofRequest[0]).toMatchObject({ msisdn: '0770***4567', msg: 'looked up 0770***4567 and +964750***4567' });
      expect(ofRequest[1]).toMatchObject({ msg: 'handler log', path: '/x/0770***4567' });
      expect(ofRequest[2]).toMatchObject({ line: '0780***4567', msg: 'core refused 0770***4567' });
      expect(JSON.stringify(lines)).not.toMatch(IRAQI_MOBILE);
    });
  });

  describe('GET /api/metrics', () => {
    it('counts requests by route pattern, money operations, payments, messages, jobs, outside calls and cache use; no label is a number', async () => {
      const before = await scrape();
      const msisdn = await freshLine({ balance: 0 });
      const card = await freshScratchCard(5_000);
      const gateway = await answeringServer();
      try {
        // A request through Next's router (its route pattern), and one that did not come through it.
        expect((await callApi(asNextRoute('/api/health', health), { url: '/api/health' })).status).toBe(200);
        expect((await callApi(health, { url: '/api/v1/line/07701234567' })).status).toBe(200);
        // Money: a scratch card applied, then refused (used).
        const recharge = asNextRoute('/api/v1/recharge/scratch-card', scratchCard);
        expect((await callApi(recharge, { method: 'POST', url: '/api/v1/recharge/scratch-card?lang=en', body: { msisdn, cardNumber: card } })).status).toBe(200);
        expect((await callApi(recharge, { method: 'POST', url: '/api/v1/recharge/scratch-card?lang=en', body: { msisdn, cardNumber: card } })).status).not.toBe(200);
        // A card payment started.
        expect((await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', body: { msisdn, amount: 5_000 } })).status).toBe(200);
        // A code sent (demo mode: the outbox).
        await messaging().sendSms({ to: msisdn, text: 'Your code is 123456', code: '123456', purpose: 'login' });
        // Jobs: one that works, one that fails.
        await runDueJob({ name: 'metrics-test-ok', everyMs: 60_000, run: async () => 1 });
        await runDueJob({ name: 'metrics-test-failing', everyMs: 60_000, run: () => Promise.reject(new Error('down')) });
        // Outside calls: the SMS gateway answers; then it is gone.
        await withEnv({ DEMO_MODE: 'true', SMS_GATEWAY_URL: gateway.url }, async () => {
          await fetch(gateway.url, { method: 'POST' });
          await fetch(`http://127.0.0.1:${await freePort()}/sms`).catch(() => undefined);
        });
        // The content cache: a miss, then a hit.
        await cached(`page|/metrics-test|en|${msisdn}`, 60_000, async () => 1);
        await cached(`page|/metrics-test|en|${msisdn}`, 60_000, async () => 1);
      } finally {
        await gateway.close();
      }
      const after = await scrape();
      const moved = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);

      expect(moved('http_requests_total', { route: '/api/health', method: 'GET', status: '200' })).toBe(1);
      expect(moved('http_request_duration_seconds_count', { route: '/api/health', method: 'GET', status: '200' })).toBe(1);
      // The request at a concrete URL, and the first scrape (counted once its answer was over).
      expect(moved('http_requests_total', { route: 'unmatched', method: 'GET', status: '200' })).toBe(2);
      expect(moved('http_requests_total', { route: '/api/v1/recharge/scratch-card', method: 'POST', status: '200' })).toBe(1);
      expect(moved('http_requests_total', { route: '/api/v1/recharge/scratch-card', method: 'POST' })).toBe(2);

      expect(moved('money_operations_total', { operation: 'redeemScratchCard', reason: 'scratch-card', outcome: 'applied' })).toBe(1);
      expect(moved('money_operations_total', { operation: 'redeemScratchCard', reason: 'scratch-card', outcome: 'refused' })).toBe(1);
      expect(moved('operator_core_calls_total', { method: 'redeemScratchCard', outcome: 'ok' })).toBe(1);
      expect(moved('operator_core_calls_total', { method: 'redeemScratchCard', outcome: 'refused' })).toBe(1);
      expect(moved('operator_core_call_duration_seconds_count', { core: 'embedded', method: 'redeemScratchCard' })).toBe(2);

      expect(moved('payments_total', { method: 'demo-card', purpose: 'recharge', outcome: 'started' })).toBe(1);
      expect(moved('messages_total', { channel: 'sms', transport: 'outbox', purpose: 'login', outcome: 'sent' })).toBe(1);
      expect(moved('jobs_runs_total', { job: 'metrics-test-ok', outcome: 'ok' })).toBe(1);
      expect(moved('jobs_runs_total', { job: 'metrics-test-failing', outcome: 'failed' })).toBe(1);
      expect(moved('outside_calls_total', { service: 'sms-gateway', outcome: '2xx' })).toBe(1);
      expect(moved('outside_calls_total', { service: 'other', outcome: 'error' })).toBe(1);
      expect(moved('outside_call_duration_seconds_count', { service: 'sms-gateway' })).toBe(1);
      expect(moved('content_cache_requests_total', { cache: 'page', result: 'miss' })).toBe(1);
      expect(moved('content_cache_requests_total', { cache: 'page', result: 'hit' })).toBe(1);

      // The database pool, event-loop lag and the process.
      expect(valueOf(after, 'db_pool_connections', { database: db().kind, state: 'max' })).toBeGreaterThanOrEqual(1);
      expect(valueOf(after, 'db_pool_connections', { database: db().kind, state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(after.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
      expect(after.some((s) => s.name === 'process_resident_memory_bytes')).toBe(true);

      // Labels come from fixed sets: never a subscriber number, a card number or a code.
      const values = after.flatMap((s) => Object.values(s.labels));
      expect(values.filter((value) => IRAQI_MOBILE.test(value) || /\d{6,}/.test(value))).toEqual([]);
      expect(values).not.toContain(msisdn);
    });

    it('is open in demo mode; outside it, off (404) without METRICS_TOKEN and asks for the token (401) with it', async () => {
      expect((await callApi(metricsRoute, { url: '/api/metrics' })).status).toBe(200);

      const token = 'metrics-token-0123456789abcdef';
      let restore = enterRealDeployment();
      try {
        const off = await callApi(metricsRoute, { url: '/api/metrics', headers: { authorization: `Bearer ${token}` } });
        expect(off.status).toBe(404);
        expect(off.json).toMatchObject({ success: false, data: null });
      } finally {
        restore();
      }

      restore = enterRealDeployment({ METRICS_TOKEN: token });
      try {
        for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: token }] as Array<Record<string, string>>) {
          const refused = await callApi(metricsRoute, { url: '/api/metrics?lang=en', headers });
          expect(refused.status).toBe(401);
          expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
          expect(refused.json).toEqual({ data: null, success: false, message: 'Send the metrics token as a Bearer authorization.' });
        }
        const arabic = await callApi(metricsRoute, { url: '/api/metrics?lang=ar' });
        expect(arabic.json.message).toBe('أرسل رمز المقاييس في ترويسة التفويض بصيغة Bearer.');
        const samples = await scrape({ authorization: `Bearer ${token}` });
        expect(samples.some((s) => s.name === 'http_requests_total')).toBe(true);
      } finally {
        restore();
      }
    });
  });

  describe('GET /api/ready', () => {
    afterEach(closeReadinessRedis);

    it('is 503 naming the migrations while the database is behind the code, and 200 once they are applied', async () => {
      const ok = await callApi(ready, { url: '/api/ready?lang=en' });
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({ success: true, data: { ready: true, checks: { database: 'ok', migrations: 'ok' } } });

      // The newest migration not applied yet (a server of the next deploy, started before migrating).
      const database = db().db;
      const newest = (await database.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as {
        rows: Array<{ id: number; hash: string; created_at: string }>;
      };
      const row = newest.rows[0];
      await database.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
      try {
        const behind = await callApi(ready, { url: '/api/ready?lang=en' });
        expect(behind.status).toBe(503);
        expect(behind.headers.get('retry-after')).toBe('5');
        expect(behind.json).toEqual({
          success: false,
          data: { ready: false, checks: { database: 'ok', migrations: 'pending' } },
          message: 'Not ready yet: migrations not answering or not up to date.',
        });
      } finally {
        await database.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`);
      }
      expect((await callApi(ready, { url: '/api/ready' })).status).toBe(200);
    });

    (redisAvailable ? it : it.skip)(`is 503 naming Redis while REDIS_URL does not answer, and 200 when it does${redisAvailable ? '' : ` ${NO_REDIS}`}`, async () => {
      const restore = enterEnv({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
      try {
        const down = await callApi(ready, { url: '/api/ready?lang=en' });
        expect(down.status).toBe(503);
        expect(down.json).toMatchObject({ success: false, data: { ready: false, checks: { database: 'ok', migrations: 'ok', redis: 'down' } } });
        expect(down.json.message).toContain('redis');
      } finally {
        restore();
      }
      const redis = await startTestRedis();
      const back = enterEnv({ REDIS_URL: redis.url });
      try {
        const up = await callApi(ready, { url: '/api/ready' });
        expect(up.status).toBe(200);
        expect(up.json.data.checks).toEqual({ database: 'ok', migrations: 'ok', redis: 'ok' });
      } finally {
        back();
        await closeReadinessRedis();
        await redis.stop();
      }
    });
  });
});
