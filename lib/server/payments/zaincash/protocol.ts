/**
 * ZainCash Payment Gateway v2 as documented (/work/shared/payments-smpp-facts.md §2): the paths, the
 * scopes, the statuses and the claims of the signed return and webhook. Shared by the adapter
 * (./index.ts) and the stand-in (./standin.ts), so both speak the same protocol.
 */
import { createHash } from 'node:crypto';

export const PATHS = {
  token: '/oauth2/token',
  init: '/api/v2/payment-gateway/transaction/init',
  /** + `/{transactionId}` */
  inquiry: '/api/v2/payment-gateway/transaction/inquiry',
  reverse: '/api/v2/payment-gateway/transaction/reverse',
  /** `?transactionId=` (the documents name the path only: the query is our choice, see ./README text in the report). */
  reversals: '/api/v2/payment-gateway/transaction/reversals',
} as const;

/** What we ask for: pay, read payments, reverse and read reversals. */
export const SCOPES = 'payment:read payment:write reverse:read reverse:write';

export const INQUIRY_STATUSES = ['SUCCESS', 'FAILED', 'PENDING', 'OTP_SENT', 'CUSTOMER_AUTHENTICATION_REQUIRED', 'EXPIRED', 'REFUNDED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The documented minimum amount (v1 documents; the stand-in keeps it for v2 too). */
export const MIN_AMOUNT_IQD = 250;

/** The claims of the return's `?token=` and of the webhook's `webhook_token` (HS256, the API key). */
export interface ZainCashClaims {
  eventId: string;
  eventType: 'STATUS_CHANGED' | string;
  timestamp: string;
  data: {
    currentStatus: InquiryStatus | string;
    transactionId: string;
    orderId: string;
    amount?: { value: number; currency: string };
    /** Webhook only: = externalReferenceId. */
    merchantReferenceId?: string;
  };
}

/**
 * The externalReferenceId of one payment: the documents ask for a UUID, our payment ids are 22
 * base64url characters, so it is a name-based UUID (RFC 9562 v5 layout, SHA-256 instead of SHA-1 in
 * the hash, i.e. v8) of the payment id: the same payment always gets the same key, which is what makes
 * a second `init` find the first transaction.
 */
export function externalReferenceIdOf(paymentId: string): string {
  const hash = createHash('sha256').update(`zaincash-external-reference:${paymentId}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x80; // version 8 (custom, name-based)
  hash[8] = (hash[8] & 0x3f) | 0x80; // RFC 9562 variant
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
