/**
 * The outbox table: in demo mode it is where SMS and e-mail "go" (read by GET /api/dev/sms-outbox and
 * /dev/sms); with a real transport it is the log of what was sent, without the code, so support can see it.
 */
import { getDb } from '../db';
import { outbox } from '../db/schema';
import type { OutgoingMessage } from './types';

export async function record(
  channel: 'sms' | 'email',
  message: OutgoingMessage & { subject?: string },
  keepCode: boolean,
  smsQueueId: number | null = null,
): Promise<void> {
  const db = await getDb();
  await db.insert(outbox).values({
    channel,
    to: message.to,
    subject: message.subject ?? null,
    text: keepCode || !message.code ? message.text : message.text.replaceAll(message.code, '••••••'),
    code: keepCode ? (message.code ?? null) : null,
    purpose: message.purpose,
    smsQueueId,
  });
}
