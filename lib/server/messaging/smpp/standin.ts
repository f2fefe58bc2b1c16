/**
 * A stand-in SMSC for tests and demos, on the `smpp` package's server, following SMPP 3.4: binds a
 * transceiver with system_id/password (a wrong password: ESME_RINVPASWD, an unknown id: ESME_RINVSYSID),
 * answers submit_sm with a fresh message id, answers enquire_link, and sends a delivery receipt
 * (deliver_sm, esm_class 0x04, the Appendix B text plus receipted_message_id / message_state TLVs) for
 * each submit that asked for one. Tests can make it throttle (ESME_RTHROTTLED), drop every connection,
 * or choose the receipt's outcome.
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { AddressInfo, Server } from 'node:net';
import * as smpp from 'smpp';
import type { PDU, Session } from 'smpp';
import { ESME_RTHROTTLED } from './client';

const ESME_RINVPASWD = 0x0e;
const ESME_RINVSYSID = 0x0f;
const ESME_RINVBNDSTS = 0x04;
const ESME_RBINDFAIL = 0x0d;

export interface ReceivedSubmit {
  messageId: string;
  systemId: string;
  sourceAddr: string;
  destinationAddr: string;
  dataCoding: number;
  esmClass: number;
  registeredDelivery: number;
  /** The UDH (when esm_class has UDHI), and the text as the SMSC decodes it. */
  udh: Buffer | null;
  text: string;
}

export type Outcome = 'DELIVRD' | 'UNDELIV' | 'EXPIRED' | 'REJECTD' | 'none';

const MESSAGE_STATE: Record<Exclude<Outcome, 'none'>, number> = { DELIVRD: 2, EXPIRED: 3, UNDELIV: 5, REJECTD: 8 };

/** YYMMDDhhmm of the receipt text. */
const receiptDate = (date: Date) => date.toISOString().replace(/\D/g, '').slice(2, 12);

export class StandinSmsc extends EventEmitter {
  readonly received: ReceivedSubmit[] = [];
  /** Submits still to refuse with ESME_RTHROTTLED. */
  throttleNext = 0;
  /** What the next receipts say (DELIVRD unless told); 'none' sends no receipt. */
  outcome: Outcome = 'DELIVRD';
  /** Drop the connection right after receiving the next submit, before answering it (a lost answer). */
  dropBeforeAnswer = false;
  binds = 0;
  /** Refuse binds (ESME_RBINDFAIL) while true: an SMSC that is down for us. */
  refuseBinds = false;
  /** Leave enquire_link unanswered (a link that is dead without closing). */
  ignoreEnquireLinks = false;
  /** The message ids of the receipts the client answered, in order. */
  readonly answered: string[] = [];
  private readonly sessions = new Set<Session>();
  private server: Server | null = null;

  constructor(private readonly account: { systemId: string; password: string }) {
    super();
  }

  async listen(port = 0): Promise<number> {
    const server = smpp.createServer((session) => this.accept(session));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  /** Ends every open connection (as a network failure would). */
  dropAll(): void {
    for (const session of this.sessions) session.destroy();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Resolves when `n` submits in all have been received. */
  waitForSubmits(n: number): Promise<void> {
    if (this.received.length >= n) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (this.received.length < n) return;
        this.off('submit', check);
        resolve();
      };
      this.on('submit', check);
    });
  }

  /** Resolves when the client has answered (after storing) `count` receipts for this message id in all. */
  receiptAnswered(messageId: string, count = 1): Promise<void> {
    const done = () => this.answered.filter((id) => id === messageId).length >= count;
    if (done()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!done()) return;
        this.off('receipt-answered', check);
        resolve();
      };
      this.on('receipt-answered', check);
    });
  }

  /** Sends a receipt for a message id now (a late receipt, or one with another outcome). */
  sendReceipt(messageId: string, outcome: Exclude<Outcome, 'none'>): void {
    const submit = this.received.find((r) => r.messageId === messageId);
    for (const session of this.sessions) {
      const now = new Date();
      session.deliver_sm({
        source_addr: submit?.destinationAddr ?? '',
        destination_addr: submit?.sourceAddr ?? '',
        esm_class: 0x04,
        data_coding: 0,
        short_message: `id:${messageId} sub:001 dlvrd:${outcome === 'DELIVRD' ? '001' : '000'} submit date:${receiptDate(now)} done date:${receiptDate(now)} stat:${outcome} err:${outcome === 'DELIVRD' ? '000' : '001'} text:`,
        receipted_message_id: messageId,
        message_state: MESSAGE_STATE[outcome],
      }, () => {
        this.answered.push(messageId);
        this.emit('receipt-answered');
      });
      return;
    }
  }

  private accept(session: Session): void {
    this.sessions.add(session);
    let boundAs: string | null = null;
    session.on('close', () => this.sessions.delete(session));
    session.on('error', () => session.destroy());
    session.on('bind_transceiver', (pdu: PDU) => {
      session.pause();
      const status = this.refuseBinds
        ? ESME_RBINDFAIL
        : pdu.system_id !== this.account.systemId ? ESME_RINVSYSID : pdu.password !== this.account.password ? ESME_RINVPASWD : 0;
      session.send(pdu.response({ command_status: status, system_id: 'standin' }));
      if (status === 0) {
        boundAs = String(pdu.system_id);
        this.binds += 1;
        this.emit('bind');
        session.resume();
      } else session.close();
    });
    session.on('enquire_link', (pdu: PDU) => {
      if (!this.ignoreEnquireLinks) session.send(pdu.response());
    });
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: PDU) => {
      if (!boundAs) return session.send(pdu.response({ command_status: ESME_RINVBNDSTS }));
      if (this.throttleNext > 0) {
        this.throttleNext -= 1;
        this.emit('throttled');
        return session.send(pdu.response({ command_status: ESME_RTHROTTLED }));
      }
      const esmClass = Number(pdu.esm_class ?? 0);
      const { udh, text } = readMessage(pdu);
      const messageId = randomBytes(8).toString('hex');
      this.received.push({
        messageId,
        systemId: boundAs,
        sourceAddr: String(pdu.source_addr ?? ''),
        destinationAddr: String(pdu.destination_addr ?? ''),
        dataCoding: Number(pdu.data_coding ?? 0),
        esmClass,
        registeredDelivery: Number(pdu.registered_delivery ?? 0),
        udh,
        text,
      });
      this.emit('submit');
      if (this.dropBeforeAnswer) {
        this.dropBeforeAnswer = false;
        return session.destroy();
      }
      session.send(pdu.response({ message_id: messageId }));
      if ((Number(pdu.registered_delivery ?? 0) & 0x03) !== 0 && this.outcome !== 'none') this.sendReceipt(messageId, this.outcome);
    });
  }
}

/**
 * The short message as the SMSC reads it: node-smpp decodes short_message by its data_coding (GSM 03.38
 * for 0, UCS-2 for 8) into `{ message, udh }`, an independent check of our encoder.
 */
function readMessage(pdu: PDU): { udh: Buffer | null; text: string } {
  const value = pdu.short_message as Buffer | { message: string | Buffer; udh?: Buffer[] };
  if (Buffer.isBuffer(value)) return { udh: null, text: value.toString('latin1') };
  const udh = value.udh && value.udh.length ? Buffer.concat([Buffer.from([value.udh.reduce((n, u) => n + u.length, 0)]), ...value.udh]) : null;
  return { udh, text: Buffer.isBuffer(value.message) ? value.message.toString('latin1') : value.message };
}
