/**
 * SMS_TRANSPORT=smpp: the server's one SMPP client (bound lazily at the first message or job run) and
 * the queue around it. Tests bind to the in-process stand-in (./standin.ts) with short back-offs.
 */
import { serverEnv } from '../../env';
import { logger } from '../../logger';
import { SmppClient, type SmppClientOptions } from './client';
import { defaultRetryDelay, enqueueSms, processSmsQueue, recordReceipt, trySms, type QueueSettings } from './queue';

/** How long sendSms waits for a bind that is being made before leaving the message to the queue. */
const FIRST_BIND_WAIT_MS = 3000;

interface Tuning {
  firstBindWaitMs?: number;
  client?: Partial<Omit<SmppClientOptions, 'url' | 'onReceipt' | 'maxPerSecond'>>;
  retryDelayMs?: QueueSettings['retryDelayMs'];
}

let client: SmppClient | null = null;
let tuning: Tuning = {};
/** The queue drain of the latest bind (tests wait for it). */
let drained: Promise<void> = Promise.resolve();

function settings(): QueueSettings {
  return { sourceAddr: serverEnv().SMPP_SOURCE_ADDR ?? '', retryDelayMs: tuning.retryDelayMs ?? defaultRetryDelay };
}

/** This server's bind (started on first use); every new bind sends what waits in the queue. */
export function smppClient(): SmppClient {
  if (client) return client;
  const env = serverEnv();
  if (!env.SMPP_URL) throw new Error('SMPP_URL is not set');
  const created = new SmppClient({ url: env.SMPP_URL, maxPerSecond: env.SMPP_MAX_PER_SECOND, onReceipt: recordReceipt, ...tuning.client });
  created.on('bound', () => {
    drained = processSmsQueue(created, settings()).then(
      () => undefined,
      (error: unknown) => logger.error({ err: error }, 'SMS queue not drained after bind'),
    );
  });
  created.start();
  client = created;
  return created;
}

/** Queues the message and tries it at once; a failed try stays queued (the job sends it), so this does not throw for it. */
export async function sendSmsOverSmpp(message: { to: string; text: string; purpose: string; ref?: string }): Promise<number> {
  const id = await enqueueSms(message);
  // From here the message is the queue's (the sms-queue job sends what this try does not): an error now
  // must not reach the caller, who would queue it again (an SMS twice, which the queue's in-doubt rule exists to prevent).
  try {
    const bind = smppClient();
    if (await bind.waitBound(tuning.firstBindWaitMs ?? FIRST_BIND_WAIT_MS)) await trySms(id, bind, settings());
  } catch (error) {
    logger.error({ err: error, smsQueueId: id }, 'SMS queued; the first try failed (the sms-queue job sends it)');
  }
  return id;
}

/** The sms-queue job: rows left by a dead server, then what is due. */
export function runSmsQueue(now: Date): Promise<number> {
  return processSmsQueue(smppClient(), settings(), now);
}

/** Tests: resolves when the drain started by the latest bind has finished. */
export function drainedAfterBind(): Promise<void> {
  return drained;
}

/** Tests: changes the tuning of the running client's queue side (e.g. a short first-bind wait). */
export function tuneSmppForTests(next: Tuning): void {
  tuning = { ...tuning, ...next };
}

/** Tests: short back-offs and keep-alive; a fresh client at the next use. */
export async function resetSmppForTests(next: Tuning = {}): Promise<void> {
  await client?.stop();
  client = null;
  tuning = next;
}
