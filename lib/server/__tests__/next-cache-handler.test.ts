import { randomBytes } from 'node:crypto';
import RedisCacheHandler from '../next-cache-handler.cjs';
import { describeWithRedis } from '@/lib/server/testing/redis';

const page = (html: string, headers: Record<string, string> = {}) => ({ kind: 'PAGES', html, pageData: { pageProps: { html } }, headers, status: 200 });

describeWithRedis("Next's page cache in Redis (CACHE_HANDLER=redis)", (redis) => {
  let prefix: string;
  // Two handlers on one Redis stand for two servers.
  let serverA: RedisCacheHandler;
  let serverB: RedisCacheHandler;
  beforeEach(() => {
    prefix = `test:${randomBytes(4).toString('hex')}:`;
    serverA = new RedisCacheHandler({ redisUrl: redis().url, keyPrefix: prefix });
    serverB = new RedisCacheHandler({ redisUrl: redis().url, keyPrefix: prefix });
  });
  afterAll(() => RedisCacheHandler.close());

  it('a page written by one server is read, whole and with its lifetime, by the other', async () => {
    await serverA.set('/en/personal', page('<h1>Personal</h1>'), { cacheControl: { revalidate: 300, expire: undefined } });
    const entry = await serverB.get('/en/personal');
    expect(entry?.value).toEqual(page('<h1>Personal</h1>'));
    expect(entry?.cacheControl).toEqual({ revalidate: 300 });
    expect(Date.now() - entry!.lastModified).toBeLessThan(5_000);
    expect(await serverB.get('/personal')).toBeNull(); // another locale is another page
  });

  it('a revalidation (a new set after publish) replaces the page for every server', async () => {
    await serverA.set('/en/about-us', page('old'), { cacheControl: { revalidate: 300 } });
    await serverB.set('/en/about-us', page('new'), { cacheControl: { revalidate: 300 } });
    expect((await serverA.get('/en/about-us'))?.value).toEqual(page('new'));
  });

  it("Redis forgets an entry after twice its revalidate time (at least a minute), or after Next's expire", async () => {
    const { default: Redis } = await import('ioredis');
    const probe = new Redis(redis().url);
    try {
      await serverA.set('/a', page('a'), { cacheControl: { revalidate: 300 } });
      await serverA.set('/b', page('b'), { cacheControl: { revalidate: 5 } });
      await serverA.set('/c', page('c'), { cacheControl: { revalidate: 300, expire: 900 } });
      await serverA.set('/d', page('d'), { cacheControl: { revalidate: false } });
      expect(await probe.ttl(`${prefix}/a`)).toBeGreaterThan(590);
      expect(await probe.ttl(`${prefix}/a`)).toBeLessThanOrEqual(600);
      expect(await probe.ttl(`${prefix}/b`)).toBe(60);
      expect(await probe.ttl(`${prefix}/c`)).toBeGreaterThan(890);
      expect(await probe.ttl(`${prefix}/d`)).toBe(-1); // kept until replaced
    } finally {
      probe.disconnect();
    }
  });

  it('revalidateTag on one server turns the tagged entries into misses on every server', async () => {
    await serverA.set('/tagged', page('t', { 'x-next-cache-tags': 'content,prices' }), { cacheControl: { revalidate: 300 } });
    await serverA.set('/other', page('o', { 'x-next-cache-tags': 'blog' }), { cacheControl: { revalidate: 300 } });
    await new Promise((r) => setTimeout(r, 5));
    await serverB.revalidateTag('prices');
    expect(await serverA.get('/tagged')).toBeNull();
    expect((await serverA.get('/other'))?.value).toEqual(page('o', { 'x-next-cache-tags': 'blog' }));
  });

  it('a Buffer in a value comes back as a Buffer', async () => {
    await serverA.set('/buf', { kind: 'APP_ROUTE', body: Buffer.from('héllo'), status: 200, headers: {} }, { cacheControl: { revalidate: 60 } });
    const value = (await serverB.get('/buf'))?.value as { body: Buffer };
    expect(Buffer.isBuffer(value.body)).toBe(true);
    expect(value.body.toString()).toBe('héllo');
  });
});

describe('Next page cache when Redis is down', () => {
  it('a get is a miss (the page is rendered) and a set is dropped, without throwing', async () => {
    const { freePort } = await import('@/lib/server/testing/redis');
    RedisCacheHandler.close();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const handler = new RedisCacheHandler({ redisUrl: `redis://127.0.0.1:${await freePort()}`, keyPrefix: 'down:' });
      await expect(handler.set('/x', page('x'), { cacheControl: { revalidate: 60 } })).resolves.toBeUndefined();
      await expect(handler.get('/x')).resolves.toBeNull();
    } finally {
      RedisCacheHandler.close();
      warn.mockRestore();
    }
  });
});
