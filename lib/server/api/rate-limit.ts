/**
 * Rate limits (rate-limiter-flexible). Memory by default; RATE_LIMIT_STORE=postgres (with DATABASE_URL)
 * or redis (with REDIS_URL) share the counters between several servers.
 */
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { NextApiRequest } from 'next';
import { serverEnv } from '../env';
import { onShutdown } from '../shutdown';
import { ApiError } from './errors';

/** What a rule sees of a request: its validated query and body, the client, and the request itself. */
export interface RateLimitContext<Q = unknown, B = unknown> {
  ip: string;
  deviceId: string | null;
  query: Q;
  body: B;
  /** For rules that count the signed-in account (see ./code-check-limits.ts). */
  req: NextApiRequest;
}

export interface RateLimitRule<Q = unknown, B = unknown> {
  /** Unique name of the counter, e.g. 'feedback-ip'. */
  name: string;
  points: number;
  durationSeconds: number;
  /**
   * What is counted (an IP, a number, an account…); null skips the rule for this request. May look
   * something up (the account of the session), hence the promise.
   */
  key(ctx: RateLimitContext<Q, B>): string | null | Promise<string | null>;
}

const g = globalThis as typeof globalThis & { __operatorLimiters?: Map<string, Promise<RateLimiterAbstract>> };
const limiters = (g.__operatorLimiters ??= new Map());

const rg = globalThis as typeof globalThis & { __operatorLimitRedis?: Promise<import('ioredis').default> };

/**
 * One connection for every limiter of this server, ready before the first count: with the offline
 * queue off (a down Redis fails fast), a command sent while it still connects would fail.
 */
function redisClient(url: string): Promise<import('ioredis').default> {
  rg.__operatorLimitRedis ??= import('ioredis').then(({ default: Redis }) => {
    const client = new Redis(url, { enableOfflineQueue: false, disconnectTimeout: 100 });
    client.on('error', () => undefined); // each failed count falls back to the insurance limiter
    onShutdown('rate limits (redis)', 'clients', () => client.disconnect());
    return new Promise((resolve) => {
      const done = () => resolve(client);
      client.once('ready', done);
      setTimeout(done, 2_000).unref(); // Redis down at start: go on, counting in memory until it is back
    });
  });
  return rg.__operatorLimitRedis;
}

async function createLimiter(name: string, points: number, duration: number): Promise<RateLimiterAbstract> {
  const env = serverEnv();
  const options = { keyPrefix: `rl_${name}`, points, duration };
  if (env.RATE_LIMIT_STORE === 'postgres' && env.DATABASE_URL) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 2 });
    pool.on('error', () => undefined); // idle connections closed by the server are replaced on use
    onShutdown(`rate limit ${name} (postgres)`, 'database', () => pool.end());
    return new Promise((resolve, reject) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        { ...options, storeClient: pool, storeType: 'pool', tableName: 'rate_limits' },
        (error?: Error) => (error ? reject(error) : resolve(limiter)),
      );
    });
  }
  if (env.RATE_LIMIT_STORE === 'redis' && env.REDIS_URL) {
    return new RateLimiterRedis({
      ...options,
      storeClient: await redisClient(env.REDIS_URL),
      // While Redis is unreachable each server counts on its own rather than failing the request.
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }
  return new RateLimiterMemory(options);
}

function limiterFor(rule: RateLimitRule<any, any>): Promise<RateLimiterAbstract> {
  const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = createLimiter(rule.name, rule.points, rule.durationSeconds);
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Counts one attempt; throws a 429 with Retry-After when the limit is reached. */
export async function consumeRateLimit<Q, B>(rule: RateLimitRule<Q, B>, ctx: RateLimitContext<Q, B>): Promise<void> {
  const key = await rule.key(ctx);
  if (key === null) return;
  try {
    await (await limiterFor(rule)).consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new ApiError(429, 'errors.rateLimited', { values: { seconds }, headers: { 'Retry-After': String(seconds) } });
    }
    throw rejection;
  }
}

/**
 * Gives back the attempt `consumeRateLimit` counted (for limits on failures only: a right password
 * must not use up, or let an attacker use up, what a person needs to sign in).
 */
export async function refundRateLimit<Q, B>(rule: RateLimitRule<Q, B>, ctx: RateLimitContext<Q, B>): Promise<void> {
  const key = await rule.key(ctx);
  if (key === null) return;
  await (await limiterFor(rule)).reward(key, 1);
}

/** For tests: forget every counter (and this server's Redis connection, as a new server would). */
export function resetRateLimits(): void {
  limiters.clear();
  const client = rg.__operatorLimitRedis;
  rg.__operatorLimitRedis = undefined;
  void client?.then((c) => c.disconnect());
}
