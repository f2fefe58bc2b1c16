import { randomBytes } from 'node:crypto';
import { channel, setChannel } from '../channel';
import { redisChannel, type RedisChannel } from '../redis-channel';
import { describeWithRedis, freePort, twoServersOnRedis } from '@/lib/server/testing/redis';
import { withEnv } from '@/lib/server/testing/env';

const topic = () => `test-${randomBytes(4).toString('hex')}`;

/** Resolves with the messages a subscription got once `count` arrived (or what it had after `ms`). */
function collect(ch: RedisChannel, name: string, count: number, ms = 2_000): Promise<Array<string | undefined>> {
  const got: Array<string | undefined> = [];
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(got), ms);
    ch.subscribe(name, (message) => {
      got.push(message);
      if (got.length === count) {
        clearTimeout(timer);
        // A little longer, so a duplicate delivery would be seen too.
        setTimeout(() => resolve(got), 150);
      }
    });
  });
}

describeWithRedis('Redis channel: live events across servers', (redis) => {
  const servers = twoServersOnRedis(redis);

  it('an event published on server A wakes the subscribers on server B, with its message', async () => {
    const name = topic();
    const onB = collect(servers.b, name, 2);
    servers.a.publish(name, 'page|/about-us|en');
    servers.a.publish(name);
    expect(await onB).toEqual(['page|/about-us|en', undefined]);
  });

  it("wakes the publishing server's own subscribers exactly once (in-process, not twice through Redis)", async () => {
    const name = topic();
    const onA = collect(servers.a, name, 1);
    servers.a.publish(name, 'x');
    expect(await onA).toEqual(['x']);
  });

  it('does not wake subscribers of another topic, and unsubscribing stops the wake-ups', async () => {
    const name = topic();
    const other = collect(servers.b, topic(), 1, 500);
    let calls = 0;
    const unsubscribe = servers.b.subscribe(name, () => void (calls += 1));
    const first = collect(servers.b, name, 1);
    servers.a.publish(name);
    await first;
    unsubscribe();
    const second = collect(servers.b, name, 1);
    servers.a.publish(name);
    await second;
    expect(calls).toBe(1);
    expect(await other).toEqual([]);
  });

  it('channel() is the Redis channel when REDIS_URL is set, and in-process without it', async () => {
    setChannel(undefined);
    try {
      await withEnv({ REDIS_URL: redis().url }, async () => {
        const shared = channel() as RedisChannel;
        expect(typeof shared.ready).toBe('function');
        await shared.ready();
        const name = topic();
        const onB = collect(servers.b, name, 1);
        shared.publish(name, 'from the app');
        expect(await onB).toEqual(['from the app']);
        await shared.close();
      });
      setChannel(undefined);
      await withEnv({ REDIS_URL: undefined }, () => {
        expect('ready' in channel()).toBe(false);
      });
    } finally {
      setChannel(undefined);
    }
  });
});

describe('Redis channel when Redis is down', () => {
  it('publishing neither throws nor fails the request, and local subscribers are still woken', async () => {
    const down = redisChannel(`redis://127.0.0.1:${await freePort()}`);
    const got: Array<string | undefined> = [];
    down.subscribe('t', (m) => got.push(m));
    expect(() => down.publish('t', 'still here')).not.toThrow();
    expect(got).toEqual(['still here']);
    // The failed publish is caught (no unhandled rejection fails this test run).
    await new Promise((r) => setTimeout(r, 300));
    await down.close();
  });
});
