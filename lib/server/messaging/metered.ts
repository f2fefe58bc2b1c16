/**
 * Messages as the metrics see them (issue 31): every SMS and e-mail handed to a transport, by channel,
 * transport, purpose and outcome (messages_total): `sent`, `failed` (the transport threw: a code request
 * answers 503), or `queued` for SMPP, whose tries the queue counts itself (sms_smpp_submits_total).
 */
import type { ServerEnv } from '../env';
import { serverEnv } from '../env';
import { metrics, word } from '../observability/metrics';
import type { MessagingAdapter, OutgoingMessage } from './types';

/** The transport ./index.ts picks for an SMS with these settings. */
function smsTransport(env: ServerEnv): 'smpp' | 'http' | 'outbox' {
  if (env.SMS_TRANSPORT === 'smpp' && env.SMPP_URL) return 'smpp';
  if (env.SMS_TRANSPORT === 'http' && !env.demoMode && env.SMS_GATEWAY_URL) return 'http';
  return 'outbox';
}

async function counted(channel: 'sms' | 'email', transport: string, message: OutgoingMessage, send: () => Promise<void>): Promise<void> {
  const labels = { channel, transport, purpose: word(message.purpose) };
  try {
    await send();
  } catch (error) {
    metrics().messages.inc({ ...labels, outcome: 'failed' });
    throw error;
  }
  metrics().messages.inc({ ...labels, outcome: transport === 'smpp' ? 'queued' : 'sent' });
}

export function meteredMessaging(inner: MessagingAdapter): MessagingAdapter {
  return {
    sendSms: (message) => counted('sms', smsTransport(serverEnv()), message, () => inner.sendSms(message)),
    sendEmail: (mail) => {
      const env = serverEnv();
      return counted('email', env.demoMode || !env.SMTP_URL ? 'outbox' : 'smtp', mail, () => inner.sendEmail(mail));
    },
  };
}
