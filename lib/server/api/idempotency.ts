/**
 * Idempotency-Key handling (design.md sections 5 and 7), stored in the database so it holds across
 * restarts: the same key and request replay the first answer; the same key with another request is a
 * 409; a duplicate that arrives while the first is still running waits for its answer, so the work runs
 * once. Keys are scoped to the route and the caller (`account:<id>`, `editor:<id>`, `bag:<hash>` for a
 * guest with a bag cookie, or `ip:<ip>` for other anonymous calls), resolved from the request's sessions
 * before anything is replayed: a replay never crosses callers, and a key, a DeviceId or a body copied
 * from someone else replays nothing.
 */
import { createHash } from 'node:crypto';
import type { NextApiRequest } from 'next';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { idempotencyKeys } from '../db/schema';
import { editorForToken } from '../services/editor-auth';
import { sessionToken } from './editor-session';
import { guestCartToken, hashCartToken } from './cart-ref';
import { ApiError } from './errors';
import { currentSubscriber, requestToken } from './subscriber-session';

export interface IdempotencyRequest {
  key: string;
  /** Endpoint and caller (see idempotencyCaller): one caller's key never replays another caller's answer. */
  scope: string;
  /** What must be identical for a replay (URL and body). */
  fingerprint: string;
}

const WAIT_FOR_PENDING_MS = 10_000;
const POLL_MS = 50;
/**
 * A key still pending this long after it was claimed was abandoned: the server running it died (killed,
 * or crashed) or lost its database before it could release the key. Its retry takes the key over and
 * runs the request again (the work is idempotent by its own reference: a PID, card, transfer, order),
 * instead of answering "still being processed" for ever. Longer than any request may take (nginx cuts
 * a request at 60 s).
 */
export const ABANDONED_AFTER_SECONDS = 60;

/** How often a running request renews its claim on the key (well inside ABANDONED_AFTER_SECONDS). */
export const HEARTBEAT_MS = 20_000;
let heartbeatMs = HEARTBEAT_MS;

/** Tests: a shorter heartbeat (undefined restores it). */
export function setIdempotencyHeartbeatForTests(ms?: number): void {
  heartbeatMs = ms ?? HEARTBEAT_MS;
}

export async function runIdempotent<T extends { status: number }>(request: IdempotencyRequest, run: () => Promise<T>): Promise<T> {
  const db = await getDb();
  const requestHash = createHash('sha256').update(request.fingerprint).digest('hex');
  const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));

  // Who holds the key: the exact created_at this attempt wrote (JS milliseconds, stored exactly). A run
  // that was taken over no longer matches it, so it cannot overwrite or delete its successor's record.
  let owned = new Date();
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope: request.scope, key: request.key, requestHash, state: 'pending', createdAt: owned })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const deadline = Date.now() + WAIT_FOR_PENDING_MS;
    for (;;) {
      const [row] = await db.select().from(idempotencyKeys).where(where);
      if (!row) return runIdempotent(request, run); // the first attempt failed and released the key
      if (row.requestHash !== requestHash) throw new ApiError(409, 'errors.idempotencyConflict');
      if (row.state === 'done') return JSON.parse(row.responseBody ?? 'null') as T;
      if (Date.now() - row.createdAt.getTime() > ABANDONED_AFTER_SECONDS * 1000) {
        // Taken over by one retry only: the conditional UPDATE restarts the clock for the others.
        const takeover = new Date();
        const [takenOver] = await db
          .update(idempotencyKeys)
          .set({ createdAt: takeover })
          .where(and(where, eq(idempotencyKeys.state, 'pending'), sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`))
          .returning({ key: idempotencyKeys.key });
        if (takenOver) {
          owned = takeover;
          break;
        }
      }
      if (Date.now() > deadline) throw new ApiError(409, 'errors.idempotencyInProgress');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  // A request still running is never taken for abandoned: its claim is renewed every HEARTBEAT_MS
  // (a slow one: queued on a row lock in a flash sale, a core slower than usual).
  const mine = () => and(where, eq(idempotencyKeys.createdAt, owned));
  let beating: Promise<void> | undefined;
  const heartbeat = setInterval(() => {
    const next = new Date();
    beating = db
      .update(idempotencyKeys)
      .set({ createdAt: next })
      .where(and(mine(), eq(idempotencyKeys.state, 'pending')))
      .returning({ key: idempotencyKeys.key })
      .then(
        (renewed) => {
          if (renewed.length) owned = next;
        },
        () => undefined, // the next beat tries again; a lost database fails the request anyway
      );
  }, heartbeatMs);
  heartbeat.unref();
  const settle = async () => {
    clearInterval(heartbeat);
    await beating;
  };

  let answer: T;
  try {
    answer = await run();
  } catch (error) {
    await settle();
    await db.delete(idempotencyKeys).where(mine()); // nothing was answered: let a retry run again
    throw error;
  }
  await settle();
  if (answer.status >= 500) {
    await db.delete(idempotencyKeys).where(mine());
    return answer;
  }
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: JSON.stringify(answer) })
    .where(mine());
  return answer;
}

/**
 * Who is calling, for the scope of an Idempotency-Key: `account:<id>` (subscriber session, cookie or
 * Bearer), `editor:<id>` (editor session), both when both are valid; with no session, `bag:<hash>` for a
 * guest holding a bag cookie, else `ip:<ip>`.
 * null when the request presents a session that is not valid (expired, revoked, made up): such a call
 * must not replay anything, so it runs without the replay table (and the route answers as it would
 * without a key, e.g. 401).
 */
export async function idempotencyCaller(req: NextApiRequest, ip: string): Promise<string | null> {
  const parts: string[] = [];
  if (requestToken(req)) {
    const subscriber = await currentSubscriber(req);
    if (!subscriber) return null;
    parts.push(`account:${subscriber.accountId}`);
  }
  const editorToken = sessionToken(req);
  if (editorToken) {
    const editor = await editorForToken(editorToken);
    if (!editor) return null;
    parts.push(`editor:${editor.id}`);
  }
  if (parts.length > 0) return parts.join(' ');
  // A guest is the browser that holds the bag (its cookie's token, hashed), not everyone behind its IP
  // address: two guests behind one carrier NAT never share answers, and a guest's retry from another
  // network still replays.
  const bag = guestCartToken(req);
  return bag ? `bag:${hashCartToken(bag)}` : `ip:${ip}`;
}
