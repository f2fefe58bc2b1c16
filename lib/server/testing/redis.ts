/**
 * A real Redis for tests: TEST_REDIS_URL when set (CI starts one with scripts/start-test-redis.sh),
 * else a redis-server this test file starts on a free port and stops after. Without either, the
 * suites are skipped with a title that says so; CI must have one (like TEST_DATABASE_URL).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { redisChannel, type RedisChannel } from '../realtime/redis-channel';

const isCi = (value = process.env.CI) => value !== undefined && !['', '0', 'false'].includes(value.trim().toLowerCase());

export const redisAvailable: boolean =
  Boolean(process.env.TEST_REDIS_URL) || spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

if (isCi() && !redisAvailable) throw new Error('CI must test the shared state on Redis: install redis-server or set TEST_REDIS_URL');

export const NO_REDIS = '[skipped: no redis-server and no TEST_REDIS_URL]';

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startTestRedis(): Promise<TestRedis> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => undefined };
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const { default: Redis } = await import('ioredis');
  for (let i = 0; i < 100; i++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, disconnectTimeout: 50 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch {
      probe.disconnect();
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** `describe` with a Redis for the suite, or a skipped suite whose title says why. */
export function describeWithRedis(title: string, suite: (redis: () => TestRedis) => void): void {
  if (!redisAvailable) {
    describe.skip(`${title} ${NO_REDIS}`, () => suite(() => ({ url: '', stop: async () => undefined })));
    return;
  }
  describe(title, () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await startTestRedis();
    }, 30_000);
    afterAll(() => redis?.stop());
    suite(() => redis);
  });
}

/**
 * Two servers on the test Redis, for the tests of what crosses servers: `servers.a` and `servers.b`
 * are two channels, each with its own connections and its own in-process emitter, as two servers have.
 * Made ready before each test and closed after it. Call inside describeWithRedis.
 */
export function twoServersOnRedis(redis: () => TestRedis): { a: RedisChannel; b: RedisChannel } {
  const servers = {} as { a: RedisChannel; b: RedisChannel };
  beforeEach(async () => {
    servers.a = redisChannel(redis().url);
    servers.b = redisChannel(redis().url);
    await Promise.all([servers.a.ready(), servers.b.ready()]);
  });
  afterEach(() => Promise.all([servers.a.close(), servers.b.close()]));
  return servers;
}
