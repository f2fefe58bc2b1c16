/**
 * The rewards points ledger (issue 14 part 1). Everything that gives or takes points goes through this
 * module; games, quizzes and check-ins award with `awardPoints`, never by writing rows themselves.
 *
 * - A subscriber is their line (`msisdn`): points follow the line, earned when it pays, whether or not
 *   an account was signed in.
 * - Every row has a unique `reference` (the event): a retried or replayed event is applied once
 *   (INSERT … ON CONFLICT DO NOTHING).
 * - Earned points expire 12 months after they were earned. Redemptions use the oldest points first
 *   (first in, first out), so what expires of an earn row is the part of it not yet used. The job
 *   `expirePoints` writes one `expire` row per expired earn row (reference `expire:<id>`); until it
 *   has run, `pointsBalance` already leaves expired points out, computed the same way.
 * - Writes for one line run under a transaction-level advisory lock on that line, so a balance check
 *   and the row it allows cannot be split by another request (never below zero).
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { getDb, lockKey, type Database, type Tx } from '../../db';
import { pointsEntries } from '../../db/schema';

export { baghdadDay, addDays } from '@/lib/baghdad-day';

/** The database or an open transaction: award inside the caller's transaction when it has one. */
export type Runner = Database | Tx;

/** How long earned points live. */
export const POINTS_LIFETIME_MONTHS = 12;
/** "Expiring soon" on the dashboard: within this many days. */
export const EXPIRING_SOON_DAYS = 30;

export interface AwardInput {
  /** The subscriber's line (07…). */
  msisdn: string;
  /** Positive whole points. */
  points: number;
  /** A key under `rewards.reasons` (addon, recharge, bill, check-in, game, quiz, shake-to-win, …). */
  reason: string;
  /** Unique per event (`earn:purchase:<PID>`, `checkin:<msisdn>:<day>`, `game:<play id>`…). */
  reference: string;
  /** When it was earned (default now): expiry is 12 months after. */
  now?: Date;
}

export class NotEnoughPointsError extends Error {
  constructor(readonly balance: number) {
    super('not enough points');
    this.name = 'NotEnoughPointsError';
  }
}

export function expiryOf(earnedAt: Date): Date {
  const expires = new Date(earnedAt);
  expires.setUTCMonth(expires.getUTCMonth() + POINTS_LIFETIME_MONTHS);
  return expires;
}

/** Serialises the points writes of one line (until the end of the transaction). */
const lockLine = (tx: Tx, msisdn: string) => lockKey(tx, `points:${msisdn}`);

/**
 * Awards points once per reference. true when added now, false when that reference was already
 * awarded. Inside `runner`'s transaction when it is one (a savepoint), so a check-in and its points
 * commit together.
 */
export async function awardPoints(runner: Runner, input: AwardInput): Promise<boolean> {
  if (!Number.isSafeInteger(input.points) || input.points <= 0) throw new Error(`points must be a positive integer, got ${input.points}`);
  const earnedAt = input.now ?? new Date();
  return runner.transaction(async (tx) => {
    await lockLine(tx, input.msisdn);
    const added = await tx
      .insert(pointsEntries)
      .values({
        msisdn: input.msisdn,
        points: input.points,
        kind: 'earn',
        reason: input.reason,
        reference: input.reference,
        earnedAt,
        expiresAt: expiryOf(earnedAt),
      })
      .onConflictDoNothing({ target: pointsEntries.reference })
      .returning({ id: pointsEntries.id });
    return added.length > 0;
  });
}

interface LiveEarn {
  id: number;
  points: number;
  expiresAt: Date;
}

/** Earn rows of a line that have no expire row yet, oldest expiry first. */
async function liveEarnRows(runner: Runner, msisdn: string): Promise<LiveEarn[]> {
  const rows = await runner
    .select({ id: pointsEntries.id, points: pointsEntries.points, expiresAt: pointsEntries.expiresAt })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.msisdn, msisdn),
        eq(pointsEntries.kind, 'earn'),
        sql`not exists (select 1 from ${pointsEntries} x where x.reference = 'expire:' || ${pointsEntries.id})`,
      ),
    )
    .orderBy(asc(pointsEntries.expiresAt), asc(pointsEntries.id));
  return rows.map((r) => ({ id: r.id, points: r.points, expiresAt: r.expiresAt ?? new Date(8.64e15) }));
}

async function ledgerSum(runner: Runner, msisdn: string): Promise<number> {
  const [row] = await runner
    .select({ sum: sql<string>`coalesce(sum(${pointsEntries.points}), 0)` })
    .from(pointsEntries)
    .where(eq(pointsEntries.msisdn, msisdn));
  return Number(row?.sum ?? 0);
}

/**
 * What expires by `at`, first in first out: the balance is held by the newest earn rows, so the unused
 * part of an earn row is what the balance has beyond the rows newer than it.
 */
export function settleExpiry(live: LiveEarn[], total: number, at: Date): { balance: number; expired: Array<{ id: number; points: number }> } {
  let balance = total;
  let newer = live.reduce((sum, row) => sum + row.points, 0);
  const expired: Array<{ id: number; points: number }> = [];
  for (const row of live) {
    newer -= row.points;
    if (row.expiresAt.getTime() > at.getTime()) break;
    const points = Math.min(row.points, Math.max(0, balance - newer));
    balance -= points;
    expired.push({ id: row.id, points });
  }
  return { balance, expired };
}

