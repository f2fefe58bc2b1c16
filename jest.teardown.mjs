// Removes the run's seeded database templates (see lib/server/testing/db.ts).
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default async function teardown() {
  const run = process.env.OPERATOR_TEST_RUN?.replace(/[^a-z0-9]/gi, '').slice(0, 16);
  if (!run) return;
  rmSync(path.join(os.tmpdir(), `operator-test-templates-${run}`), { recursive: true, force: true });
  if (!process.env.TEST_DATABASE_URL) return;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`test_template_${run.toLowerCase()}_%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
