/**
 * The database: embedded PostgreSQL (PGlite) under DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Same schema and migrations for both; migrations run on open. The seed is not
 * this module's business (it imports the services, which import this module): start-up runs it
 * (lib/server/startup.ts), tests run it through lib/server/testing/db.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverEnv } from '../env';
import { logger } from '../logger';
import { tracePgliteQueries } from '../observability/tracing';
import { onShutdown } from '../shutdown';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };
export { lockKey, type Tx } from './advisory-lock';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (PGlite's dumpDataDir), which OpenOptions.from starts from. */
  dumpDataDir?(): Promise<Blob>;
  /** The connection pool's use now (the metrics' db_pool_connections); PGlite is one connection. */
  poolStats?(): Omit<PoolStats, 'kind'>;
}

export interface PoolStats {
  kind: DatabaseHandle['kind'];
  /** Connections open. */
  total: number;
  /** Open and not in use. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface OpenOptions {
  /** PGlite directory (default DATA_DIR). */
  dataDir?: string;
  /** A PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** Seconds-long retries while a dead process's lock goes stale (servers); 0 in tests. */
  lockRetries?: number;
  /**
   * Tests only (lib/server/testing/db.ts): a new PGlite database starts from this tarball of a seeded
   * data directory (DatabaseHandle.dumpDataDir) instead of initdb, in an empty dataDir or in memory.
   */
  from?: Blob;
  /** Tests only: PGlite in memory instead of dataDir; nothing on disk, so nothing to lock or delete. */
  inMemory?: boolean;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/server/db/migrations');

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.inMemory) return startPglite({ loadDataDir: options.from });
  return openPglite(options.dataDir ?? serverEnv().DATA_DIR, options.lockRetries ?? 0, options.from);
}

async function openPglite(dataDir: string, lockRetries: number, from?: Blob): Promise<DatabaseHandle> {
  const root = path.resolve(dataDir);
  const release = await lockDataDir(root, lockRetries);
  try {
    // PGlite.create makes only the last level of the path (stack-notes.md).
    fs.mkdirSync(root, { recursive: true });
    const handle = await startPglite({ dataDir: path.join(root, 'pgdata'), loadDataDir: from });
    return {
      ...handle,
      async close() {
        await handle.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** PGlite on a directory, or in memory without one (optionally loaded from a dumped data directory). */
async function startPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  // PGlite ships contrib extensions separately: pg_trgm serves search (migration 0005).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = tracePgliteQueries(await PGlite.create({ ...options, extensions: { pg_trgm } }));
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    async dumpDataDir() {
      // A checkpoint first writes every change into the table files, so a database started from the
      // dump opens without replaying the write-ahead log.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const max = 10;
  const pool = new Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
  // replaces it on the next query.
  pool.on('error', (error) => logger.warn({ err: error.message }, 'idle PostgreSQL connection closed'));
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}

// One database per process, kept on globalThis: Next bundles API routes and pages separately, and two
// PGlite instances on one directory would corrupt it.
const g = globalThis as typeof globalThis & { __operatorDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  if (!g.__operatorDb) {
    const env = serverEnv();
    // 17 tries 2 s apart outlast the lock's 30 s stale time: a restart after a crash waits for it.
    g.__operatorDb = openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, lockRetries: 17 }).then(
      (handle) => {
        logger.info({ kind: handle.kind }, 'database ready');
        // Closed last when the server stops (the pool's connections; PGlite's directory lock, so a restart need not wait for it to go stale).
        onShutdown('database', 'database', () => handle.close());
        return handle;
      },
      (error: unknown) => {
        g.__operatorDb = undefined;
        throw error;
      },
    );
  }
  return g.__operatorDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** The pool's use now, when this process's database is open (never opens it, nor waits for it to open). */
export async function databasePoolStats(): Promise<PoolStats | null> {
  const pending = g.__operatorDb;
  if (!pending) return null;
  const handle = await Promise.race([pending.catch(() => undefined), new Promise<undefined>((resolve) => setTimeout(resolve, 50))]);
  const stats = handle?.poolStats?.();
  return handle && stats ? { kind: handle.kind, ...stats } : null;
}

/** Tests and tools inject their own database. */
export function setDatabaseForTests(handle: DatabaseHandle | undefined): void {
  g.__operatorDb = handle ? Promise.resolve(handle) : undefined;
}

/**
 * Tests: the suite's database is gone. Work the suite left behind (a timer, a callback still in flight)
 * is refused with this error instead of opening a database of its own: opening one loads modules, which
 * after the test file ended fails whatever file runs next in that worker, far from the cause.
 */
export function releaseDatabaseForTests(): void {
  const released = Promise.reject(new Error('the database was used after its test suite ended'));
  released.catch(() => {});
  g.__operatorDb = released;
}