async function balanceAt(runner: Runner, msisdn: string, at: Date): Promise<number> {
  // One after the other: in a transaction both run on one connection.
  const live = await liveEarnRows(runner, msisdn);
  const total = await ledgerSum(runner, msisdn);
  return settleExpiry(live, total, at).balance;
}

/** Points a line can spend at `now` (expired points left out, whether or not the job has run). */
export async function pointsBalance(msisdn: string, now: Date = new Date()): Promise<number> {
  return balanceAt(await getDb(), msisdn, now);
}

/** Points that expire within 30 days of `now` (0 when none), and the first day one does. */
export async function expiringSoon(msisdn: string, now: Date = new Date()): Promise<{ points: number; firstAt: string | null }> {
  const db = await getDb();
  const [live, total] = [await liveEarnRows(db, msisdn), await ledgerSum(db, msisdn)];
  const horizon = new Date(now.getTime() + EXPIRING_SOON_DAYS * 86_400_000);
  const current = settleExpiry(live, total, now).balance;
  const { balance: later, expired } = settleExpiry(live, total, horizon);
  const first = expired.find((row) => row.points > 0 && live.find((l) => l.id === row.id)!.expiresAt > now);
  const firstAt = first ? live.find((l) => l.id === first.id)!.expiresAt.toISOString() : null;
  return { points: current - later, firstAt };
}

export interface RedeemInput {
  msisdn: string;
  /** Positive whole points to take. */
  points: number;
  reason: string;
  /** Unique per redemption (`redeem:<msisdn>:<Idempotency-Key>`). */
  reference: string;
  now?: Date;
}

/**
 * Takes points, never below zero: `NotEnoughPointsError` when the balance is lower. Once per reference
 * (`applied: false` when it was taken before). `then` runs in the same transaction after the row is
 * written (a redemption's own record), so both commit or neither.
 */
export async function redeem(
  runner: Runner,
  input: RedeemInput,
  then?: (tx: Tx) => Promise<void>,
): Promise<{ applied: boolean; balance: number }> {
  if (!Number.isSafeInteger(input.points) || input.points <= 0) throw new Error(`points must be a positive integer, got ${input.points}`);
  const now = input.now ?? new Date();
  return runner.transaction(async (tx) => {
    await lockLine(tx, input.msisdn);
    const [done] = await tx.select({ id: pointsEntries.id }).from(pointsEntries).where(eq(pointsEntries.reference, input.reference));
    if (done) return { applied: false, balance: await balanceAt(tx, input.msisdn, now) };
    const balance = await balanceAt(tx, input.msisdn, now);
    if (balance < input.points) throw new NotEnoughPointsError(balance);
    await tx.insert(pointsEntries).values({
      msisdn: input.msisdn,
      points: -input.points,
      kind: 'redeem',
      reason: input.reason,
      reference: input.reference,
      earnedAt: now,
    });
    if (then) await then(tx);
    return { applied: true, balance: balance - input.points };
  });
}

/**
 * The expiry job (JOBS): writes the expire row of every earn row whose 12 months have passed, once
 * (`expire:<id>`, ON CONFLICT DO NOTHING, under the line's lock), also when two servers run it at the
 * same moment. Returns how many expire rows it wrote.
 */
export async function expirePoints(now: Date): Promise<number> {
  const db = await getDb();
  const due = await db
    .selectDistinct({ msisdn: pointsEntries.msisdn })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.kind, 'earn'),
        lte(pointsEntries.expiresAt, now),
        sql`not exists (select 1 from ${pointsEntries} x where x.reference = 'expire:' || ${pointsEntries.id})`,
      ),
    )
    .limit(500);
  let written = 0;
  for (const { msisdn } of due) {
    written += await db.transaction(async (tx) => {
      await lockLine(tx, msisdn);
      const [live, total] = [await liveEarnRows(tx, msisdn), await ledgerSum(tx, msisdn)];
      const { expired } = settleExpiry(live, total, now);
      if (expired.length === 0) return 0;
      const rows = await tx
        .insert(pointsEntries)
        .values(expired.map((row) => ({ msisdn, points: -row.points, kind: 'expire' as const, reason: 'expire', reference: `expire:${row.id}`, earnedAt: now })))
        .onConflictDoNothing({ target: pointsEntries.reference })
        .returning({ id: pointsEntries.id });
      return rows.length;
    });
  }
  return written;
}

export interface PointsEntry {
  id: number;
  points: number;
  kind: 'earn' | 'redeem' | 'expire';
  reason: string;
  reference: string;
  earnedAt: Date;
  expiresAt: Date | null;
}

/** The newest entries of a line (expire rows that took nothing left out). */
export async function pointsHistory(msisdn: string, limit = 50): Promise<PointsEntry[]> {
  const db = await getDb();
  return db
    .select({
      id: pointsEntries.id,
      points: pointsEntries.points,
      kind: pointsEntries.kind,
      reason: pointsEntries.reason,
      reference: pointsEntries.reference,
      earnedAt: pointsEntries.earnedAt,
      expiresAt: pointsEntries.expiresAt,
    })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.msisdn, msisdn), sql`${pointsEntries.points} <> 0`))
    .orderBy(sql`${pointsEntries.earnedAt} desc`, sql`${pointsEntries.id} desc`)
    .limit(limit);
}
