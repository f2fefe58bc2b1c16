/**
 * The SMS queue in the database (sms_queue, migration 0027), so a message is never lost and never sent
 * twice, on any number of servers:
 * - sendSms writes the row and this server tries it at once; what fails (not bound, throttled, refused)
 *   goes back to `queued` with back-off, and the sms-queue job (runs once across servers) or the next
 *   bind on any server takes it again.
 * - A row is taken in one transaction: its id locked FOR UPDATE SKIP LOCKED, then a conditional UPDATE
 *   (status queued → claimed, with a lease): two servers never hold the same row.
 * - Just before a submit_sm is written the row becomes `sending`. If its answer is lost (drop, timeout,
 *   a crash: the lease runs out while `sending`) the row becomes `in-doubt` and is NOT sent again: SMPP
 *   has no idempotency key, so a retry could text the user twice. An in-doubt code is treated like an
 *   undeliverable one: its owner may ask for a new code at once (lib/server/services/otp.ts).
 * - Each accepted part's SMSC message id is kept (parts_sent, message_ids): a retry of a long text goes
 *   on from the next part with the same UDH reference, so no part is sent twice.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { getDb, type Database, type Tx } from '../../db';
import { smsQueue, smsReceipts } from '../../db/schema';
import type { DeliveryState } from '@/lib/delivery-log';
import { logger } from '../../logger';
import { metrics } from '../../observability/metrics';
import type { Receipt, SmppClient } from './client';
import { encodeSms } from './encoding';

/** After this many tries a message is `failed` (shown in the outbox; support sees why in last_error). */
export const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
const BATCH = 50;

export type { DeliveryState };

export interface QueueSettings {
  sourceAddr: string;
  /** Wait before try n+1 after n failed tries (throttled or refused). */
  retryDelayMs: (attempts: number) => number;
}

export const defaultRetryDelay = (attempts: number) => Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);

type Row = typeof smsQueue.$inferSelect;

export async function enqueueSms(message: { to: string; text: string; purpose: string; ref?: string }, now = new Date()): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(smsQueue)
    .values({ to: message.to, text: message.text, purpose: message.purpose, ref: message.ref ?? null, nextAttemptAt: now, createdAt: now })
    .returning({ id: smsQueue.id });
  return row.id;
}

/**
 * Takes due rows (one id, or the oldest BATCH) for this server; each row is taken by one caller only.
 * The ids are locked first and then updated by value, in one transaction: an UPDATE … WHERE id IN
 * (SELECT … LIMIT … SKIP LOCKED) may run its subquery more than once under some plans, each run
 * skipping what the last one locked, and take more than BATCH rows.
 */
async function claim(now: Date, id?: number): Promise<Row[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: smsQueue.id })
      .from(smsQueue)
      .where(and(eq(smsQueue.status, 'queued'), lte(smsQueue.nextAttemptAt, now), id === undefined ? undefined : eq(smsQueue.id, id)))
      .orderBy(asc(smsQueue.id))
      .limit(id === undefined ? BATCH : 1)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(smsQueue)
      .set({ status: 'claimed', leaseUntil: new Date(now.getTime() + LEASE_MS), claimToken: randomUUID(), attempts: sql`${smsQueue.attempts} + 1` })
      .where(and(inArray(smsQueue.id, due.map((row) => row.id)), eq(smsQueue.status, 'queued')))
      .returning();
  });
}

/** Iraqi numbers (07…) as international E.164 (TON 1, NPI 1); the sender by its kind. */
function addresses(to: string, source: string) {
  const destination = to.startsWith('0') ? `964${to.slice(1)}` : to.replace(/^\+/, '');
  // Alphanumeric sender: TON 5; a short code (up to 8 digits): TON 3 network-specific; a full number: international.
  const sourceTon = /^\d+$/.test(source) ? (source.length <= 8 ? 3 : 1) : 5;
  return {
    source_addr_ton: sourceTon,
    source_addr_npi: sourceTon === 1 ? 1 : 0,
    source_addr: source,
    dest_addr_ton: 1,
    dest_addr_npi: 1,
    destination_addr: destination,
  };
}

