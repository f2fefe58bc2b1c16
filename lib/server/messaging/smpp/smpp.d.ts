/**
 * The few parts of npm `smpp` 0.5.1 (node-smpp; it ships no types) that the SMPP adapter and the
 * stand-in SMSC use. PDU fields are the SMPP 3.4 names; short_message arrives decoded as `{ message, udh }`.
 */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(fields?: Record<string, unknown>): PDU;
    isResponse(): boolean;
  }

  export interface Session extends EventEmitter {
    socket: import('node:net').Socket;
    /** Sends a request (or a response); `onResponse` gets the answer. False when the socket is not writable. */
    send(pdu: PDU, onResponse?: (pdu: PDU) => void, onSent?: (pdu: PDU) => void): boolean;
    bind_transceiver(fields: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    submit_sm(fields: Record<string, unknown>, onResponse?: (pdu: PDU) => void, onSent?: (pdu: PDU) => void): boolean;
    deliver_sm(fields: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    enquire_link(fields?: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    unbind(fields?: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
  }

  export interface ConnectOptions {
    host: string;
    port: number;
    tls?: boolean;
    /** node:tls options when tls is on (servername, ca…). */
    [option: string]: unknown;
  }

  export function connect(options: ConnectOptions, onConnect?: () => void): Session;
  export function createServer(listener: (session: Session) => void): NetServer;
  export function createServer(options: Record<string, unknown>, listener: (session: Session) => void): NetServer;

  export const PDU: new (command: string, fields?: Record<string, unknown>) => PDU;
  export const ESME_ROK: number;
  export const ESME_RTHROTTLED: number;
  export const ESME_RINVPASWD: number;
  export const ESME_RINVSYSID: number;
  export const ESME_RINVBNDSTS: number;
}
