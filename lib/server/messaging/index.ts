/**
 * SMS and e-mail to the outside world, behind one seam (design.md section 6). SMS_TRANSPORT picks how
 * an SMS leaves:
 * - outbox (demo mode's default): written to the outbox table, read by GET /api/dev/sms-outbox and /dev/sms;
 * - http (the default outside demo mode): the HTTP gateway (./http.ts);
 * - smpp: the operator's SMSC over SMPP 3.4 through a queue in the database (./smpp/), with delivery
 *   receipts. Demo mode without SMPP_URL falls back to the outbox.
 * E-mail goes through SMTP (SMTP_URL, MAIL_FROM), or the outbox in demo mode. Every message is also
 * logged in the outbox (without its code outside demo mode), so support can see what was sent.
 */
import { serverEnv } from '../env';
import { logger } from '../logger';
import { TIMEOUT_MS, sendSmsOverHttp } from './http';
import { meteredMessaging } from './metered';
import { record, recordSent } from './outbox';
import { sendSmsOverSmpp } from './smpp';
import type { MessagingAdapter, OutgoingMail } from './types';

export type { MessagingAdapter, OutgoingMail, OutgoingMessage } from './types';

async function sendEmail(mail: OutgoingMail): Promise<void> {
  const env = serverEnv();
  if (env.demoMode || !env.SMTP_URL) return record('email', mail, 'outbox');
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(env.SMTP_URL, { connectionTimeout: TIMEOUT_MS });
  await transport.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
  await recordSent('email', mail, 'smtp');
}

const adapter: MessagingAdapter = {
  async sendSms(message) {
    const env = serverEnv();
    if (env.SMS_TRANSPORT === 'smpp' && env.SMPP_URL) {
      const queueId = await sendSmsOverSmpp(message);
      // Demo mode over a stand-in SMSC keeps the code in the outbox, so /dev/sms still shows it.
      return recordSent('sms', message, 'smpp', { keepCode: env.demoMode, smsQueueId: queueId });
    }
    if (env.SMS_TRANSPORT === 'http' && !env.demoMode) return sendSmsOverHttp(message);
    return record('sms', message, 'outbox');
  },
  sendEmail,
};

const metered = meteredMessaging(adapter);
let override: MessagingAdapter | undefined;

export function messaging(): MessagingAdapter {
  return override ?? metered;
}

/** Tests replace the adapter (e.g. a gateway that fails). */
export function setMessagingForTests(adapter: MessagingAdapter | undefined): void {
  override = adapter;
}

export function logSendFailure(error: unknown, purpose: string): void {
  logger.error({ err: error, purpose }, 'message not sent');
}
