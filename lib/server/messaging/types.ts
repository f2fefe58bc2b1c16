/** The messages the site sends (lib/server/messaging). */
export interface OutgoingMessage {
  to: string;
  text: string;
  /** The code the message carries, when it carries one (kept in the demo outbox only). */
  code?: string;
  /** login, register, reset, addon, transfer, mifi, receipt, voucher… */
  purpose: string;
  /** What the SMS belongs to, e.g. `otp:<id>`: its delivery state can be asked for by it (SMPP). */
  ref?: string;
}

export interface OutgoingMail extends OutgoingMessage {
  subject: string;
}

export interface MessagingAdapter {
  sendSms(message: OutgoingMessage): Promise<void>;
  sendEmail(mail: OutgoingMail): Promise<void>;
}
