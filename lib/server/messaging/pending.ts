/**
 * SMS in the caller's transaction (a transactional outbox, table sms_pending, migration 0039): for a
 * message that must go out exactly when a change commits (a usage alert claimed: services/usage-alerts.ts).
 * - queueSms(tx, …) writes the row inside the caller's transaction: the change and its SMS both exist,
 *   or neither does. `ref` is unique, so one event queues one message, however many callers try.
 * - After the commit the caller hands it over at once (deliverPendingSms(ref)); what is left (the server
 *   died first, the transport failed) the `sms-pending` job sends, once across servers, with back-off.
 * - A row is handed over by one server at a time, and taken just before its hand-over: one row per
 *   conditional UPDATE of a row locked FOR UPDATE SKIP LOCKED, with a lease on the DATABASE's clock (a
 *   server whose clock runs ahead cannot take a row another still holds) and a claim token; then given to
 *   messaging().sendSms (with its ref, within the transport's own timeout, far below the lease) and marked
 *   sent under the same token. Taking a batch at once held its last rows while the first were sent: a run
 *   longer than the lease let another server's job take and send them too (the review's proof test).
 *   A server that dies between the hand-over and that mark leaves the row to be handed over again once
 *   its lease ran out: at least once, never lost. (Over SMPP the hand-over is the sms_queue row, whose
 *   own rules then hold: ./smpp/queue.ts; a failure after the transport took the message does not throw,
 *   so the row is not handed over twice for it: ./index.ts.)
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { getDb, type Tx } from '../db';
import { smsPending } from '../db/schema';
import { logger } from '../logger';
import { messaging } from './index';
import { defaultRetryDelay, MAX_ATTEMPTS } from './smpp/queue';

/** After this many failed hand-overs the row is `failed` (last_error says why): as for the SMPP queue. */
export const MAX_PENDING_ATTEMPTS = MAX_ATTEMPTS;
/** How long a server holds a row it took (the database's clock); after that another may hand it over again. */
export const PENDING_LEASE_MS = 60_000;
/** One run of the job hands over rows for this long at most; the next run goes on. */
const RUN_MS = 30_000;

export interface PendingSms {
  to: string;
  text: string;
  purpose: string;
  /** The event's own reference (unique): queueing it again adds nothing. */
  ref: string;
}

/** Writes the SMS in `tx`; true when this call queued it (false: that ref was queued before). */
export async function queueSms(tx: Tx, message: PendingSms, now = new Date()): Promise<boolean> {
  const rows = await tx
    .insert(smsPending)
    .values({ ref: message.ref, to: message.to, text: message.text, purpose: message.purpose, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: smsPending.ref })
    .returning({ id: smsPending.id });
  return rows.length > 0;
}

type Row = typeof smsPending.$inferSelect;

/** Takes the next due row (of `ref`, or the oldest) for this server, or null: each row by one caller at a time. */
async function take(now: Date, ref?: string): Promise<Row | null> {
  const db = await getDb();
  // Pending and not held: never taken, or held by a server whose lease ran out (it died mid hand-over).
  const free = and(eq(smsPending.status, 'pending'), or(isNull(smsPending.leaseUntil), lt(smsPending.leaseUntil, sql`now()`)));
  // Two statements in one transaction: in one UPDATE … WHERE id IN (SELECT … LIMIT 1 FOR UPDATE SKIP
  // LOCKED), PostgreSQL may run the subquery again for each row it scans, and took every due row (seen).
  const row = await db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: smsPending.id })
      .from(smsPending)
      .where(and(free, lte(smsPending.nextAttemptAt, now), ref === undefined ? undefined : eq(smsPending.ref, ref)))
      .orderBy(asc(smsPending.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [taken] = await tx
      .update(smsPending)
      .set({
        leaseUntil: sql`now() + ${sql.raw(`interval '${PENDING_LEASE_MS / 1000} seconds'`)}`,
        claimToken: randomUUID(),
        attempts: sql`${smsPending.attempts} + 1`,
      })
      .where(and(eq(smsPending.id, due.id), free))
      .returning();
    return taken;
  });
  return row ?? null;
}

async function handOver(row: Row, now: Date): Promise<boolean> {
  const db = await getDb();
  const ours = and(eq(smsPending.id, row.id), eq(smsPending.claimToken, row.claimToken ?? ''));
  try {
    await messaging().sendSms({ to: row.to, text: row.text, purpose: row.purpose, ref: row.ref });
  } catch (error) {
    const give = row.attempts >= MAX_PENDING_ATTEMPTS;
    logger.error({ err: error, ref: row.ref, attempts: row.attempts }, give ? 'pending SMS failed for good' : 'pending SMS not handed over (tried again later)');
    await db
      .update(smsPending)
      .set({
        status: give ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + defaultRetryDelay(row.attempts)),
        leaseUntil: null,
        lastError: error instanceof Error ? error.message : String(error),
      })
      .where(ours);
    return false;
  }
  await db.update(smsPending).set({ status: 'sent', sentAt: new Date(), leaseUntil: null, lastError: null }).where(ours);
  return true;
}

/**
 * Hands over what is due: the row of `ref` (a caller right after its commit), or the due rows one by one
 * for up to RUN_MS (the `sms-pending` job). Answers how many were handed over now. Never throws for a
 * failed transport.
 */
export async function deliverPendingSms(now = new Date(), ref?: string): Promise<number> {
  const started = Date.now();
  let sent = 0;
  for (let row = await take(now, ref); row; row = ref !== undefined || Date.now() - started > RUN_MS ? null : await take(now)) {
    if (await handOver(row, now)) sent += 1;
  }
  return sent;
}
