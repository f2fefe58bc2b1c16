/**
 * The outbox table: in demo mode it is where SMS and e-mail "go" (read by GET /api/dev/sms-outbox and
 * /dev/sms); with a real transport it is the log of what was sent, without the code, so support can see it.
 */
import { logger } from '../logger';
import { getDb } from '../db';
import { outbox } from '../db/schema';
import type { OutgoingMessage } from './types';

/** How a message left (outbox.via). In the outbox only, it keeps its code, so people trying the site can read it. */
export type Via = 'outbox' | 'smpp' | 'gateway' | 'smtp';

export async function record(
  channel: 'sms' | 'email',
  message: OutgoingMessage & { subject?: string },
  via: Via,
  options: { keepCode: boolean; smsQueueId?: number | null } = { keepCode: via === 'outbox' },
): Promise<void> {
  const db = await getDb();
  const { keepCode, smsQueueId = null } = options;
  await db.insert(outbox).values({
    channel,
    to: message.to,
    subject: message.subject ?? null,
    text: keepCode || !message.code ? message.text : message.text.replaceAll(message.code, '••••••'),
    code: keepCode ? (message.code ?? null) : null,
    purpose: message.purpose,
    smsQueueId,
    via,
  });
}

/**
 * The log line of a message the transport already took: a failure to write it is logged, never thrown,
 * since a caller that saw an error would send the message again (a second SMS for one event).
 */
export async function recordSent(...args: Parameters<typeof record>): Promise<void> {
  try {
    await record(...args);
  } catch (error) {
    logger.error({ err: error, purpose: args[1].purpose }, 'message sent, but not logged in the outbox');
  }
}
