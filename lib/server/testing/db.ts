/**
 * Real databases for tests: a fresh PGlite in memory always, and a fresh database on
 * the PostgreSQL server of TEST_DATABASE_URL when it is set, so data-layer tests prove both. CI must
 * set it: with `CI` set and no TEST_DATABASE_URL every data test fails instead of quietly running on
 * PGlite only (PGlite runs one query at a time, so a race test there proves nothing).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { resetRateLimits } from '../api/rate-limit';
import { invalidate as forgetCachedContent } from '../content/cache';
import { openDatabase, releaseDatabaseForTests, setDatabaseForTests, type DatabaseHandle } from '../db';
import { seed } from '../db/seed/index';
import { serverEnv } from '../env';

export interface TestDatabase extends DatabaseHandle {
  name: string;
}

/**
 * Migrating and seeding a database takes about 5 s on PGlite and 2 s on PostgreSQL, and some 70 suites
 * need one. So the first suite of a test run (jest.config.mjs names the run in OPERATOR_TEST_RUN) seeds
 * a template and every later one copies it: PGlite's data directory is dumped to a tarball that each
 * suite loads into an in-memory PGlite, PostgreSQL's database is created `TEMPLATE` it. Templates are
 * kept per seed input (demo mode, editor password, app secret) and removed when the run ends
 * (jest.teardown.mjs). Without a run name each suite seeds its own.
 *
 * PGlite in memory rather than a copied directory: copying the template's 1,400 files and deleting
 * them afterwards cost about 3 s a suite on a busy machine, booting from the tarball well under 1 s.
 * The data directory itself (lock, reopen) is proved by lib/server/db/__tests__/database.test.ts.
 */
const testRun = () => process.env.OPERATOR_TEST_RUN?.replace(/[^a-z0-9]/gi, '').slice(0, 16);

function seedKey(): string {
  const env = serverEnv();
  return createHash('sha256').update(JSON.stringify([env.demoMode, env.EDITOR_PASSWORD, env.APP_SECRET])).digest('hex').slice(0, 10);
}

export const templateRoot = (run: string) => path.join(os.tmpdir(), `operator-test-templates-${run}`);

async function freshPglite(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ inMemory: true });
  await seed(handle.db);
  return handle;
}

/** The seeded template's tarball for this run, made by the first suite that asks. */
async function pgliteTemplate(run: string): Promise<Blob> {
  const template = path.join(templateRoot(run), `pglite-${seedKey()}.tar`);
  if (!fs.existsSync(template)) {
    const handle = await freshPglite();
    const tarball = await handle.dumpDataDir!();
    await handle.close();
    fs.mkdirSync(templateRoot(run), { recursive: true });
    const building = `${template}.${randomBytes(6).toString('hex')}`;
    fs.writeFileSync(building, new Uint8Array(await tarball.arrayBuffer()));
    // Atomic: a suite of the other worker reads no file or a whole one. When both build at once the
    // first link wins and is never replaced: a file renamed over another made the Blob a suite had
    // opened on it unreadable ("NotReadableError: The blob could not be read").
    try {
      fs.linkSync(building, template);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    fs.unlinkSync(building);
  }
  return fs.openAsBlob(template);
}

/**
 * A tarball of a migrated and seeded PGlite data directory (this run's template), for tests of the data
 * directory itself: `openDatabase({ dataDir, from })` starts from it instead of a slow initdb.
 */
export async function seededPgliteTarball(): Promise<Blob> {
  const run = testRun();
  if (run) return pgliteTemplate(run);
  const handle = await freshPglite();
  const tarball = await handle.dumpDataDir!();
  await handle.close();
  return tarball;
}

export async function createPgliteTestDb(): Promise<TestDatabase> {
  const run = testRun();
  // In memory: nothing to delete when the suite closes it.
  const handle = run ? await openDatabase({ inMemory: true, from: await pgliteTemplate(run) }) : await freshPglite();
  return { ...handle, name: 'pglite' };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** PostgreSQL's seeded template database for this run, made by the first suite that asks. */
async function postgresTemplate(adminUrl: string, run: string): Promise<string> {
  const template = `test_template_${run}_${seedKey()}`.toLowerCase();
  const building = `test_building_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${building}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
  await seed(handle.db);
  await handle.close();
  try {
    await adminQuery(adminUrl, `ALTER DATABASE ${building} RENAME TO ${template}`);
  } catch {
    // Another worker's template won the name.
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  }
  return template;
}

const postgresTemplates = new Map<string, string>();

async function createFromTemplate(adminUrl: string, dbName: string, run: string): Promise<void> {
  const key = `${run}:${seedKey()}`;
  let template = postgresTemplates.get(key) ?? `test_template_${run}_${seedKey()}`.toLowerCase();
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${dbName} TEMPLATE ${template}`);
      postgresTemplates.set(key, template);
      return;
    } catch (error) {
      const message = (error as Error).message;
      if (/does not exist/.test(message) && attempt === 0) template = await postgresTemplate(adminUrl, run);
      // Two suites copying the template at the same moment: PostgreSQL refuses the second one briefly.
      else if (/being accessed by other users/.test(message) && attempt < 20) await new Promise((r) => setTimeout(r, 250));
      else throw error;
    }
  }
}

