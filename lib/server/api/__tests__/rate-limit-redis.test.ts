import { randomBytes } from 'node:crypto';
import type { NextApiRequest } from 'next';
import { consumeRateLimit, resetRateLimits, type RateLimitRule } from '../rate-limit';
import { ApiError } from '../errors';
import { withEnv } from '@/lib/server/testing/env';
import { describeWithRedis, freePort } from '@/lib/server/testing/redis';

const ctx = { ip: '203.0.113.7', deviceId: null, query: {}, body: {}, req: {} as NextApiRequest };
const rule = (): RateLimitRule => ({ name: `test-${randomBytes(4).toString('hex')}`, points: 2, durationSeconds: 60, key: ({ ip }) => ip });
const status = (p: Promise<void>) => p.then(() => 200, (e: unknown) => (e instanceof ApiError ? e.status : 500));

describeWithRedis('Rate limits in Redis (RATE_LIMIT_STORE=redis)', (redis) => {
  afterEach(() => resetRateLimits());

  it('counts from the very first request after start, and the count is shared by a second server', async () => {
    await withEnv({ RATE_LIMIT_STORE: 'redis', REDIS_URL: redis().url }, async () => {
      const limit = rule();
      resetRateLimits();
      // Server A: the first request right after start used to fail (500) while Redis was still connecting.
      expect(await status(consumeRateLimit(limit, ctx))).toBe(200);
      resetRateLimits(); // "server B": its own limiter and connection, the same Redis
      expect(await status(consumeRateLimit(limit, ctx))).toBe(200);
      expect(await status(consumeRateLimit(limit, ctx))).toBe(429);
    });
  });
});

describe('Rate limits when Redis is down', () => {
  it('each server counts on its own instead of failing the request', async () => {
    await withEnv({ RATE_LIMIT_STORE: 'redis', REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, async () => {
      resetRateLimits();
      const limit = rule();
      expect(await status(consumeRateLimit(limit, ctx))).toBe(200);
      expect(await status(consumeRateLimit(limit, ctx))).toBe(200);
      expect(await status(consumeRateLimit(limit, ctx))).toBe(429);
      resetRateLimits();
    });
  }, 15_000);
});
