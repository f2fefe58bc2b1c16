/**
 * One SMPP 3.4 transceiver bind to the operator's SMSC per server (SMPP_URL), over the npm `smpp`
 * package (node-smpp: it speaks the PDUs; the session policy is ours):
 * - bound as a transceiver, so submits and delivery receipts share one connection;
 * - kept alive with enquire_link (an unanswered one means a dead link: the socket is dropped);
 * - re-bound after any drop or refused bind, with back-off (injectable, so tests do not wait);
 * - submits spaced to SMPP_MAX_PER_SECOND (the SMSC's window is per bind, so a per-server spacing is the
 *   right place), and ESME_RTHROTTLED pauses the window a second as well as failing that submit;
 * - a submit is "in doubt" once its PDU was written and the answer did not come (timeout, drop): the
 *   caller must not send it again (SMPP has no idempotency key; a second submit is a second SMS).
 */
import { EventEmitter } from 'node:events';
import * as smpp from 'smpp';
import type { PDU, Session } from 'smpp';
import { logger } from '../../logger';

export const ESME_RTHROTTLED = 0x58;
/** esm_class message-type bits (2–5) of an SMSC delivery receipt. */
const ESM_DELIVERY_RECEIPT = 0x04;

export type ReceiptState = 'accepted' | 'delivered' | 'undeliverable' | 'expired';

export interface Receipt {
  messageId: string;
  state: ReceiptState;
  /** The receipt's stat word or message_state number, and err code, as received. */
  detail: string;
}

export type SubmitResult =
  | { ok: true; messageId: string }
  /** Nothing was written: safe to send again. */
  | { ok: false; kind: 'not-bound' }
  /** The SMSC answered: nothing was accepted, safe to send again (later). */
  | { ok: false; kind: 'throttled' | 'rejected'; status: number }
  /** beforeWrite said no (the queue row is no longer ours): nothing was written. */
  | { ok: false; kind: 'lost-claim' }
  /** Written, no answer: it may have been accepted. */
  | { ok: false; kind: 'in-doubt'; reason: string };

export interface SmppClientOptions {
  url: string;
  /** Called for each delivery receipt; the deliver_sm is answered after it resolves (so a failure is redelivered). */
  onReceipt: (receipt: Receipt) => Promise<void>;
  maxPerSecond: number;
  enquireLinkMs?: number;
  responseTimeoutMs?: number;
  /** Wait before re-bind attempt n (1, 2, …) after a drop. */
  rebindDelayMs?: (attempt: number) => number;
  /** How long the submit window stays shut after ESME_RTHROTTLED (1 s by default). */
  throttlePauseMs?: number;
}

export interface SmppEndpoint {
  host: string;
  port: number;
  tls: boolean;
  systemId: string;
  password: string;
}

/** `smpp://system_id:password@host:2775` or `smpps://…` (TLS; port 3550 by default). */
export function parseSmppUrl(url: string): SmppEndpoint {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smpp:' && parsed.protocol !== 'smpps:') throw new Error('SMPP_URL must start with smpp:// or smpps://');
  const tls = parsed.protocol === 'smpps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : tls ? 3550 : 2775,
    tls,
    systemId: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

/** SMPP 3.4 Appendix B stat words and message_state values → our four states (null: not final news). */
const STAT: Record<string, ReceiptState> = {
  DELIVRD: 'delivered',
  ACCEPTD: 'accepted',
  ENROUTE: 'accepted',
  EXPIRED: 'expired',
  UNDELIV: 'undeliverable',
  REJECTD: 'undeliverable',
  DELETED: 'undeliverable',
};
const MESSAGE_STATE: Record<number, ReceiptState> = { 1: 'accepted', 2: 'delivered', 3: 'expired', 4: 'undeliverable', 5: 'undeliverable', 6: 'accepted', 8: 'undeliverable' };

/** A deliver_sm that is a delivery receipt, read from its TLVs (receipted_message_id, message_state) or its text. */
export function parseReceipt(pdu: PDU): Receipt | null {
  const esmClass = Number(pdu.esm_class ?? 0);
  if ((esmClass & 0x3c) !== ESM_DELIVERY_RECEIPT) return null;
  const short = pdu.short_message as { message?: unknown } | Buffer | string | undefined;
  const text = typeof short === 'string' ? short : Buffer.isBuffer(short) ? short.toString('latin1') : typeof short?.message === 'string' ? short.message : '';
  const textId = /\bid:(\S+)/i.exec(text)?.[1];
  const stat = /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase();
  const err = /\berr:(\w+)/i.exec(text)?.[1];
  const tlvId = typeof pdu.receipted_message_id === 'string' ? pdu.receipted_message_id.replace(/\0+$/, '') : undefined;
  const tlvState = typeof pdu.message_state === 'number' ? pdu.message_state : undefined;
  const messageId = tlvId || textId;
  const state = (tlvState !== undefined ? MESSAGE_STATE[tlvState] : undefined) ?? (stat ? STAT[stat] : undefined);
  if (!messageId || !state) return null;
  return { messageId, state, detail: [stat ?? `state ${tlvState}`, err ? `err ${err}` : ''].filter(Boolean).join(' ') };
}

const defaultRebindDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 60_000);

export class SmppClient extends EventEmitter {
  private session: Session | null = null;
  private isBound = false;
  private stopped = false;
  private rebindAttempt = 0;
  private rebindTimer: NodeJS.Timeout | null = null;
  private keepAlive: NodeJS.Timeout | null = null;
  /** Submits written and not yet answered: settled as in doubt when the link drops. */
  private readonly waiting = new Map<number, (result: SubmitResult) => void>();
  private nextSlot = 0;
  private readonly endpoint: SmppEndpoint;

