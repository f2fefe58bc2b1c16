/**
 * The cluster of `npm run cluster` (issue 15, "Done when", first bullet): two production servers on one
 * PostgreSQL and one Redis behind nginx. Run by `npm run test:cluster` (CLUSTER_TEST=1): it needs a
 * production build (the e2e build in .next-e2e when there is one, else .next-cluster, built once) and
 * Debian's postgresql, redis-server and nginx; plain `jest` skips it, saying so in its title.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import Redis from 'ioredis';
import { Client } from 'pg';
import { streamTiming } from '@/lib/server/api/sse';
import { DEMO_APP_SECRET } from '@/lib/server/env';
import { REDIS_EVENTS } from '@/lib/server/realtime/redis-channel';

type Cluster = {
  url: string;
  servers: Array<{
    name: string;
    base: string;
    pid: number;
    stop: () => Promise<void>;
    /** How the server's process ended (scripts/prod-server.mjs). */
    exited: Promise<{ code: number | null; signal: string | null; at: number }>;
    /** The same server again on its port (a deploy's restart). */
    start: () => Promise<unknown>;
  }>;
  redisUrl: string;
  databaseUrl: string;
  stop: () => Promise<void>;
};

const distDir = process.env.NEXT_DIST_DIR ?? (existsSync('.next-e2e/BUILD_ID') ? '.next-e2e' : '.next-cluster');
const built = existsSync(`${distDir}/BUILD_ID`);
// Timeouts are about twice what a run takes on this 2-core machine, so a hang fails in seconds, not
// minutes: the cluster starts and signs in within 7 s. A build made first (no e2e build to reuse) adds up to
// 5 minutes: the e2e build took 76 s with webpack's cache, and a first build has none.
const START_MS = 15_000 + (built ? 0 : 300_000);
const isCi = !['', '0', 'false', undefined].includes(process.env.CI?.trim().toLowerCase());
// Debian's packages the cluster runs on. Missing on a developer's machine, the suite is skipped and its
// title says what to install; in CI (.ci/run installs them) a missing one fails the run instead.
const missing = [
  ['postgresql', existsSync('/usr/lib/postgresql')],
  ['redis-server', ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].some((p) => existsSync(p))],
  ['nginx', ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p))],
]
  .filter(([, present]) => !present)
  .map(([name]) => name);
const enabled = process.env.CLUSTER_TEST === '1' && (isCi || missing.length === 0);
const suite = enabled ? describe : describe.skip;
const title = enabled
  ? `cluster: two servers behind nginx (build ${distDir})`
  : process.env.CLUSTER_TEST !== '1'
    ? 'cluster [skipped: run `npm run test:cluster`]'
    : `cluster [skipped: apt-get install -y ${missing.join(' ')}]`;

const GRACE_MS = 10_000;
const page = (uri: string, lang: string) => `uri=${encodeURIComponent(uri)}&lang=${lang}`;
const heroPage = (title: string) => ({
  title: 'About us',
  layout: 'page',
  seo: { description: 'About Nour Mobile' },
  data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title } }] },
});

async function html(url: string): Promise<{ status: number; text: string; cache: string | null }> {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-cache-status') };
}

