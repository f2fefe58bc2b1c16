import { setChannel } from '@/lib/server/realtime/channel';
import { redisChannel, type RedisChannel } from '@/lib/server/realtime/redis-channel';
import { describeWithRedis } from '@/lib/server/testing/redis';
import { cached, CONTENT_INVALIDATE_TOPIC, invalidate } from '../cache';
import { invalidatePageCache } from '../pages';

const until = async (check: () => boolean | Promise<boolean>, ms = 2_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
};

/** How many times `compute` ran for `key`: a cache hit does not run it again. */
function counter(key: string) {
  let runs = 0;
  return {
    read: () => cached(key, 60_000, async () => (runs += 1)),
    runs: () => runs,
  };
}

describeWithRedis('Content cache: a publish on one server clears the cached page on every server', (redis) => {
  // This test process is "server A"; serverB is another server's channel on the same Redis.
  let serverA: RedisChannel;
  let serverB: RedisChannel;
  beforeEach(async () => {
    serverA = redisChannel(redis().url);
    serverB = redisChannel(redis().url);
    setChannel(serverA);
    invalidate();
    await Promise.all([serverA.ready(), serverB.ready()]);
  });
  afterEach(async () => {
    setChannel(undefined);
    await Promise.all([serverA.close(), serverB.close()]);
  });

  it("server B's invalidation drops the matching entries here, and only those", async () => {
    const about = counter('page|/about-us|en');
    const home = counter('page|/|en');
    await about.read();
    await home.read();
    await about.read();
    expect(about.runs()).toBe(1); // served from the cache

    serverB.publish(CONTENT_INVALIDATE_TOPIC, 'page|/about-us|');
    expect(
      await until(async () => {
        await about.read();
        return about.runs() === 2;
      }),
    ).toBe(true);
    await home.read();
    expect(home.runs()).toBe(1);
  });

  it('a publish here (invalidatePageCache) tells server B which pages to drop', async () => {
    const heardOnB: Array<string | undefined> = [];
    serverB.subscribe(CONTENT_INVALIDATE_TOPIC, (prefix) => heardOnB.push(prefix));
    const about = counter('page|/about-us|ar');
    await about.read();

    invalidatePageCache('/about-us', 'ar');
    await about.read();
    expect(about.runs()).toBe(2); // dropped here at once, without waiting for Redis
    expect(await until(() => heardOnB.length === 1)).toBe(true);
    expect(heardOnB).toEqual(['page|/about-us|ar']);
  });
});
