/**
 * Idempotency-Key handling (design.md section 5), stored in the database so it holds across restarts:
 * the same key and request replay the first answer; the same key with another request is a 409; a
 * duplicate that arrives while the first is still running waits for its answer, so the work runs once.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';

export interface IdempotencyRequest {
  key: string;
  /** Endpoint and caller: one caller's key never replays another caller's answer. */
  scope: string;
  /** What must be identical for a replay (URL and body). */
  fingerprint: string;
}

const WAIT_FOR_PENDING_MS = 10_000;
const POLL_MS = 50;

export async function runIdempotent<T extends { status: number }>(request: IdempotencyRequest, run: () => Promise<T>): Promise<T> {
  const db = await getDb();
  const requestHash = createHash('sha256').update(request.fingerprint).digest('hex');
  const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope: request.scope, key: request.key, requestHash, state: 'pending' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const deadline = Date.now() + WAIT_FOR_PENDING_MS;
    for (;;) {
      const [row] = await db.select().from(idempotencyKeys).where(where);
      if (!row) return runIdempotent(request, run); // the first attempt failed and released the key
      if (row.requestHash !== requestHash) throw new ApiError(409, 'errors.idempotencyConflict');
      if (row.state === 'done') return JSON.parse(row.responseBody ?? 'null') as T;
      if (Date.now() > deadline) throw new ApiError(409, 'errors.idempotencyInProgress');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  let answer: T;
  try {
    answer = await run();
  } catch (error) {
    await db.delete(idempotencyKeys).where(where); // nothing was answered: let a retry run again
    throw error;
  }
  if (answer.status >= 500) {
    await db.delete(idempotencyKeys).where(where);
    return answer;
  }
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: JSON.stringify(answer) })
    .where(where);
  return answer;
}
