/**
 * Readiness (GET /api/ready, issue 31): whether this server can serve requests now, for nginx and an
 * orchestrator deciding where to send traffic. /api/health stays the liveness answer (the process runs).
 *
 * Ready when, each within CHECK_TIMEOUT_MS:
 * - database: the database answers a query (a server still opening it, or whose PostgreSQL is down,
 *   is not ready);
 * - migrations: every migration of this code's lib/server/db/migrations is applied (a server started
 *   against a database another deploy has not migrated yet is not ready);
 * - redis: when REDIS_URL is set, Redis answers PING.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDatabase, MIGRATIONS_FOLDER, type Database } from '../db';
import { serverEnv } from '../env';
import { isDraining } from '../shutdown';

export const CHECK_TIMEOUT_MS = 2_000;

export type CheckState = 'ok' | 'down' | 'timeout' | 'pending' | 'draining';

export interface Readiness {
  ready: boolean;
  /**
   * Each part's state; only `server: 'draining'` once a stop signal came (../shutdown.ts), so the balancer
   * sends new work elsewhere at once, with nothing else asked of a server on its way out.
   */
  checks: { database?: CheckState; migrations?: CheckState; redis?: CheckState; server?: CheckState };
}

class CheckTimeout extends Error {}

function within<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const failed = (error: unknown): CheckState => (error instanceof CheckTimeout ? 'timeout' : 'down');

let newest: number | undefined;

/** The creation time (`when`) of the newest migration this code has. */
function newestMigration(): number {
  if (newest !== undefined) return newest;
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return (newest = Math.max(...journal.entries.map((entry) => entry.when)));
}

/** Drizzle records each applied migration with its `when` as created_at; none recorded: nothing applied. */
async function migrationsApplied(db: Database): Promise<boolean> {
  try {
    const result = (await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ newest: unknown }> };
    return Number(result.rows[0]?.newest ?? 0) >= newestMigration();
  } catch (error) {
    if ((error as { code?: unknown; cause?: { code?: unknown } })?.code === '42P01' || (error as { cause?: { code?: unknown } })?.cause?.code === '42P01') return false;
    throw error;
  }
}

async function checkDatabase(): Promise<Pick<Readiness['checks'], 'database' | 'migrations'>> {
  try {
    return await within(
      (async () => {
        const { db } = await getDatabase();
        await db.execute(sql`select 1`);
        return { database: 'ok' as const, migrations: (await migrationsApplied(db)) ? ('ok' as const) : ('pending' as const) };
      })(),
    );
  } catch (error) {
    return { database: failed(error), migrations: 'pending' };
  }
}

type RedisClient = import('ioredis').default;
const g = globalThis as typeof globalThis & { __operatorReadyRedis?: { url: string; client: Promise<RedisClient> } };

/** One client per process for the check (it reconnects on its own; a command fails at once while Redis is down). */
function redisClient(url: string): Promise<RedisClient> {
  if (g.__operatorReadyRedis?.url !== url) {
    void closeReadinessRedis();
    const client = import('ioredis').then(({ default: Redis }) => {
      const redis = new Redis(url, { maxRetriesPerRequest: 0, connectTimeout: CHECK_TIMEOUT_MS, disconnectTimeout: 100 });
      redis.on('error', () => undefined); // reported by the check, not as an unhandled error
      return redis;
    });
    g.__operatorReadyRedis = { url, client };
  }
  return g.__operatorReadyRedis.client;
}

async function checkRedis(url: string): Promise<CheckState> {
  try {
    const redis = await redisClient(url);
    return (await within(redis.ping())) === 'PONG' ? 'ok' : 'down';
  } catch (error) {
    return failed(error);
  }
}

export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, checks: { server: 'draining' } };
  const redisUrl = serverEnv().REDIS_URL;
  const [database, redis] = await Promise.all([checkDatabase(), redisUrl ? checkRedis(redisUrl) : undefined]);
  const checks: Readiness['checks'] = { ...database, ...(redis ? { redis } : {}) };
  return { ready: Object.values(checks).every((state) => state === 'ok'), checks };
}

/** Closes the check's Redis connection (tests; a new one is made at the next check). */
export async function closeReadinessRedis(): Promise<void> {
  const current = g.__operatorReadyRedis;
  g.__operatorReadyRedis = undefined;
  if (current) (await current.client).disconnect();
}
