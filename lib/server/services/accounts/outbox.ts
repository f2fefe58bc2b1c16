/** The demo outbox (design.md section 6): the SMS and e-mails the site "sent", newest first. */
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../db';
import { outbox } from '../../db/schema';
import { deliveryStates, type DeliveryState } from '../../messaging/smpp/queue';

export interface OutboxEntry {
  to: string;
  text: string;
  code: string | null;
  purpose: string;
  createdAt: string;
  channel: 'sms' | 'email';
  subject: string | null;
  /** SMS over SMPP only: queued, accepted, delivered, undeliverable, expired, in-doubt or failed (delivery receipts). */
  delivery?: DeliveryState;
}

export const OUTBOX_LISTED = 50;

export async function readOutbox(filter: { msisdn?: string; email?: string }): Promise<OutboxEntry[]> {
  const db = await getDb();
  const where = filter.msisdn
    ? and(eq(outbox.channel, 'sms'), eq(outbox.to, filter.msisdn))
    : filter.email
      ? and(eq(outbox.channel, 'email'), eq(outbox.to, filter.email.trim().toLowerCase()))
      : undefined;
  const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(OUTBOX_LISTED);
  const states = await deliveryStates(rows.flatMap((row) => (row.smsQueueId === null ? [] : [row.smsQueueId])));
  return rows.map((row) => ({
    to: row.to,
    text: row.text,
    code: row.code,
    purpose: row.purpose,
    createdAt: row.createdAt.toISOString(),
    channel: row.channel,
    subject: row.subject,
    ...(row.smsQueueId !== null && states.has(row.smsQueueId) ? { delivery: states.get(row.smsQueueId) } : {}),
  }));
}