async function sendRow(row: Row, client: SmppClient, settings: QueueSettings, now: Date): Promise<void> {
  const db = await getDb();
  // Every write names our claim: if our lease ran out (a long wait for the submit window) and another
  // server took the row over, we write nothing and, above all, send nothing.
  const ours = and(eq(smsQueue.id, row.id), eq(smsQueue.claimToken, row.claimToken ?? ''));
  const encoded = encodeSms(row.text, row.id & 0xff);
  const messageIds = [...row.messageIds];
  for (let part = row.partsSent; part < encoded.parts.length; part++) {
    const { shortMessage, esmClass } = encoded.parts[part];
    const result = await client.submit(
      {
        service_type: '',
        ...addresses(row.to, settings.sourceAddr),
        esm_class: esmClass,
        data_coding: encoded.dataCoding,
        registered_delivery: 1,
        short_message: shortMessage,
      },
      async () => {
        const held = await db
          .update(smsQueue)
          .set({ status: 'sending', leaseUntil: new Date(Date.now() + LEASE_MS) })
          .where(and(ours, inArray(smsQueue.status, ['claimed', 'sending'])))
          .returning({ id: smsQueue.id });
        return held.length === 1;
      },
    );
    if (!result.ok && result.kind === 'lost-claim') return;
    if (result.ok) {
      messageIds.push(result.messageId);
      await db
        .update(smsQueue)
        .set({ status: 'claimed', partsSent: part + 1, messageIds })
        .where(ours);
      continue;
    }
    if (result.kind === 'in-doubt') {
      logger.warn({ id: row.id, reason: result.reason }, 'SMS in doubt: not sent again');
      metrics().smppSubmits.inc({ outcome: 'in-doubt' });
      await db.update(smsQueue).set({ status: 'in-doubt', lastError: result.reason }).where(ours);
      return;
    }
    // Nothing of this part was accepted: back to the queue. Not bound: due at once (the bind's own
    // back-off paces it, and the next bind drains the queue); throttled or refused: with back-off.
    const error = result.kind === 'not-bound' ? 'not bound' : `${result.kind} (0x${result.status.toString(16)})`;
    const give = result.kind !== 'not-bound' && row.attempts >= MAX_ATTEMPTS;
    if (give) logger.error({ id: row.id, error }, 'SMS failed for good');
    metrics().smppSubmits.inc({ outcome: give ? 'failed' : 'retry' });
    await db
      .update(smsQueue)
      .set({
        status: give ? 'failed' : 'queued',
        // A not-bound try does not count against the message.
        attempts: result.kind === 'not-bound' ? row.attempts - 1 : row.attempts,
        nextAttemptAt: result.kind === 'not-bound' ? now : new Date(now.getTime() + settings.retryDelayMs(row.attempts)),
        leaseUntil: null,
        lastError: error,
      })
      .where(ours);
    return;
  }
  await db.update(smsQueue).set({ status: 'sent', sentAt: new Date(), leaseUntil: null, lastError: null }).where(ours);
  metrics().smppSubmits.inc({ outcome: 'sent' });
}

/** Tries one queued row now (sendSms's first try); false when another server holds it or it is not due. */
export async function trySms(id: number, client: SmppClient, settings: QueueSettings, now = new Date()): Promise<void> {
  for (const row of await claim(now, id)) await sendRow(row, client, settings, now);
}

/**
 * The sms-queue job (and each new bind): rows whose server died while holding them are released
 * (claimed → queued) or marked in doubt (sending → in-doubt); then due rows are sent. Returns how many
 * rows it tried.
 */
export async function processSmsQueue(client: SmppClient, settings: QueueSettings, now = new Date()): Promise<number> {
  const db = await getDb();
  await db
    .update(smsQueue)
    .set({ status: 'queued', leaseUntil: null, claimToken: null, nextAttemptAt: now })
    .where(and(eq(smsQueue.status, 'claimed'), lt(smsQueue.leaseUntil, now)));
  await db
    .update(smsQueue)
    .set({ status: 'in-doubt', leaseUntil: null, lastError: 'server stopped while the submit was on the wire' })
    .where(and(eq(smsQueue.status, 'sending'), lt(smsQueue.leaseUntil, now)));
  if (!client.bound) return 0;
  let tried = 0;
  for (;;) {
    const rows = await claim(now);
    for (const row of rows) await sendRow(row, client, settings, now);
    tried += rows.length;
    if (rows.length < BATCH || !client.bound) return tried;
  }
}

/** A delivery receipt: the latest state of that part, by the SMSC's message id (arrives before or after we store the id). */
export async function recordReceipt(receipt: Receipt): Promise<void> {
  const db = await getDb();
  await db
    .insert(smsReceipts)
    .values({ messageId: receipt.messageId, state: receipt.state, detail: receipt.detail })
    .onConflictDoUpdate({ target: smsReceipts.messageId, set: { state: receipt.state, detail: receipt.detail, receivedAt: new Date() } });
}

const WORST: DeliveryState[] = ['undeliverable', 'expired', 'accepted', 'delivered'];

/** Each queue row's state: queued/in-doubt/failed from the queue, else the worst of its parts' receipts (accepted when none came yet). */
export async function deliveryStates(ids: number[], executor?: Database | Tx): Promise<Map<number, DeliveryState>> {
  const states = new Map<number, DeliveryState>();
  if (ids.length === 0) return states;
  const db = executor ?? (await getDb());
  const rows = await db.select().from(smsQueue).where(inArray(smsQueue.id, ids));
  const allIds = rows.flatMap((row) => row.messageIds);
  const receipts = allIds.length ? await db.select().from(smsReceipts).where(inArray(smsReceipts.messageId, allIds)) : [];
  const byId = new Map(receipts.map((r) => [r.messageId, r.state]));
  for (const row of rows) {
    if (row.status === 'in-doubt' || row.status === 'failed') states.set(row.id, row.status);
    else if (row.status !== 'sent') states.set(row.id, 'queued');
    else {
      const parts = row.messageIds.map((id) => byId.get(id) ?? 'accepted');
      states.set(row.id, WORST.find((state) => parts.includes(state as never)) ?? 'accepted');
    }
  }
  return states;
}

/** The state of the SMS of one reference (e.g. `otp:12`), or null when none was queued for it. */
export async function deliveryStateOf(ref: string, executor?: Database | Tx): Promise<DeliveryState | null> {
  const db = executor ?? (await getDb());
  const [row] = await db.select({ id: smsQueue.id }).from(smsQueue).where(eq(smsQueue.ref, ref)).orderBy(sql`${smsQueue.id} desc`).limit(1);
  if (!row) return null;
  return (await deliveryStates([row.id], db)).get(row.id) ?? null;
}
