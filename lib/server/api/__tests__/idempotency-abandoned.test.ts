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
import { ABANDONED_AFTER_SECONDS, runIdempotent, setIdempotencyHeartbeatForTests } from '../idempotency';
import { describeWithDatabase, itRace } from '../../testing/db';

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

describeWithDatabase('an Idempotency-Key its server abandoned', () => {
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

  it('a slow request renews its claim, so its key is never taken for abandoned while it runs', async () => {
    setIdempotencyHeartbeatForTests(30);
    try {
      let finish!: () => void;
      const running = runIdempotent(request('k-slow'), () => new Promise<{ status: number; n: string }>((resolve) => (finish = () => resolve({ status: 200, n: 'slow' }))));
      const claimed = (await waitFor(() => stateOf('k-slow'))).createdAt.getTime();
      // Renewed while it runs (each beat moves the claim on), then answered once.
      await waitFor(async () => ((await stateOf('k-slow')).createdAt.getTime() > claimed ? true : undefined));
      finish();
      expect(await running).toEqual({ status: 200, n: 'slow' });
      expect((await stateOf('k-slow')).state).toBe('done');
    } finally {
      setIdempotencyHeartbeatForTests();
    }
  });

  it('a run whose key was taken over (its server stalled past the limit) neither overwrites nor deletes its successor\'s answer', async () => {
    let finishFirst!: (answer: { status: number; n: string }) => void;
    const first = runIdempotent(request('k-stalled'), () => new Promise<{ status: number; n: string }>((resolve) => (finishFirst = resolve)));
    await waitFor(() => stateOf('k-stalled'));
    // The first server stalls past the limit (no heartbeat reached the database): a retry takes over.
    await (await getDb())
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS + 30})` })
      .where(and(eq(idempotencyKeys.scope, 'test:abandoned'), eq(idempotencyKeys.key, 'k-stalled')));
    expect(await runIdempotent(request('k-stalled'), async () => ({ status: 200, n: 'retry' }))).toEqual({ status: 200, n: 'retry' });
    // The stalled run ends later, with another answer, or with a failure: the stored answer stays the retry's.
    finishFirst({ status: 200, n: 'stalled' });
    await first;
    const row = await stateOf('k-stalled');
    expect([row.state, JSON.parse(row.responseBody!)]).toEqual(['done', { status: 200, n: 'retry' }]);

    // The same with a stalled run that fails at the end: it must not release the retry's answer.
    let failFirst!: (error: Error) => void;
    const failing = runIdempotent(request('k-stalled-2'), () => new Promise<{ status: number }>((_, reject) => (failFirst = reject)));
    await waitFor(() => stateOf('k-stalled-2'));
    await (await getDb())
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS + 30})` })
      .where(and(eq(idempotencyKeys.scope, 'test:abandoned'), eq(idempotencyKeys.key, 'k-stalled-2')));
    expect(await runIdempotent(request('k-stalled-2'), async () => ({ status: 200, n: 'retry' }))).toEqual({ status: 200, n: 'retry' });
    failFirst(new Error('core down'));
    await expect(failing).rejects.toThrow('core down');
    expect((await stateOf('k-stalled-2')).state).toBe('done');
  });
});

/** Polls `read` (the database's state) until it answers something, for at most 5 s. */
async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('state not reached within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

