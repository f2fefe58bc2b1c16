/** GET /api/editor/messages: the SMS sent to subscribers, as care agents see them (/editor/messages). */

/** Over SMPP: where the message is, from the queue and then the SMSC's delivery receipts. */
export type DeliveryState = 'queued' | 'accepted' | 'delivered' | 'undeliverable' | 'expired' | 'in-doubt' | 'failed';

/** How a message left: the operator's SMSC, the HTTP gateway, or demo mode's outbox (nowhere). */
export type SentVia = 'smpp' | 'gateway' | 'outbox';

export interface SentMessage {
  id: number;
  sentAt: string;
  /** Masked: 0770•••4567. */
  to: string;
  purpose: string;
  /** With any code blanked (••••••). */
  text: string;
  via: SentVia;
  /** Over SMPP; null for the other routes (they give no receipts). */
  state: DeliveryState | null;
  /** Over SMPP: parts the SMSC accepted, the receipts' own words (DELIVRD, UNDELIV…), tries, the last error. */
  parts: number | null;
  receipt: string | null;
  attempts: number | null;
  lastError: string | null;
}

export interface DeliveryLogPage {
  messages: SentMessage[];
  /** Older messages exist: ask again with `before` = the last id shown. */
  more: boolean;
}
