/**
 * How many event streams (lib/server/api/sse.ts) one client may hold open at once. A stream holds a
 * connection and a database poll for minutes; an attack run held 30 of them for one visitor. Each open
 * stream is a row of chat_streams (the database, so the cap holds across servers): a client (a
 * visitor's chat cookie, an agent) may hold STREAMS_PER_CLIENT, an IP address STREAMS_PER_IP (several
 * people behind one carrier NAT each have a tab or two). Past either, the answer is a 429 envelope
 * with Retry-After, before any stream starts. The row is deleted when the stream closes; a server that
 * dies leaves rows that expire a little after the stream's lifetime, when the stream would have ended.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lte, or } from 'drizzle-orm';
import { getDb, lockKey } from '../db';
import { chatStreams } from '../db/schema';
import { ApiError } from './errors';

/** A few tabs of one browser (or one agent's desk and a spare). */
export const STREAMS_PER_CLIENT = 3;
/** One address: a household, an office or a carrier NAT. */
export const STREAMS_PER_IP = 12;
/** A row outlives its stream's lifetime by this much before it counts no more. */
const GRACE_MS = 30_000;

export interface StreamClient {
  /** Who holds the stream: `visitor:<cookie hash>`, `editor:<id>`. */
  client: string;
  ip: string;
}

/**
 * Takes a slot for one stream of `holder`, or throws the 429. Claims for one client and one IP are
 * serialised (transaction-level advisory locks, client first, then IP), so parallel opens cannot pass
 * the cap together. Answers the slot's id for releaseStreamSlot.
 */
export async function claimStreamSlot(holder: StreamClient, lifetimeMs: number, now = new Date()): Promise<string> {
  const db = await getDb();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await lockKey(tx, `stream:${holder.client}`);
    await lockKey(tx, `stream-ip:${holder.ip}`);
    await tx.delete(chatStreams).where(and(or(eq(chatStreams.client, holder.client), eq(chatStreams.ip, holder.ip)), lte(chatStreams.expiresAt, now)));
    const [byClient] = await tx.select({ n: count() }).from(chatStreams).where(and(eq(chatStreams.client, holder.client), gt(chatStreams.expiresAt, now)));
    const [byIp] = await tx.select({ n: count() }).from(chatStreams).where(and(eq(chatStreams.ip, holder.ip), gt(chatStreams.expiresAt, now)));
    if (byClient.n >= STREAMS_PER_CLIENT || byIp.n >= STREAMS_PER_IP) {
      throw new ApiError(429, 'liveChat.errors.tooManyStreams', { headers: { 'Retry-After': '30' } });
    }
    await tx.insert(chatStreams).values({ id, client: holder.client, ip: holder.ip, expiresAt: new Date(now.getTime() + lifetimeMs + GRACE_MS) });
  });
  return id;
}

/** Gives the slot back (the stream closed). A failure leaves the row to expire. */
export async function releaseStreamSlot(id: string): Promise<void> {
  try {
    const db = await getDb();
    await db.delete(chatStreams).where(eq(chatStreams.id, id));
  } catch {
    // The database is unreachable: the row expires with the stream's lifetime.
  }
}