/** Polls `read` every 100 ms for `ms` until `ok`; answers its last value. */
async function within<T>(ms: number, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

type StreamEvent = { event: string; data: Record<string, unknown>; at: number };

/**
 * A Server-Sent Events stream read as a browser's EventSource would: every event with the moment it
 * arrived. `next(match, ms)` answers the first event that matches, as soon as it arrives.
 */
async function openStream(url: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: StreamEvent[] = [];
  const waiting = new Set<() => void>();
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const data = field('data');
          if (data === undefined) continue; // the retry line and heartbeats
          events.push({ event: field('event') ?? 'message', data: JSON.parse(data) as Record<string, unknown>, at: Date.now() });
          for (const check of [...waiting]) check();
        }
      }
    } catch {
      // closed by close() below
    }
  })();
  const next = (match: (event: StreamEvent) => boolean, ms: number) =>
    new Promise<StreamEvent>((resolve, reject) => {
      const check = () => {
        const hit = events.find(match);
        if (!hit) return;
        done();
        resolve(hit);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no matching event on ${url} within ${ms} ms (got ${JSON.stringify(events.map((e) => e.data))})`));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        waiting.delete(check);
      };
      waiting.add(check);
      check();
    });
  return {
    next,
    /** Resolves when the server ends the stream (or close() does). */
    ended: reading,
    close: () => {
      abort.abort();
      return reading;
    },
  };
}

interface Answer {
  status: number | string;
  body: { success?: boolean; data?: Record<string, unknown> } | null;
  /** The servers nginx asked, in order (X-Upstream). */
  upstream: string[];
}

/**
 * One HTTP request from a customer's own address (127.0.0.x: every loopback address is this machine),
 * so each simulated customer is its own client to nginx and to the per-IP limits, as on the internet.
 * A request unanswered within 20 s is an answer too ('no answer'): none may hang.
 */
function call(url: string, options: { from: string; method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.from,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: Answer['body'] = null;
          try {
            body = JSON.parse(text) as Answer['body'];
          } catch {
            // not JSON (an nginx error page): body stays null
          }
          resolve({ status: res.statusCode ?? 0, body, upstream: String(res.headers['x-upstream'] ?? '').split(', ').filter(Boolean) });
        });
        res.on('error', (error) => resolve({ status: `broken: ${error.message}`, body: null, upstream: [] }));
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error('no answer')));
    req.on('error', (error) => resolve({ status: error.message, body: null, upstream: [] }));
    req.end(payload);
  });
}

suite(title, () => {
  let cluster: Cluster;
  let starting: Promise<Cluster> | undefined;
  let cookie = '';
  const api = (base: string, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', cookie, ...(init.headers as Record<string, string>) } });

  beforeAll(async () => {
    // @ts-expect-error -- a plain ES module of scripts/, without types
    const { startCluster } = await import('../../scripts/cluster-lib.mjs');
    // CARE_HOURS=always: the live chat test must not depend on the hour in Baghdad.
    // showUpstream: nginx names the servers it asked (X-Upstream), for the failover test.
    // SHUTDOWN_GRACE_MS: a drain that waited for something that never ends fails in 10 s, not 25.
    starting = startCluster({ distDir, port: 0, skipBuild: built, env: { CARE_HOURS: 'always', SHUTDOWN_GRACE_MS: String(GRACE_MS) }, showUpstream: true }) as Promise<Cluster>;
    cluster = await starting;
    const signIn = await api(cluster.servers[0].base, '/api/editor/session?lang=en', {
      method: 'POST',
      body: JSON.stringify({ email: 'editor@example.com', password: 'Editor#2026pass' }),
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers.getSetCookie()[0].split(';')[0];
  }, START_MS);
  // Stopping takes under a second (each server drains, then exits); a server still up 5 s past its
  // grace is killed, so two hung servers take 2 × 15 s at most.
  afterAll(async () => {
    // A start that outlived its timeout may still finish: what it started is stopped too.
    const started = cluster ?? (await starting?.catch(() => undefined));
    await started?.stop();
  }, 40_000);

  it('a page published on server A is served new at once by server B, and through nginx within its 1 s micro-cache', async () => {
    const [a, b] = cluster.servers;
    const path = '/en/about-us';
    // Both servers and nginx have the page (so it is in the shared page cache and nginx's cache).
    for (const base of [a.base, b.base, cluster.url, cluster.url]) expect((await html(`${base}${path}`)).status).toBe(200);
    const newTitle = `Published on A ${randomBytes(3).toString('hex')}`;
    expect((await html(`${b.base}${path}`)).text).not.toContain(newTitle);

    expect((await api(a.base, `/api/editor/pages/content?${page('/about-us', 'en')}`, { method: 'PUT', body: JSON.stringify(heroPage(newTitle)) })).status).toBe(200);
    const published = await api(a.base, `/api/editor/pages/publish?${page('/about-us', 'en')}`, { method: 'POST' });
    expect(published.status).toBe(200);

    // Server B: the very next request (its own cached copy was the shared one, revalidated by A).
    expect((await html(`${b.base}${path}`)).text).toContain(newTitle);
    // The content API of server B (its in-process cache was dropped through Redis).
    const content = await (await fetch(`${b.base}/api/v2/site-map/content?${page('/about-us', 'en')}`)).text();
    expect(content).toContain(newTitle);
    // nginx: its micro-cache lets the old copy live 1 s at most.
    const viaNginx = await within(3_500, () => html(`${cluster.url}${path}`), (r) => r.text.includes(newTitle));
    expect(viaNginx.text).toContain(newTitle);
  });

  it('every request a server answers, a page or a static file as well as the API, is counted once in its metrics by route pattern and answered with its own request id', async () => {
    const [a] = cluster.servers;
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    /** http_requests_total of server A for this route, method GET and status (0 before the first). */
    const count = async (route: string, status: string) => {
      const text = await (await fetch(`${a.base}/api/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith(`http_requests_total{route="${route}",method="GET",status="${status}"}`));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const pageBefore = await count('/[[...slugs]]', '200');
    const healthBefore = await count('/api/health', '200');
    const missingBefore = await count('/404', '404');

    const pageAnswer = await fetch(`${a.base}/en/about-us`);
    expect(pageAnswer.status).toBe(200);
    const pageHtml = await pageAnswer.text();
    const pageId = pageAnswer.headers.get('x-request-id');
    expect(pageId).toMatch(uuid);
    const healthAnswer = await fetch(`${a.base}/api/health`);
    await healthAnswer.text();
    expect(healthAnswer.headers.get('x-request-id')).toMatch(uuid);
    expect(healthAnswer.headers.get('x-request-id')).not.toBe(pageId);
    const missing = await fetch(`${a.base}/en/no-such-page-${randomBytes(3).toString('hex')}`);
    await missing.text();
    expect(missing.status).toBe(404);
    // A built script of the page, counted under its folder, not under its own name.
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(pageHtml)?.[1];
    expect(script).toBeTruthy();
    const staticBefore = await count('/_next/static', '200');
    expect((await fetch(`${a.base}${script}`)).status).toBe(200);

    expect(await count('/[[...slugs]]', '200')).toBe(pageBefore + 1);
    // The API route counted once, by the server, not a second time by its own handler.
    expect(await count('/api/health', '200')).toBe(healthBefore + 1);
    expect(await count('/404', '404')).toBe(missingBefore + 1);
    expect(await count('/_next/static', '200')).toBe(staticBefore + 1);
  });

  it('a shared section published on server A renews every page that uses it, on server B and through nginx', async () => {
    const [a, b] = cluster.servers;
    const tag = randomBytes(3).toString('hex');
    const section = (text: string) => ({ data: { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'Heading-1', text } }] } });
    const created = await api(a.base, '/api/editor/sections?lang=en', { method: 'POST', body: JSON.stringify({ name: `Help ${tag}`, locale: 'en', ...section(`Help band ${tag}`) }) });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    expect((await api(a.base, `/api/editor/sections/publish?id=${id}&lang=en`, { method: 'POST' })).status).toBe(200);
    // Two pages show it, published, and are cached on both servers and in nginx.
    const uris = [`/shared-${tag}-a`, `/shared-${tag}-b`];
    for (const uri of uris) {
      expect((await api(a.base, '/api/editor/pages?lang=en', { method: 'POST', body: JSON.stringify({ uri, locale: 'en', title: uri }) })).status).toBe(201);
      const blocks = { ...heroPage(uri), title: uri, data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title: uri } }, { type: 'SharedSection', props: { id: 'Shared-1', sectionId: id } }] } };
      expect((await api(a.base, `/api/editor/pages/content?${page(uri, 'en')}`, { method: 'PUT', body: JSON.stringify(blocks) })).status).toBe(200);
      expect((await api(a.base, `/api/editor/pages/publish?${page(uri, 'en')}`, { method: 'POST' })).status).toBe(200);
      for (const base of [a.base, b.base, cluster.url, cluster.url]) expect((await html(`${base}/en${uri}`)).text).toContain(`Help band ${tag}`);
    }

    const newWords = `Help band, renewed ${tag}`;
    expect((await api(a.base, `/api/editor/sections/content?id=${id}&lang=en`, { method: 'PUT', body: JSON.stringify(section(newWords)) })).status).toBe(200);
    const published = await api(a.base, `/api/editor/sections/publish?id=${id}&lang=en`, { method: 'POST' });
    expect(published.status).toBe(200);
    expect(((await published.json()) as { data: { pages: Array<{ uri: string }> } }).data.pages.map((p) => p.uri).sort()).toEqual(uris);

    for (const uri of uris) {
      // Server B, at once: its page cache is the shared one A renewed; its content cache was dropped through Redis.
      expect((await html(`${b.base}/en${uri}`)).text).toContain(newWords);
      expect(await (await fetch(`${b.base}/api/v2/site-map/content?${page(uri, 'en')}`)).text()).toContain(newWords);
      // nginx: within its 1 s micro-cache.
      expect((await within(3_500, () => html(`${cluster.url}/en${uri}`), (r) => r.text.includes(newWords))).text).toContain(newWords);
    }
  });

  it('nginx caches a public page per host and path, and never what Cache-Control keeps private', async () => {
    const twice = async (url: string, headers: Record<string, string> = {}) => {
      // The first answer is read to its end: nginx stores a page once its body has arrived, and fetch
      // resolves at the headers, so a second request sent before that finds no entry yet (a MISS that
      // CI's slower machine once showed).
      await (await fetch(url, { headers })).text();
      const res = await fetch(url, { headers });
      await res.text();
      return { cache: res.headers.get('x-cache-status'), control: res.headers.get('cache-control') };
    };
    expect((await twice(`${cluster.url}/en/personal`)).cache).toBe('HIT');
    // Another path is another entry (Arabic at /personal is not the English page).
    const arabic = await fetch(`${cluster.url}/personal`);
    expect(arabic.headers.get('x-cache-status')).not.toBe('HIT');
    expect(await arabic.text()).toContain('lang="ar"');
    const health = await twice(`${cluster.url}/api/health`);
    expect(health.control).toContain('no-store');
    expect(health.cache).not.toBe('HIT');
    const signedIn = await twice(`${cluster.url}/api/editor/session`, { cookie });
    expect(signedIn.cache).not.toBe('HIT');
  });

  it('a rate limit counts the attempts on both servers together', async () => {
    const [a, b] = cluster.servers;
    // The sign-in allows 5 attempts per e-mail address per 15 minutes.
    const email = `nobody-${randomBytes(3).toString('hex')}@example.com`;
    const attempt = (base: string) =>
      api(base, '/api/editor/session?lang=en', { method: 'POST', body: JSON.stringify({ email, password: 'wrong-password-1' }), headers: { cookie: '' } }).then((r) => r.status);
    const statuses: number[] = [];
    for (const base of [a.base, b.base, a.base, b.base, a.base]) statuses.push(await attempt(base));
    expect(statuses.every((s) => s !== 429)).toBe(true);
    // The 6th, on B, which itself saw only 2: refused because A's 3 count too.
    expect(await attempt(b.base)).toBe(429);
    expect(await attempt(a.base)).toBe(429);
  });

  it('a scheduled publish runs exactly once with both servers up', async () => {
    const [a] = cluster.servers;
    const newTitle = `Scheduled ${randomBytes(3).toString('hex')}`;
    expect((await api(a.base, `/api/editor/pages/content?${page('/about-us', 'ar')}`, { method: 'PUT', body: JSON.stringify(heroPage(newTitle)) })).status).toBe(200);
    const at = new Date(Date.now() + 1_000).toISOString();
    expect((await api(a.base, `/api/editor/pages/schedule?${page('/about-us', 'ar')}`, { method: 'POST', body: JSON.stringify({ at }) })).status).toBe(200);

    const runs = async () => {
      const audit = (await (await api(a.base, '/api/editor/audit')).json()) as { data: Array<{ actor: string; action: string; uri: string; locale: string }> };
      return audit.data.filter((row) => row.actor === 'schedule' && row.action === 'publish' && row.uri === '/about-us' && row.locale === 'ar').length;
    };
    const database = new Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    try {
      const job = async () =>
        (
          await database.query<{ started: Date; running: Date | null; changed: number | null }>(
            "SELECT last_started_at AS started, running_until AS running, last_changed AS changed FROM job_schedule WHERE name = 'publish-scheduled'",
          )
        ).rows[0];
      // Due in 1 s, run at a server's next tick (every 10 s).
      expect(await within(15_000, runs, (n) => n > 0)).toBe(1);
      // The run that published (the job's next run is an interval, 10 s, away).
      const publishing = (await job()).started;
      // The job's next run has finished: claimed an interval after the publishing run, so both servers
      // (each ticks every 10 s) have looked at the job since, and the one that ran it found nothing
      // left to publish. Still one run.
      const next = await within(25_000, job, (j) => j.started > publishing && j.running === null);
      expect(next.started.getTime() - publishing.getTime()).toBeGreaterThanOrEqual(10_000);
      expect(next.running).toBeNull();
      expect(next.changed).toBe(0);
      expect(await runs()).toBe(1);
    } finally {
      await database.end();
    }
    expect((await html(`${cluster.servers[1].base}/about-us`)).text).toContain(newTitle);
  }, 40_000); // 14 to 17 s measured; at most about 22 s by design (1 s, a tick, the interval, a tick)

  it('a chat between a visitor on server A and the care desk on server B: each message arrives at once (Redis), not at the 2 s poll', async () => {
    const [a, b] = cluster.servers;
    // The agent has the desk open on B (its heartbeat and its stream); the visitor chats on A.
    expect((await api(b.base, '/api/editor/chat/presence', { method: 'POST' })).status).toBe(200);
    const started = await api(a.base, '/api/v1/chat/conversations?lang=en', { method: 'POST', headers: { cookie: '' } });
    expect(started.status).toBe(200);
    const visitor = started.headers.getSetCookie().find((line) => /^(__Host-)?chat=/.test(line))?.split(';')[0] ?? '';
    expect(visitor).not.toBe('');
    const conversationId = ((await started.json()) as { data: { conversation: { id: string } } }).data.conversation.id;
    const say = (text: string) => api(a.base, '/api/v1/chat/messages?lang=en', { method: 'POST', body: JSON.stringify({ body: text }), headers: { cookie: visitor } });
    const answer = (text: string) => api(b.base, `/api/editor/chat/conversations/${conversationId}/messages?lang=en`, { method: 'POST', body: JSON.stringify({ body: text }) });

    const visitorStream = await openStream(`${a.base}/api/v1/chat/stream`, visitor);
    const deskStream = await openStream(`${b.base}/api/editor/chat/stream`, cookie);
    const redis = new Redis(cluster.redisUrl);
    try {
      // A server subscribes to Redis at its first stream (or cached page): two subscribers are A and B.
      const listeners = async () => Number(((await redis.pubsub('NUMSUB', REDIS_EVENTS)) as [string, number])[1]);
      expect(await within(10_000, listeners, (n) => n >= 2)).toBeGreaterThanOrEqual(2);

      // Questions and answers in turn, each sent as soon as the one before arrived. With the streams'
      // database poll alone (every 2 s, lib/server/api/sse.ts), any two messages in a row would together
      // take a whole interval (from the desk stream's poll on B to the visitor stream's on A and back),
      // so one of them a second or more; every one under a quarter of the interval is Redis waking the
      // other server's stream.
      const delays: Array<{ message: string; ms: number }> = [];
      const pollMs = streamTiming().pollMs;
      for (let round = 1; round <= 3; round++) {
        for (const [message, send, stream] of [
          [`question ${round}`, say, deskStream],
          [`answer ${round}`, answer, visitorStream],
        ] as const) {
          const sent = Date.now();
          expect((await send(message)).status).toBe(200);
          const arrived = await stream.next((e) => e.event === 'message' && e.data.body === message, pollMs + 3_000);
          delays.push({ message, ms: arrived.at - sent });
        }
      }
      expect(delays.filter((d) => d.ms >= pollMs / 4)).toEqual([]);
    } finally {
      redis.disconnect();
      await Promise.all([visitorStream.close(), deskStream.close()]);
    }
  });

  it('SIGTERM with 50 purchases and recharges in flight: each is applied once with a success shown, or not applied with a failure shown; B answers meanwhile; A exits 0 within its grace and starts again', async () => {
    const [a, b] = cluster.servers;
    const address = (server: { base: string }) => new URL(server.base).host;
    const database = new Client({ connectionString: cluster.databaseUrl });
    const holder = new Client({ connectionString: cluster.databaseUrl });
    await Promise.all([database.connect(), holder.connect()]);
    try {
      // 50 customers, each with a line of its own (20,000 IQD), an address and a device: 25 buy the
      // 5,000 IQD add-on 101 (its code by SMS first), 25 recharge with a 5,000 IQD scratch card.
      const OPENING = 20_000;
      const base = String(randomInt(100_000)).padStart(5, '0');
      const customers = Array.from({ length: 50 }, (_, i) => ({
        msisdn: `0759${base}${String(i).padStart(2, '0')}`,
        from: `127.0.0.${20 + i}`,
        device: `sigterm-${base}-${i}`,
        kind: i % 2 === 0 ? ('purchase' as const) : ('recharge' as const),
        card: `9${String(randomInt(1e12)).padStart(12, '0')}${i % 10}`,
        pid: '',
        code: '',
      }));
      const cardHash = (number: string) => createHmac('sha256', DEMO_APP_SECRET).update(`scratch-card\n${number}`).digest('hex');
      for (const c of customers) {
        await database.query("INSERT INTO lines (msisdn, type) VALUES ($1, 'prepaid')", [c.msisdn]);
        await database.query("INSERT INTO ledger_entries (msisdn, amount, reason, reference) VALUES ($1, $2, 'opening', $3)", [c.msisdn, OPENING, `opening:${c.msisdn}`]);
        if (c.kind === 'recharge') await database.query('INSERT INTO scratch_cards (number_hash, value) VALUES ($1, 5000)', [cardHash(c.card)]);
      }
      const headers = (c: (typeof customers)[number]) => ({ deviceid: c.device });
      await Promise.all(
        customers
          .filter((c) => c.kind === 'purchase')
          .map(async (c) => {
            const started = await call(`${cluster.url}/api/v1/transactional?lang=en`, { from: c.from, method: 'POST', body: { msisdn: c.msisdn, addOnItemId: 101 }, headers: headers(c) });
            expect(started).toMatchObject({ status: 200, body: { success: true } });
            c.pid = String(started.body?.data?.PID);
            const outbox = await call(`${cluster.url}/api/dev/sms-outbox?msisdn=${c.msisdn}`, { from: c.from });
            c.code = (outbox.body?.data as unknown as Array<{ purpose: string; code: string | null }>).find((m) => m.purpose === 'addon' && m.code)?.code ?? '';
            expect(c.code).not.toBe('');
          }),
      );

      // A visitor's chat stream on A (the care desk open): it must end when A stops (the browser
      // reconnects through nginx to B).
      expect((await api(b.base, '/api/editor/chat/presence', { method: 'POST' })).status).toBe(200);
      const chat = await api(a.base, '/api/v1/chat/conversations?lang=en', { method: 'POST', headers: { cookie: '' } });
      const visitor = chat.headers.getSetCookie().find((line) => /^(__Host-)?chat=/.test(line))?.split(';')[0] ?? '';
      const stream = await openStream(`${a.base}/api/v1/chat/stream`, visitor);

      // The test holds the 50 lines, so every purchase and recharge waits inside its transaction (the
      // core locks the line first) until the test lets go: they are in flight on both servers at SIGTERM.
      await holder.query('BEGIN');
      await holder.query('SELECT msisdn FROM lines WHERE msisdn = ANY($1) FOR UPDATE', [customers.map((c) => c.msisdn)]);
      const answers = customers.map((c) =>
        c.kind === 'purchase'
          ? call(`${cluster.url}/api/v1/transactional/confirm/101?msisdn=${c.msisdn}&lang=en`, { from: c.from, method: 'POST', body: { passcode: c.code, PID: c.pid }, headers: headers(c) })
          : call(`${cluster.url}/api/v1/recharge/scratch-card?lang=en`, { from: c.from, method: 'POST', body: { msisdn: c.msisdn, cardNumber: c.card }, headers: headers(c) }),
      );
      // Each server's pool (10 connections) all waiting for the lines: both have requests in flight.
      const waiting = async () =>
        Number(
          (await database.query<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%from "lines"%for update%'`)).rows[0].n,
        );
      expect(await within(15_000, waiting, (n) => n >= 20)).toBeGreaterThanOrEqual(20);

      const signalled = Date.now();
      process.kill(a.pid, 'SIGTERM');
      // A stops listening at once: a new connection is refused (nginx then asks B).
      const refused = async () =>
        fetch(`${a.base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
          () => false,
          () => true,
        );
      expect(await within(5_000, refused, Boolean)).toBe(true);
      // Its event stream has ended (while its purchases still wait).
      const streamEnded = await Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))]);
      expect(streamEnded).toBe(true);
      // New requests meanwhile go to B: GETs answered at once; a POST that nginx could not deliver to A
      // (never received there, so it may go to B) is answered once B's pool is free again (its
      // connections all wait for the held lines too).
      const during = await Promise.all(Array.from({ length: 6 }, (_, i) => call(`${cluster.url}/api/health`, { from: `127.0.0.${90 + i}` })));
      const posted = call(`${cluster.url}/api/v1/chat/conversations?lang=en`, { from: '127.0.0.99', method: 'POST', headers: { 'content-type': 'application/json' } });

      await holder.query('COMMIT'); // the lines are free: the purchases and recharges go on
      during.push(await posted);
      expect(during.map((d) => ({ status: d.status, last: d.upstream.at(-1) }))).toEqual(during.map(() => ({ status: 200, last: address(b) })));
      const results = await Promise.all(answers);
      const exit = await a.exited;
      expect(exit.code).toBe(0);
      expect(exit.at - signalled).toBeLessThan(GRACE_MS);

      // What each customer was told, against the database.
      const wrong: string[] = [];
      for (const [i, c] of customers.entries()) {
        const told = results[i];
        const success = told.status === 200 && told.body?.success === true;
        const balance = Number((await database.query<{ b: string }>('SELECT coalesce(sum(amount), 0) AS b FROM ledger_entries WHERE msisdn = $1', [c.msisdn])).rows[0].b);
        const reference = c.kind === 'purchase' ? `purchase:${c.pid}` : `card:${cardHash(c.card)}`;
        const entries = Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries WHERE reference = $1', [reference])).rows[0].n);
        const done =
          c.kind === 'purchase'
            ? (await database.query<{ status: string }>('SELECT status FROM purchases WHERE id = $1', [c.pid])).rows[0]?.status === 'completed' &&
              Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM subscriptions WHERE msisdn = $1 AND addon_id = 101', [c.msisdn])).rows[0].n) === 1
            : (await database.query<{ used_by: string | null }>('SELECT used_by FROM scratch_cards WHERE number_hash = $1', [cardHash(c.card)])).rows[0]?.used_by === c.msisdn;
        const expected = success ? OPENING + (c.kind === 'purchase' ? -5_000 : 5_000) : OPENING;
        if (entries !== (success ? 1 : 0) || done !== success || balance !== expected) {
          wrong.push(`${c.kind} ${c.msisdn}: told ${told.status} ${JSON.stringify(told.body)}, ledger entries ${entries}, completed ${done}, balance ${balance}`);
        }
      }
      expect(wrong).toEqual([]);
      // The drain let every request in flight finish: all 50 succeeded, A's among them.
      expect(results.filter((r) => !(r.status === 200 && r.body?.success === true))).toEqual([]);
      expect(results.filter((r) => r.upstream.at(-1) === address(a)).length).toBeGreaterThan(0);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await Promise.all([database.end(), holder.end()]);
      // A deploy's restart: A serves again (the next test needs both servers).
      await a.stop();
      await a.start();
    }
    expect((await fetch(`${a.base}/api/health`)).status).toBe(200);
  }, 60_000);

  it('stopping one server loses no request through nginx: an uncached API route is answered by the other', async () => {
    const [a, b] = cluster.servers;
    const address = (server: { base: string }) => new URL(server.base).host;
    // /api/health is no-store, so nginx passes every request to a server (never from its cache);
    // X-Upstream names the servers nginx asked, in order.
    type Answer = { phase: 'before' | 'stopping' | 'after'; status: number | string; asked: string[] };
    const answers: Answer[] = [];
    let phase: Answer['phase'] = 'before';
    let flowing = true;
    // Set when A has stopped: nginx asks a failed server again after 5 s, so 12 s is ample.
    let until = Infinity;
    const answeredAfterStop = () => answers.filter((x) => x.phase === 'after').length;
    // The failover itself: nginx sent a request to A once A was stopping or gone, and B answered it.
    const retriedOnB = () => answers.some((x) => x.phase !== 'before' && x.asked[0] === address(a) && x.asked.at(-1) === address(b));
    // Requests flow until 40 were answered after A stopped AND the failover was seen. When A's first
    // failure happens to a request sent before it stopped (in flight at SIGTERM), nginx skips A for its
    // fail_timeout (5 s, scripts/cluster-lib.mjs) and then asks it again: the next failover comes then,
    // however many requests pass meanwhile. Waiting for that event, not for a request count, is what
    // makes the check independent of where the request in flight at SIGTERM went.
    const load = (async () => {
      while (flowing && Date.now() < until && (answeredAfterStop() < 40 || !retriedOnB())) {
        const asked = phase;
        try {
          const res = await fetch(`${cluster.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
          await res.text();
          answers.push({ phase: asked, status: res.status, asked: res.headers.get('x-upstream')?.split(', ') ?? [] });
        } catch (error) {
          answers.push({ phase: asked, status: String(error), asked: [] });
        }
      }
    })();
    try {
      // Requests flow to both servers before one stops.
      const servedBefore = (list: Answer[]) => new Set(list.filter((x) => x.phase === 'before' && x.asked.length === 1).map((x) => x.asked[0]));
      expect(await within(10_000, async () => servedBefore(answers), (served) => served.size === 2)).toEqual(new Set([address(a), address(b)]));
      phase = 'stopping';
      await a.stop();
      phase = 'after';
      until = Date.now() + 12_000;
      // A is gone: asked directly, it refuses the connection (the event the 'after' phase stands for).
      await expect(fetch(`${a.base}/api/health`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
      await load;
    } finally {
      flowing = false;
      await load;
    }
    expect(answers.filter((x) => x.status !== 200)).toEqual([]);
    expect(answeredAfterStop()).toBeGreaterThanOrEqual(40);
    // Once A has stopped everything is answered by B, and a request nginx sent to A was retried on B.
    expect(answers.filter((x) => x.phase === 'after' && x.asked.at(-1) !== address(b))).toEqual([]);
    expect(retriedOnB()).toBe(true);
  }, 25_000); // 4 to 5 s measured; 6 s when the failover waited for nginx's 5 s fail_timeout
});
