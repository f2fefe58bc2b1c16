/**
 * lockKey: the one advisory lock the services take before a count and the insert it allows. On both
 * databases it holds until the transaction ends (commit or rollback); on PostgreSQL a second
 * transaction on the same key waits for the first, and one on another key does not.
 */
import { sql } from 'drizzle-orm';
import { lockKey, type Database, type Tx } from '..';
import { describeEachDatabase, itRace, testDatabaseKinds, createTestDb, type TestDatabase } from '../../testing/db';

/** A promise with its resolve, to hold a transaction open until the test lets it go. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** Advisory locks of this database: held (granted) and waited for. */
async function advisoryLocks(db: Database | Tx): Promise<{ held: number; waiting: number }> {
  const [row] = rows<{ held: string | number; waiting: string | number }>(
    await db.execute(sql`
      select count(*) filter (where granted) as held, count(*) filter (where not granted) as waiting
      from pg_locks
      where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`),
  );
  return { held: Number(row.held), waiting: Number(row.waiting) };
}

/** Until PostgreSQL reports a transaction waiting for an advisory lock of this database (the event, polled). */
async function untilSomeoneWaits(db: Database): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if ((await advisoryLocks(db)).waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no transaction ever waited for the lock');
}

describeEachDatabase('lockKey', ({ db }) => {
  it('holds the key until the transaction commits or rolls back', async () => {
    const { db: database } = db();
    await database.transaction(async (tx) => {
      await lockKey(tx, 'test:commit');
      expect(await advisoryLocks(tx)).toEqual({ held: 1, waiting: 0 });
    });
    expect((await advisoryLocks(database)).held).toBe(0);

    await expect(
      database.transaction(async (tx) => {
        await lockKey(tx, 'test:rollback');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await advisoryLocks(database)).held).toBe(0);
  });

  it('takes any key: long, non-Latin, with quotes', async () => {
    const { db: database } = db();
    await database.transaction(async (tx) => {
      await lockKey(tx, `partner:٠٧٧١٢٣٤٥٦٧٨:'; select 1; --:${'x'.repeat(2000)}`);
      await lockKey(tx, 'پێنج');
      expect((await advisoryLocks(tx)).held).toBe(2);
    });
  });

  itRace('runs two parallel transactions on the same key one after the other', async () => {
    const { db: database, kind } = db();
    const events: string[] = [];
    const firstLocked = gate();
    const release = gate();
    const first = database.transaction(async (tx) => {
      await lockKey(tx, 'test:same');
      events.push('first locked');
      firstLocked.open();
      await release.opened;
      events.push('first done');
    });
    await firstLocked.opened;
    const second = database.transaction(async (tx) => {
      await lockKey(tx, 'test:same');
      events.push('second locked');
    });
    // PostgreSQL: the second is seen waiting for the key (PGlite runs one transaction at a time).
    if (kind === 'postgres') await untilSomeoneWaits(database);
    expect(events).toEqual(['first locked']);
    release.open();
    await Promise.all([first, second]);
    expect(events).toEqual(['first locked', 'first done', 'second locked']);
  });
});

// Two keys never wait on each other: only PostgreSQL runs two transactions at once.
if (testDatabaseKinds.includes('postgres')) {
  describe('lockKey on PostgreSQL', () => {
    let current: TestDatabase;
    beforeAll(async () => {
      current = await createTestDb('postgres');
    }, 60_000);
    afterAll(() => current?.close());

    it('lets a transaction on another key through while the first holds its key', async () => {
      const events: string[] = [];
      const firstLocked = gate();
      const release = gate();
      const first = current.db.transaction(async (tx) => {
        await lockKey(tx, 'test:a');
        firstLocked.open();
        await release.opened;
        events.push('first done');
      });
      await firstLocked.opened;
      await current.db.transaction(async (tx) => {
        await lockKey(tx, 'test:b');
        events.push('second done');
      });
      expect(events).toEqual(['second done']);
      release.open();
      await first;
      expect(events).toEqual(['second done', 'first done']);
    });
  });
}
