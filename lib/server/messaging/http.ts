/**
 * SMS_TRANSPORT=http: the HTTP gateway (SMS_GATEWAY_URL, optional bearer SMS_GATEWAY_TOKEN), one JSON
 * POST per message. A failure throws to the caller (a code request answers 503), as before SMPP.
 */
import { serverEnv } from '../env';
import { record, recordSent } from './outbox';
import type { OutgoingMessage } from './types';

export const TIMEOUT_MS = 10_000;

export async function sendSmsOverHttp(message: OutgoingMessage): Promise<void> {
  const env = serverEnv();
  if (!env.SMS_GATEWAY_URL) return record('sms', message, 'outbox');
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
  await recordSent('sms', message, 'gateway');
}