  constructor(private readonly options: SmppClientOptions) {
    super();
    this.endpoint = parseSmppUrl(options.url);
  }

  get bound(): boolean {
    return this.isBound;
  }

  start(): void {
    this.stopped = false;
    if (!this.session && !this.rebindTimer) this.connect();
  }

  /** Resolves true once bound, false after `ms`. */
  waitBound(ms: number): Promise<boolean> {
    if (this.isBound) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.off('bound', onBound);
        resolve(false);
      }, ms);
      const onBound = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.once('bound', onBound);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.rebindTimer) clearTimeout(this.rebindTimer);
    this.rebindTimer = null;
    const session = this.session;
    if (!session) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => session.destroy(), 1000);
      session.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      if (this.isBound) session.unbind({}, () => session.close());
      else session.destroy();
    });
  }

  private connect(): void {
    this.rebindTimer = null;
    const { host, port, tls, systemId, password } = this.endpoint;
    const session = smpp.connect({ host, port, tls, ...(tls ? { servername: host } : {}) }, () => {
      session.bind_transceiver({ system_id: systemId, password, interface_version: 0x34 }, (pdu) => {
        if (pdu.command_status !== 0) {
          logger.error({ status: pdu.command_status }, 'SMPP bind refused');
          this.emit('bind-refused', pdu.command_status);
          session.destroy();
          return;
        }
        this.isBound = true;
        this.rebindAttempt = 0;
        this.startKeepAlive(session);
        this.emit('bound');
      });
    });
    this.session = session;
    // A connect or bind that hangs (no SYN-ACK, no bind_resp) counts as a drop, so the back-off goes on.
    const bindTimer = setTimeout(() => {
      if (!this.isBound) session.destroy();
    }, this.options.responseTimeoutMs ?? 10_000);
    bindTimer.unref?.();
    session.once('close', () => clearTimeout(bindTimer));
    session.on('deliver_sm', (pdu: PDU) => void this.onDeliver(session, pdu));
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('error', (error: Error) => logger.warn({ err: error }, 'SMPP link error'));
    session.on('close', () => this.onClose(session));
  }

  private onClose(session: Session): void {
    if (this.session !== session) return;
    this.session = null;
    this.isBound = false;
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    for (const settle of this.waiting.values()) settle({ ok: false, kind: 'in-doubt', reason: 'link dropped before the answer' });
    this.waiting.clear();
    this.emit('unbound');
    if (this.stopped) return;
    this.rebindAttempt += 1;
    const delay = (this.options.rebindDelayMs ?? defaultRebindDelay)(this.rebindAttempt);
    this.rebindTimer = setTimeout(() => this.connect(), delay);
    this.rebindTimer.unref?.();
  }

  private startKeepAlive(session: Session): void {
    const every = this.options.enquireLinkMs ?? 30_000;
    this.keepAlive = setInterval(() => {
      const timer = setTimeout(() => session.destroy(), this.options.responseTimeoutMs ?? 10_000);
      timer.unref?.();
      session.enquire_link({}, () => clearTimeout(timer));
    }, every);
    this.keepAlive.unref?.();
  }

  private async onDeliver(session: Session, pdu: PDU): Promise<void> {
    const receipt = parseReceipt(pdu);
    try {
      if (receipt) await this.options.onReceipt(receipt);
      session.send(pdu.response());
    } catch (error) {
      logger.error({ err: error }, 'SMPP receipt not stored');
      // ESME_RX_T_APPN: a temporary failure, so the SMSC delivers the receipt again.
      session.send(pdu.response({ command_status: 0x64 }));
    }
  }

  /** Waits for this bind's next free slot of SMPP_MAX_PER_SECOND. */
  private async slot(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + 1000 / this.options.maxPerSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  /**
   * Submits one short message. `beforeWrite` runs just before the PDU goes on the wire (the queue marks
   * the row "sending" there, so a crash after it is known to be in doubt); false stops the submit.
   */
  async submit(fields: Record<string, unknown>, beforeWrite: () => Promise<boolean>): Promise<SubmitResult> {
    if (!this.isBound) return { ok: false, kind: 'not-bound' };
    await this.slot();
    if (!(await beforeWrite())) return { ok: false, kind: 'lost-claim' };
    const session = this.session;
    if (!session || !this.isBound) return { ok: false, kind: 'not-bound' };
    return new Promise<SubmitResult>((resolve) => {
      let sequence = 0;
      const timer = setTimeout(() => {
        this.waiting.delete(sequence);
        resolve({ ok: false, kind: 'in-doubt', reason: 'no answer in time' });
      }, this.options.responseTimeoutMs ?? 10_000);
      const settle = (result: SubmitResult) => {
        clearTimeout(timer);
        this.waiting.delete(sequence);
        resolve(result);
      };
      const pdu = new smpp.PDU('submit_sm', fields);
      const written = session.send(pdu, (answer) => {
        if (answer.command_status === 0) settle({ ok: true, messageId: String(answer.message_id ?? '') });
        else if (answer.command_status === ESME_RTHROTTLED) {
          this.nextSlot = Math.max(this.nextSlot, Date.now() + (this.options.throttlePauseMs ?? 1000));
          settle({ ok: false, kind: 'throttled', status: answer.command_status });
        } else settle({ ok: false, kind: 'rejected', status: answer.command_status });
      });
      if (!written) return settle({ ok: false, kind: 'not-bound' });
      sequence = pdu.sequence_number;
      this.waiting.set(sequence, settle);
    });
  }
}
