/**
 * Transaction-scoped advisory locks: the one way to serialise the transactions that count something and
 * then insert what the count allows (codes per hour, points of a line, chat streams, partner numbers a
 * day). Two transactions that take the same key run that part one after the other on PostgreSQL, and
 * the lock goes at commit or rollback, never later; different keys do not wait on each other.
 *
 * The key's lock number is PostgreSQL's `hashtextextended(key, 0)`: a 64-bit hash PostgreSQL keeps stable
 * across versions (hash partitioning stores rows by it), computed by the server, so every app server
 * and every release maps one key to the same lock. Prefix keys by what they guard (`otp:…`, `points:…`).
 *
 * PGlite runs one transaction at a time, so there the call only takes an uncontended lock: the same code
 * is correct on both.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './index';

/** An open transaction of `Database['transaction']`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Waits for, then holds until the end of `tx`, the advisory lock of `key`. */
export async function lockKey(tx: Pick<Tx, 'execute'>, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
