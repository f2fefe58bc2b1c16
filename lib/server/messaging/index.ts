/**
 * SMS and e-mail to the outside world, behind one seam (design.md section 6). Demo mode writes to the
 * outbox table (read by GET /api/dev/sms-outbox and /dev/sms); otherwise SMS go to an HTTP gateway
 * (SMS_GATEWAY_URL, optional SMS_GATEWAY_TOKEN) and e-mail through SMTP (SMTP_URL, MAIL_FROM).
 * Every message is also logged in the outbox without its code, so support can see what was sent.
 */
import { getDb } from '../db';
import { outbox } from '../db/schema';
import { serverEnv } from '../env';
import { logger } from '../logger';

export interface OutgoingMessage {
  to: string;
  text: string;
  /** The code the message carries, when it carries one (kept in the demo outbox only). */
  code?: string;
  /** login, register, reset, addon, transfer, mifi, receipt, voucher… */
  purpose: string;
}

export interface OutgoingMail extends OutgoingMessage {
  subject: string;
}

export interface MessagingAdapter {
  sendSms(message: OutgoingMessage): Promise<void>;
  sendEmail(mail: OutgoingMail): Promise<void>;
}

const TIMEOUT_MS = 10_000;

async function record(channel: 'sms' | 'email', message: OutgoingMessage & { subject?: string }, keepCode: boolean): Promise<void> {
  const db = await getDb();
  await db.insert(outbox).values({
    channel,
    to: message.to,
    subject: message.subject ?? null,
    text: keepCode || !message.code ? message.text : message.text.replaceAll(message.code, '••••••'),
    code: keepCode ? (message.code ?? null) : null,
    purpose: message.purpose,
  });
}

const demoAdapter: MessagingAdapter = {
  sendSms: (message) => record('sms', message, true),
  sendEmail: (mail) => record('email', mail, true),
};

function realAdapter(): MessagingAdapter {
  const env = serverEnv();
  return {
    async sendSms(message) {
      if (!env.SMS_GATEWAY_URL) return record('sms', message, true);
      const response = await fetch(env.SMS_GATEWAY_URL, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(env.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${env.SMS_GATEWAY_TOKEN}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      await record('sms', message, false);
    },
    async sendEmail(mail) {
      if (!env.SMTP_URL) return record('email', mail, true);
      const { createTransport } = await import('nodemailer');
      const transport = createTransport(env.SMTP_URL, { connectionTimeout: TIMEOUT_MS });
      await transport.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
      await record('email', mail, false);
    },
  };
}

let override: MessagingAdapter | undefined;

export function messaging(): MessagingAdapter {
  if (override) return override;
  return serverEnv().demoMode ? demoAdapter : realAdapter();
}

/** Tests replace the adapter (e.g. a gateway that fails). */
export function setMessagingForTests(adapter: MessagingAdapter | undefined): void {
  override = adapter;
}

export function logSendFailure(error: unknown, purpose: string): void {
  logger.error({ err: error, purpose }, 'message not sent');
}
