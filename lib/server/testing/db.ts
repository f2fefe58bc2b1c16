/**
 * Real databases for tests: a fresh PGlite in a temporary directory always, and a fresh database on
 * the PostgreSQL server of TEST_DATABASE_URL when it is set (CI sets it), so data-layer tests prove both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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

export const testDatabaseKinds: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export function createTestDb(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  return kind === 'postgres' ? createPostgresTestDb(process.env.TEST_DATABASE_URL!) : createPgliteTestDb();
}

/**
 * Runs a suite once per database kind, with that database installed as the app's database
 * (so services and API handlers under test use it).
 */
export function describeEachDatabase(title: string, suite: (ctx: { db: () => TestDatabase }) => void): void {
  describe.each(testDatabaseKinds)(`${title} [%s]`, (kind) => {
    let current: TestDatabase;
    beforeAll(async () => {
      current = await createTestDb(kind);
      setDatabaseForTests(current);
    }, 60_000);
    afterAll(async () => {
      setDatabaseForTests(undefined);
      await current?.close();
    });
    suite({ db: () => current });
  });
}
