/**
 * The editors' view of the SMS the site sent (/editor/messages, for care agents), in every mode: when
 * each left, to whom (masked), what for, how (SMPP, the HTTP gateway or the demo outbox) and, over
 * SMPP, what the SMSC's delivery receipts said of it. A code is never shown: the log keeps the text with
 * the code blanked outside demo mode, and this view blanks the demo outbox's codes too.
 */
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { DeliveryLogPage, SentMessage } from '@/lib/delivery-log';
import { maskMsisdn } from '@/lib/sso';
import { getDb } from '../db';
import { outbox, smsQueue, smsReceipts } from '../db/schema';
import { maskPhoneNumbers } from '../observability/mask';
import { deliveryStates } from './smpp/queue';

export const DELIVERY_LOG_PAGE = 50;

export interface DeliveryLogFilter {
  msisdn?: string;
  /** Older than this log id (the next page). */
  before?: number;
}

export async function readDeliveryLog(filter: DeliveryLogFilter): Promise<DeliveryLogPage> {
  const db = await getDb();
  const where: SQL[] = [eq(outbox.channel, 'sms')];
  if (filter.msisdn) where.push(eq(outbox.to, filter.msisdn));
  if (filter.before) where.push(lt(outbox.id, filter.before));
  const rows = await db
    .select()
    .from(outbox)
    .where(and(...where))
    .orderBy(desc(outbox.id))
    .limit(DELIVERY_LOG_PAGE + 1);
  const page = rows.slice(0, DELIVERY_LOG_PAGE);
  const queueIds = page.flatMap((row) => (row.smsQueueId === null ? [] : [row.smsQueueId]));
  const [states, queued] = await Promise.all([
    deliveryStates(queueIds),
    queueIds.length ? db.select().from(smsQueue).where(inArray(smsQueue.id, queueIds)) : Promise.resolve([]),
  ]);
  const messageIds = queued.flatMap((row) => row.messageIds);
  const receipts = messageIds.length ? await db.select().from(smsReceipts).where(inArray(smsReceipts.messageId, messageIds)) : [];
  const receiptOf = new Map(receipts.map((r) => [r.messageId, r.detail ?? r.state]));
  const queueRow = new Map(queued.map((row) => [row.id, row]));
  const messages = page.map((row): SentMessage => {
    const smpp = row.smsQueueId === null ? undefined : queueRow.get(row.smsQueueId);
    const words = smpp ? [...new Set(smpp.messageIds.flatMap((id) => (receiptOf.has(id) ? [receiptOf.get(id)!] : [])))] : [];
    return {
      id: row.id,
      sentAt: row.createdAt.toISOString(),
      to: maskMsisdn(row.to),
      purpose: row.purpose,
      // The demo outbox keeps the code so visitors can try the site; editors never need it. Numbers in the
      // text (a transfer's or a gift's sender) are masked as the recipient's is.
      text: maskPhoneNumbers(row.code ? row.text.replaceAll(row.code, '••••••') : row.text),
      via: row.via === 'smpp' || row.via === 'gateway' ? row.via : 'outbox',
      state: smpp ? (states.get(smpp.id) ?? null) : null,
      parts: smpp ? smpp.messageIds.length : null,
      receipt: words.length ? words.join(' · ') : null,
      attempts: smpp ? smpp.attempts : null,
      lastError: smpp?.lastError ?? null,
    };
  });
  return { messages, more: rows.length > DELIVERY_LOG_PAGE };
}