export async function createPostgresTestDb(adminUrl: string): Promise<TestDatabase> {
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  const run = testRun();
  if (run) await createFromTemplate(adminUrl, dbName, run);
  else await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, dbName) });
  if (!run) await seed(handle.db);
  return {
    ...handle,
    name: 'postgres',
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
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

type DatabaseKind = 'pglite' | 'postgres';

/**
 * The database of a suite that runs once: PostgreSQL when the run has it (production's engine, and the
 * one where parallel requests really interleave, so race tests prove something), PGlite otherwise.
 */
export const ONE_DATABASE: ReadonlyArray<DatabaseKind> = testDatabaseKinds.includes('postgres') ? ['postgres'] : ['pglite'];

/**
 * Runs a suite once, on the run's one database (ONE_DATABASE) unless `kinds` names another, installed as
 * the app's database (so services and API handlers under test use it).
 *
 * Why once: a suite proves our rules (who may do what, what a route answers, that money moves once),
 * which do not depend on the engine under them, and running each of the 90 database suites on both
 * doubled their cost (about 6 of jest's 12 minutes). What does differ between PGlite and PostgreSQL is
 * the driver layer: error codes and their wrapping, `execute` result shapes, jsonb text, extensions,
 * locks, the data directory, the seed. The suites that prove those run on both (describeEachDatabase),
 * and every Playwright journey runs on PGlite, the default of `npm start`.
 */
export function describeWithDatabase(
  title: string,
  suite: (ctx: { db: () => TestDatabase; kind: DatabaseKind }) => void,
  /** `kinds`: another of the run's databases than ONE_DATABASE (PGlite for a suite about PGlite, say). */
  options: { kinds?: ReadonlyArray<DatabaseKind> } = {},
): void {
  describeOnDatabases(title, suite, options.kinds ?? ONE_DATABASE);
}

/**
 * Runs a suite once per database kind of the run (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
 * for what the two drivers do differently (see describeWithDatabase).
 */
export function describeEachDatabase(
  title: string,
  /** `kind`: the database this copy of the suite runs on (row locks, for one, exist only on PostgreSQL). */
  suite: (ctx: { db: () => TestDatabase; kind: DatabaseKind }) => void,
  /** `kinds`: only these of the run's databases. */
  options: { kinds?: ReadonlyArray<DatabaseKind> } = {},
): void {
  describeOnDatabases(title, suite, options.kinds ?? testDatabaseKinds);
}

/**
 * The suite on each of `wanted` the run has, with that database installed as the app's database.
 * Whatever the process cached of the previous database is forgotten on the switch, so the copies (in
 * either order) do not see each other.
 */
function describeOnDatabases(
  title: string,
  suite: (ctx: { db: () => TestDatabase; kind: DatabaseKind }) => void,
  wantedKinds: ReadonlyArray<DatabaseKind>,
): void {
  const overTmf = process.env.TEST_OPERATOR_CORE === 'tmf';
  // Over TMF the suites prove the adapter and the BSS's protocol, which the database under them does not
  // change: once, on PostgreSQL when the run has it (where parallel requests really interleave).
  const wanted = overTmf ? ONE_DATABASE : wantedKinds;
  const kinds = testDatabaseKinds.filter((kind) => wanted.includes(kind));
  describe.each(kinds)(`${title} [%s]${overTmf ? ' [core: TMF]' : ''}`, (kind) => {
    let current: TestDatabase;
    let tmf: { close(): Promise<void> } | undefined;
    beforeAll(async () => {
      current = await createTestDb(kind);
      forgetProcessState();
      setDatabaseForTests(current);
      // TEST_OPERATOR_CORE=tmf: the suite's flows call the TMF adapter, over HTTP, a BSS in a box that
      // shares this database (./tmf-core.ts).
      if (overTmf) tmf = await (await import('./tmf-core')).startTmfTestCore();
    }, 60_000);
    // Registered before the suite's own hooks, so it runs before them: jest-circus runs a block's
    // afterAll hooks in the order they were declared. A suite's afterAll must not use the database.
    afterAll(async () => {
      await tmf?.close();
      releaseDatabaseForTests();
      forgetProcessState();
      await current?.close();
    });
    suite({ db: () => current, kind });
  });
}
