/**
 * One interface for every way a customer pays (issue 30 §2): the demo card of demo mode, a wallet with a
 * JWT redirect (ZainCash-style), a local card gateway with an RSA-signed webhook (Qi Card-style) and an
 * app payment with a QR code and polling (First Iraqi Bank-style). Each method lives in its own folder
 * (`lib/server/payments/<method>/`: its adapter, its stand-in written from the provider's documentation,
 * its tests) and is chosen per payment; the payment and order state machine (../index.ts,
 * `applyPaymentResult`) is the same for all.
 *
 * The rules every method keeps:
 * - `start` registers the payment at the provider when the payer reaches our pay page (never inside the
 *   transaction that made the order), idempotently: a second `start` of the same payment (a reload, two
 *   tabs) finds the first registration (the provider's idempotency key is our payment id) instead of
 *   creating a second charge.
 * - The provider's status/inquiry API is the source of truth: a callback or a return only names the
 *   payment (after its signature or token is verified: a forged one is refused), then `status` is asked
 *   before anything is applied. A callback that never comes is settled by the polling job asking `status`.
 * - `refund` pays a succeeded payment back in full once, with our idempotency key (or, where the provider
 *   has none, by checking its refunds first), and is safe to call again.
 * - Every call has a time limit; a failure throws `PaymentProviderError` (nothing is applied on our side).
 */
import type { Locale } from '@/lib/locales';

export type PaymentMethodId = 'demo-card' | 'zaincash' | 'qicard' | 'fib';

/** What a method needs of a payment (a row of `payments`). */
export interface MethodPayment {
  /** Our order id: random, unique; the provider's idempotency / external reference key. */
  id: string;
  /** The short reference the payer reads (shown on the provider's page where it has a description). */
  reference: string;
  purpose: 'recharge' | 'bill' | 'e-voucher' | 'order';
  msisdn: string;
  /** Integer IQD. */
  amount: number;
  /** The provider's id of this payment, once `start` has registered it. */
  providerRef: string | null;
}

/** Where the payer goes next, after `start`. */
export type PayerStep =
  /** The provider's hosted page (wallet, 3-D Secure form). */
  | { kind: 'redirect'; url: string }
  /** Pay in the bank's app: our pay page shows the code, the QR and the app links, and polls. */
  | {
      kind: 'qr';
      readableCode: string;
      /** A `data:image/png;base64,…` URL. */
      qrCode: string;
      appLinks: { personal?: string; business?: string; corporate?: string };
      /** ISO 8601: after this the provider declines it (PAYMENT_EXPIRATION). */
      validUntil: string;
    };

export interface StartedPayment {
  /** The provider's id (transactionId, paymentId…), stored as the payment's `providerRef`. */
  providerRef: string;
  next: PayerStep;
}

export interface PayerUrls {
  /** Where the provider sends the payer back (success and failure alike; we ask `status` there). */
  returnUrl: string;
  /** Where the provider posts its status callback / webhook (absolute). */
  callbackUrl: string;
}

/** The provider's view of a payment: the only thing that moves our state. */
export interface ProviderStatus {
  state: 'pending' | 'succeeded' | 'declined' | 'refunded';
  /** What the provider says was charged (checked against ours by `applyPaymentResult`). */
  amount?: number;
  currency?: string;
}

/** A callback or a return as it arrived (raw body: signatures are over bytes). */
export interface IncomingCallback {
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** Which payment a verified callback is about (then `status` is asked). */
export interface CallbackFinding {
  /** The provider's id (`providerRef`), or our order id where the provider echoes it. */
  providerRef?: string;
  orderId?: string;
}

export interface PaymentMethod {
  readonly id: PaymentMethodId;
  /** The HTTP status its provider expects for an accepted callback (FIB: 202); 200 when not given. */
  readonly callbackStatus?: number;
  /** Its settings are given (a real deployment never has a method it did not configure). */
  enabled(): boolean;
  start(payment: MethodPayment, urls: PayerUrls, lang: Locale): Promise<StartedPayment>;
  status(payment: MethodPayment & { providerRef: string }): Promise<ProviderStatus>;
  /**
   * Verifies a callback or a return (signature, JWT, or nothing where the provider does not sign, as FIB)
   * and names its payment. Throws `PaymentCallbackRefused` for a forged, tampered or unreadable one.
   */
  readCallback(callback: IncomingCallback): Promise<CallbackFinding>;
  /** Pays a succeeded payment back in full, once per `idempotencyKey` (we pass `refund:<payment id>`). */
  refund(payment: MethodPayment & { providerRef: string }, idempotencyKey: string): Promise<void>;
  /** Withdraws a payment not paid yet at the provider (its order was released), where the provider allows it. */
  cancel(payment: MethodPayment & { providerRef: string }): Promise<void>;
  /**
   * Stored cards (auto-recharge, issue 33 part 3), only where the provider documents them: `savedCard`
   * checks a token its card-saving flow gave the payer; `chargeSavedCard` charges it without the payer,
   * once per payment (the idempotency key is the payment id). None of ZainCash, Qi Card and FIB
   * documents a stored card token or a charge the merchant starts (shared/payments-smpp-facts.md §2–4: each payment
   * is approved by its payer: OTP, 3-D Secure form, the bank's app), so only the demo card has them.
   */
  readonly storedCards?: {
    savedCard(token: string): Promise<{ label: string } | null>;
    chargeSavedCard(token: string, payment: MethodPayment): Promise<'succeeded' | 'declined'>;
  };
}

/** The provider could not be reached or refused the call: nothing was applied on our side. */
export class PaymentProviderError extends Error {
  constructor(
    readonly method: PaymentMethodId,
    message: string,
    /** The provider refused for good (e.g. refund window over), as opposed to a fault worth retrying. */
    readonly final = false,
  ) {
    super(`${method}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}

/** A callback we cannot trust (bad signature or token, unknown key, unreadable body): 401, nothing changes. */
export class PaymentCallbackRefused extends Error {
  constructor(
    readonly method: PaymentMethodId,
    readonly reason: string,
  ) {
    super(`${method} callback refused: ${reason}`);
    this.name = 'PaymentCallbackRefused';
  }
}
