/**
 * Real databases for tests: a fresh PGlite in a temporary directory always, and a fresh database on
 * the PostgreSQL server of TEST_DATABASE_URL when it is set, so data-layer tests prove both. CI must
 * set it: with `CI` set and no TEST_DATABASE_URL every data test fails instead of quietly running on
 * PGlite only (PGlite runs one query at a time, so a race test there proves nothing).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { resetRateLimits } from '../api/rate-limit';
import { invalidate as forgetCachedContent } from '../content/cache';
import { openDatabase, setDatabaseForTests, type DatabaseHandle } from '../db';
import { seed } from '../db/seed/index';

export interface TestDatabase extends DatabaseHandle {
  name: string;
}

export async function createPgliteTestDb(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-test-'));
  const handle = await openDatabase({ dataDir: dir });
  await seed(handle.db);
  return {
    ...handle,
    name: 'pglite',
    async close() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createPostgresTestDb(adminUrl: string): Promise<TestDatabase> {
  const { Client } = await import('pg');
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await seed(handle.db);
  return {
    ...handle,
    name: 'postgres',
    async close() {
      await handle.close();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** `CI` counts as set unless it is empty, "0" or "false" (how CI services and people spell "off"). */
const isCi = (value = process.env.CI) => value !== undefined && !['', '0', 'false'].includes(value.trim().toLowerCase());

export const CI_NEEDS_POSTGRES = 'CI must test on PostgreSQL: set TEST_DATABASE_URL';

if (isCi() && !process.env.TEST_DATABASE_URL) throw new Error(CI_NEEDS_POSTGRES);

export const testDatabaseKinds: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** What a race test's title says when no PostgreSQL run backs it (TEST_DATABASE_URL not set). */
export const PGLITE_ONLY_RACE = '[PGlite only: serialises queries, the race is not exercised]';

/**
 * The title of a test that fires parallel requests: as it is when the suite also runs on PostgreSQL,
 * marked when it ran on PGlite only (one query at a time: the requests cannot interleave there, so
 * passing proves nothing about the race).
 */
export function raceTitle(title: string, kinds: ReadonlyArray<'pglite' | 'postgres'> = testDatabaseKinds): string {
  return kinds.includes('postgres') ? title : `${title} ${PGLITE_ONLY_RACE}`;
}

/** `it` for a race test (parallel requests, Promise.all): its title says when PostgreSQL did not run it. */
export function itRace(title: string, fn: jest.ProvidesCallback, timeout?: number): void {
  it(raceTitle(title), fn, timeout);
}

export function createTestDb(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  return kind === 'postgres' ? createPostgresTestDb(process.env.TEST_DATABASE_URL!) : createPgliteTestDb();
}

/** In-process state that belongs to one database: cached pages and rate-limit counters. */
function forgetProcessState(): void {
  forgetCachedContent();
  resetRateLimits();
}

/**
 * Runs a suite once per database kind, with that database installed as the app's database
 * (so services and API handlers under test use it). Whatever the process cached of the previous
 * database is forgotten on the switch, so the two runs (in either order) do not see each other.
 */
export function describeEachDatabase(title: string, suite: (ctx: { db: () => TestDatabase }) => void): void {
  describe.each(testDatabaseKinds)(`${title} [%s]`, (kind) => {
    let current: TestDatabase;
    beforeAll(async () => {
      current = await createTestDb(kind);
      forgetProcessState();
      setDatabaseForTests(current);
    }, 60_000);
    afterAll(async () => {
      setDatabaseForTests(undefined);
      forgetProcessState();
      await current?.close();
    });
    suite({ db: () => current });
  });
}
