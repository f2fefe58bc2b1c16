/**
 * The test database helper itself: CI cannot quietly skip PostgreSQL, a suite runs once on PostgreSQL
 * when the run has it, and a race test says in its title when only PGlite (one query at a time) ran it.
 */
import { withEnv } from '../env';

function loadDbHelper(): typeof import('../db') {
  let loaded: typeof import('../db') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('../db')>('../db');
  });
  return loaded!;
}

describe('lib/server/testing/db', () => {
  it.each(['true', '1', 'yes'])('fails the suite with CI=%s and no TEST_DATABASE_URL', async (ci) => {
    await withEnv({ CI: ci, TEST_DATABASE_URL: undefined }, () => {
      expect(loadDbHelper).toThrow('CI must test on PostgreSQL: set TEST_DATABASE_URL');
    });
  });

  it('runs on PGlite alone outside CI, and on both with TEST_DATABASE_URL', async () => {
    for (const ci of [undefined, '', 'false', '0']) {
      await withEnv({ CI: ci, TEST_DATABASE_URL: undefined }, () => {
        expect([ci, loadDbHelper().testDatabaseKinds]).toEqual([ci, ['pglite']]);
      });
    }
    await withEnv({ CI: 'true', TEST_DATABASE_URL: 'postgres://ci@127.0.0.1:5432/postgres' }, () => {
      expect(loadDbHelper().testDatabaseKinds).toEqual(['pglite', 'postgres']);
    });
  });

  it('runs a suite once: on PostgreSQL when the run has it, else on PGlite', async () => {
    await withEnv({ CI: undefined, TEST_DATABASE_URL: undefined }, () => {
      expect(loadDbHelper().ONE_DATABASE).toEqual(['pglite']);
    });
    await withEnv({ CI: 'true', TEST_DATABASE_URL: 'postgres://ci@127.0.0.1:5432/postgres' }, () => {
      expect(loadDbHelper().ONE_DATABASE).toEqual(['postgres']);
    });
  });

  it('marks a race test that ran on PGlite only, and leaves it as it is when PostgreSQL runs it too', () => {
    const { raceTitle } = loadDbHelper();
    expect(raceTitle('20 confirmations charge once', ['pglite'])).toBe(
      '20 confirmations charge once [PGlite only: serialises queries, the race is not exercised]',
    );
    expect(raceTitle('20 confirmations charge once', ['pglite', 'postgres'])).toBe('20 confirmations charge once');
  });
});
