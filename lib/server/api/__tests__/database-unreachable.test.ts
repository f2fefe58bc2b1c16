/**
 * PostgreSQL out of reach (restarting, failing over, refusing connections): the client is told the
 * service is briefly unavailable (503, Retry-After, the message in its language), not "something went
 * wrong" (500). Found by `npm run drill` (a PostgreSQL restart under load gave sign-ins, purchases and
 * checkouts 500s). Real driver errors, through drizzle, as the services meet them: a connection refused,
 * and (with TEST_DATABASE_URL) a connection whose server process was ended, as a restart ends it.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import { z } from 'zod';
import { apiRoute, databaseUnreachable, endpoint } from '../handler';
import { callApi } from '../../testing/api';

const url = process.env.TEST_DATABASE_URL;

const route = apiRoute({
  GET: endpoint({
    query: z.object({ kind: z.enum(['refused', 'terminated', 'plain']) }),
    async handler({ query }) {
      if (query.kind === 'plain') throw new Error('a bug of ours');
      if (query.kind === 'refused') {
        const client = new Client({ connectionString: 'postgres://postgres@127.0.0.1:1/postgres', connectionTimeoutMillis: 2_000 });
        await client.connect();
        await drizzle(client).execute(sql`select 1`);
      }
      if (query.kind === 'terminated') {
        const client = new Client({ connectionString: url });
        client.on('error', () => undefined);
        await client.connect();
        try {
          const db = drizzle(client);
          const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
          const admin = new Client({ connectionString: url });
          await admin.connect();
          await admin.query('select pg_terminate_backend($1)', [pid]);
          await admin.end();
          await db.execute(sql`select 1`);
        } finally {
          await client.end().catch(() => undefined);
        }
      }
      return { data: 'read' };
    },
  }),
});

const call = (kind: string, lang = 'en') => callApi(route, { url: `/x?lang=${lang}&kind=${kind}` });

describe('the database out of reach', () => {
  it('a connection refused: 503 with Retry-After and "try again", in the page language', async () => {
    const reply = await call('refused');
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('5');
    expect(reply.json).toEqual({ data: null, success: false, message: 'The server is busy. Please try again in a few minutes.' });
    const ar = await call('refused', 'ar');
    expect(ar.status).toBe(503);
    expect(ar.json.message).not.toBe(reply.json.message);
  });

  (url ? it : it.skip)('a connection cut by the server (as a PostgreSQL restart cuts it): 503', async () => {
    const reply = await call('terminated');
    expect(reply.status).toBe(503);
    expect(reply.json.success).toBe(false);
  });

  it('our own errors stay 500, and a value PostgreSQL refuses is not "unreachable"', async () => {
    expect((await call('plain')).status).toBe(500);
    expect(databaseUnreachable(Object.assign(new Error('value out of range'), { code: '22003' }))).toBe(false);
    expect(databaseUnreachable(new Error('x', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) }))).toBe(true);
  });
});
