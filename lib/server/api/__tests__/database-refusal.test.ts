/**
 * The wrapper's safety net: when a value a route did not validate reaches PostgreSQL and is refused
 * (out of an integer column's range, a date out of range), the client gets a 400, not a 500. Real
 * PGlite and PostgreSQL errors, through drizzle, as the services meet them.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '../../db';
import { apiRoute, endpoint } from '../handler';
import { callApi } from '../../testing/api';
import { describeEachDatabase } from '../../testing/db';

const unvalidated = apiRoute({
  GET: endpoint({
    query: z.object({ kind: z.enum(['int', 'timestamp', 'divide', 'plain']), value: z.string() }),
    async handler({ query }) {
      const db = await getDb();
      if (query.kind === 'int') await db.execute(sql`select ${query.value}::integer as n`);
      if (query.kind === 'timestamp') await db.execute(sql`select ${query.value}::timestamptz as t`);
      if (query.kind === 'divide') await db.execute(sql`select 1 / ${Number(query.value)}::integer as q`);
      if (query.kind === 'plain') throw Object.assign(new Error('not a database error'), { code: 'ERR_SOMETHING' });
      return { data: 'stored' };
    },
  }),
});

describeEachDatabase('values PostgreSQL refuses', () => {
  const call = (kind: string, value: string) => callApi(unvalidated, { url: `/x?lang=en&kind=${kind}&value=${encodeURIComponent(value)}` });

  it('answers 400 when an integer column would get a number beyond its range, or text that is no number', async () => {
    expect((await call('int', '2147483647')).status).toBe(200);
    for (const value of ['2147483648', '-2147483649', '99999999999999999999', '12abc']) {
      const reply = await call('int', value);
      expect([value, reply.status]).toEqual([value, 400]);
      expect(reply.json).toEqual({ data: null, success: false, message: 'One of the values sent is out of range or not valid. Check it and try again.' });
    }
  });

  it('answers 400 for a date PostgreSQL cannot hold', async () => {
    const reply = await call('timestamp', '294277-01-01T00:00:00Z');
    expect(reply.status).toBe(400);
    expect(reply.json.success).toBe(false);
  });

  it('still answers 500 for errors that are the server’s own (division by zero, anything else)', async () => {
    expect((await call('divide', '0')).status).toBe(500);
    expect((await call('plain', 'x')).status).toBe(500);
  });
});
