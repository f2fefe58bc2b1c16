/**
 * An Idempotency-Key left pending by a server that died mid-request (SIGKILL, a crash) or lost its
 * database before it could release the key. Found by `npm run drill` (a server killed mid-purchase):
 * the customer's retry with the same key was answered "The same request is still being processed" for
 * ever. A key pending longer than any request may take is taken over by one retry, which runs the
 * request (its work is idempotent by its own reference); a fresh pending key is still waited for.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db';
import { idempotencyKeys } from '../../db/schema';
import { ABANDONED_AFTER_SECONDS, runIdempotent } from '../idempotency';
import { describeEachDatabase, itRace } from '../../testing/db';

const request = (key: string) => ({ key, scope: 'test:abandoned', fingerprint: `POST /x {"n":1}` });

/** The row a server writes when it starts a request, `ageSeconds` ago, and then dies. */
async function abandoned(key: string, ageSeconds: number) {
  const db = await getDb();
  await db.insert(idempotencyKeys).values({
    scope: 'test:abandoned',
    key,
    requestHash: createHash('sha256').update(request(key).fingerprint).digest('hex'),
    state: 'pending',
    createdAt: sql`now() - make_interval(secs => ${ageSeconds})`,
  });
}

async function stateOf(key: string) {
  const [row] = await (await getDb()).select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, 'test:abandoned'), eq(idempotencyKeys.key, key)));
  return row;
}

describeEachDatabase('an Idempotency-Key its server abandoned', () => {
  it('the retry runs the request and stores its answer, instead of "still being processed"', async () => {
    await abandoned('k-old', ABANDONED_AFTER_SECONDS + 30);
    let runs = 0;
    const answer = await runIdempotent(request('k-old'), async () => ({ status: 200, n: ++runs }));
    expect(answer).toEqual({ status: 200, n: 1 });
    expect((await stateOf('k-old')).state).toBe('done');
    // And replays it from then on.
    expect(await runIdempotent(request('k-old'), async () => ({ status: 200, n: ++runs }))).toEqual({ status: 200, n: 1 });
    expect(runs).toBe(1);
  });

  itRace('two retries of the same abandoned key: one takes it over, the other gets its answer', async () => {
    await abandoned('k-race', ABANDONED_AFTER_SECONDS + 30);
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { status: 200, n: runs };
    };
    const answers = await Promise.all([runIdempotent(request('k-race'), work), runIdempotent(request('k-race'), work)]);
    expect(runs).toBe(1);
    expect(answers).toEqual([
      { status: 200, n: 1 },
      { status: 200, n: 1 },
    ]);
  });

  it('a key pending for less than that is not taken over (the first request may still answer)', async () => {
    await abandoned('k-fresh', 5);
    const before = await stateOf('k-fresh');
    let runs = 0;
    const waiting = runIdempotent(request('k-fresh'), async () => ({ status: 200, n: ++runs }));
    // The first request answers meanwhile: the waiting retry replays it, and never ran the work.
    await (await getDb())
      .update(idempotencyKeys)
      .set({ state: 'done', responseStatus: 200, responseBody: JSON.stringify({ status: 200, n: 'first' }) })
      .where(and(eq(idempotencyKeys.scope, 'test:abandoned'), eq(idempotencyKeys.key, 'k-fresh')));
    expect(await waiting).toEqual({ status: 200, n: 'first' });
    expect(runs).toBe(0);
    expect(before.state).toBe('pending');
  });
});
