/**
 * Qi Card's 3-D Secure gateway on the wire (/work/shared/payments-smpp-facts.md §3): the Payment object
 * its API answers and its webhook posts, and the signed string of the webhook's `X-Signature`.
 * Shared by the adapter (./index.ts) and the stand-in (./standin.ts).
 */
import { createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

export const QICARD_CURRENCY = 'IQD';
export const SIGNATURE_HEADER = 'x-signature';
export const TERMINAL_HEADER = 'X-Terminal-Id';
/** Qi Card's limit on a requestId. */
export const MAX_REQUEST_ID = 36;

export type QiStatus =
  | 'CREATED'
  | 'FORM_SHOWED'
  | 'THREE_DS_METHOD_CALL_REQUIRED'
  | 'AUTHENTICATION_REQUIRED'
  | 'AUTHENTICATION_STARTED'
  | 'AUTHENTICATION_FAILED'
  | 'AUTHENTICATED'
  | 'INITIALIZED'
  | 'STARTED'
  | 'SUCCESS'
  | 'FAILED'
  | 'ERROR'
  | 'EXPIRED';

/** The five statuses after which a payment never changes (the webhook is sent on them). */
export const TERMINAL_STATUSES: readonly QiStatus[] = ['SUCCESS', 'FAILED', 'ERROR', 'EXPIRED', 'AUTHENTICATION_FAILED'];

export interface QiRefund {
  refundId: string;
  requestId: string;
  paymentId: string;
  amount: number;
  currency: string;
  creationDate: string;
  message?: string | null;
  status: 'SUCCESS' | 'FAILED' | 'PROCESSING';
}

export interface QiCancel {
  requestId: string;
  created: string;
  successfully: boolean;
  amount: number;
}

export interface QiPayment {
  requestId: string;
  paymentId: string;
  status: QiStatus;
  canceled: boolean;
  amount: number;
  confirmedAmount?: number | null;
  currency: string;
  /** Local time without a zone, as Qi writes it: "2026-02-02T14:54:37". */
  creationDate: string;
  formUrl?: string;
  withoutAuthenticate?: boolean;
  additionalInfo?: Record<string, string> | null;
  paymentType?: 'CARD';
  details?: {
    resultCode?: string | null;
    rrn?: string | null;
    authId?: string | null;
    authDate?: string | null;
    maskedPan?: string | null;
    paymentSystem?: string | null;
  } | null;
  cancels?: QiCancel[];
  /**
   * Not in the documented facts: the stand-in lists a payment's refunds here, and the adapter reads it
   * when present (a payment whose successful refunds cover its amount is `refunded`).
   */
  refunds?: QiRefund[];
}

export interface QiError {
  error: { code: number; message: string };
}

/** The documented error codes we name (facts §3; 18 from the levilabs SDK's list). */
export const QI_ERRORS = {
  TERMINAL_NOT_FOUND: 9,
  REFUNDS_NOT_ALLOWED: 18,
  REFUND_ERROR: 20,
  VALIDATION_ERROR: 21,
  BAD_CREDENTIALS: 27,
} as const;

/**
 * The amount as it is signed. The public SDKs disagree: one README says two decimals, both SDKs' code
 * uses three ("50000.000"), noted there as checked against production webhooks. We sign (stand-in) with
 * three and verify three first, then two (./index.ts): both denote the same amount, so accepting either
 * lets nothing through that the key did not sign.
 */
export function formatAmount(amount: unknown, decimals: 2 | 3 = 3): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return null;
  return n.toFixed(decimals);
}

/** `paymentId|amount|currency|creationDate|status`, `-` for a missing value. */
export function signedString(payment: Partial<Record<'paymentId' | 'amount' | 'currency' | 'creationDate' | 'status', unknown>>, decimals: 2 | 3 = 3): string {
  const text = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));
  return [text(payment.paymentId), formatAmount(payment.amount, decimals) ?? '-', text(payment.currency), text(payment.creationDate), text(payment.status)].join('|');
}

export function signPayment(payment: QiPayment, privateKey: KeyObject | string): string {
  const signer = createSign('SHA256');
  signer.update(signedString(payment, 3));
  return signer.sign(privateKey, 'base64');
}

export function verifySignature(text: string, signature: string, publicKey: KeyObject): boolean {
  try {
    const verifier = createVerify('SHA256');
    verifier.update(text);
    return verifier.verify(publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** QICARD_PUBLIC_KEY: a PEM, or the base64 of a PEM (or of the DER SubjectPublicKeyInfo). */
export function readPublicKey(setting: string): KeyObject {
  const trimmed = setting.trim().replace(/\\n/g, '\n');
  if (trimmed.includes('-----BEGIN')) return createPublicKey(trimmed);
  const decoded = Buffer.from(trimmed, 'base64');
  const asText = decoded.toString('utf8');
  if (asText.includes('-----BEGIN')) return createPublicKey(asText);
  return createPublicKey({ key: decoded, format: 'der', type: 'spki' });
}

/** Qi's creationDate: local date and time to the second, no zone. */
export function qiDate(date = new Date()): string {
  return date.toISOString().slice(0, 19);
}
