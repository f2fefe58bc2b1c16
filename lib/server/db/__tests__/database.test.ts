import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, and } from 'drizzle-orm';
import { openDatabase } from '..';
import { DataDirLockedError } from '../lock';
import { siteMaps } from '../schema';
import { seed } from '../seed/index';
import { describeEachDatabase, seededPgliteTarball } from '../../testing/db';

describeEachDatabase('database', ({ db }) => {
  it('applies the migrations and seeds the site map of every position in every locale', async () => {
    const rows = await db().db.select().from(siteMaps);
    const keys = rows.map((r) => `${r.position}:${r.locale}`).sort();
    expect(keys).toEqual(
      ['account', 'footer', 'header'].flatMap((p) => ['ar', 'en', 'ku'].map((l) => `${p}:${l}`)).sort(),
    );
    const header = rows.find((r) => r.position === 'header' && r.locale === 'en')!;
    expect(header.items.map((i) => i.name)).toEqual(['Personal', 'Business', 'About us', 'Careers']);
  });

  it('seeds idempotently and keeps what an editor changed', async () => {
    const where = and(eq(siteMaps.position, 'footer'), eq(siteMaps.locale, 'ku'));
    await db().db.update(siteMaps).set({ items: [{ name: 'دەستکاریکراو', permalink: '/about-us' }] }).where(where);
    await seed(db().db);
    await seed(db().db);
    const rows = await db().db.select().from(siteMaps);
    expect(rows).toHaveLength(9);
    const [footer] = await db().db.select().from(siteMaps).where(where);
    expect(footer.items).toEqual([{ name: 'دەستکاریکراو', permalink: '/about-us' }]);
  });
});

// These open a real directory (the other suites run PGlite in memory). They start it from the run's
// seeded template rather than initdb and migrations, about 3 s less per test; a fresh directory is
// opened by seed-modes.test.ts (a first start of a real deployment).
describe('PGlite data directory', () => {
  it('keeps data across a close and reopen', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-reopen-'));
    try {
      const first = await openDatabase({ dataDir: dir, from: await seededPgliteTarball() });
      await first.db.update(siteMaps).set({ items: [] }).where(and(eq(siteMaps.position, 'account'), eq(siteMaps.locale, 'ar')));
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      const [row] = await second.db
        .select()
        .from(siteMaps)
        .where(and(eq(siteMaps.position, 'account'), eq(siteMaps.locale, 'ar')));
      expect(row.items).toEqual([]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000); // PGlite opens are slow on a busy 2-core machine

  it('refuses a second opener of the same directory with a clear error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-lock-'));
    const first = await openDatabase({ dataDir: dir, from: await seededPgliteTarball() });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process/);
    } finally {
      await first.close();
    }
    // Once released, the directory opens again.
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000); // PGlite opens are slow on a busy 2-core machine
});
