/**
 * The seam between the site and the operator's billing system (design.md section 6). Every flow that
 * reads a line or moves money calls this interface through `core()` (./index.ts): in demo mode the
 * embedded core (./embedded.ts, tables in the site's database), with a real BSS the TM Forum adapter
 * (./tmf, OPERATOR_CORE=tmf). Both sit behind the fault-injection wrapper (./faults.ts).
 *
 * Money rules (design.md section 5): integer IQD; every balance change is one ledger row with a reason
 * and a unique `reference`, so an operation retried with the same reference is applied once; the
 * balance is the sum of the ledger and never negative. Operations that move money are atomic: they
 * either happen completely or not at all. A failure of the core throws `CoreUnavailableError`: either
 * before anything was applied ("Cannot fetch information now"), or, `CoreUnconfirmedError`, when the
 * answer of an operation that changes something was lost (it may have been applied): the caller must
 * not say "nothing was charged", and a retry with the same reference is applied at most once.
 */
import { formatPrice } from '@/lib/format';
import { ApiError } from '../api/errors';

export type LineType = 'prepaid' | 'postpaid';
export type AddonUnit = 'MB' | 'min' | 'sms' | 'IQD';

export interface CoreLine {
  msisdn: string;
  type: LineType;
  status: 'active' | 'suspended';
  /** The add-on purchase flow answers `isBlocked: true` for these. */
  blockedForPurchases: boolean;
  kind: 'mobile' | 'mifi';
  ownerAccountId: number | null;
}

/** Why the balance changed (translated as `core.reasons.<camelCase>` for people). */
export type LedgerReason =
  | 'opening-balance'
  | 'addon-purchase'
  | 'package'
  | 'package-gift'
  | 'scratch-card'
  | 'card-recharge'
  | 'transfer-out'
  | 'transfer-in'
  | 'bill-overpayment'
  | 'vanity-reservation'
  /** A reward paid with points (price 0: the ledger row records the grant, once by reference). */
  | 'reward'
  /** Calls, SMS or data outside a bundle (reference `usage:<usage id>`). */
  | 'usage';

export interface LedgerRow {
  id: number;
  msisdn: string;
  amount: number;
  reason: string;
  reference: string | null;
  createdAt: Date;
}

export interface CoreSubscription {
  id: number;
  msisdn: string;
  addonId: number;
  remaining: number;
  total: number;
  unit: AddonUnit;
  giftedBy: string | null;
  startedAt: Date;
  expiresAt: Date;
}

export interface CoreBill {
  id: number;
  msisdn: string;
  period: string;
  amount: number;
  dueAt: Date;
  paidAt: Date | null;
  paymentId: string | null;
}

export interface MoneyMovement {
  msisdn: string;
  /** Positive integer IQD. */
  amount: number;
  reason: LedgerReason;
  /** Unique per operation (`purchase:<PID>`, `card:<hmac>`, `payment:<orderId>`…). */
  reference: string;
}

export interface MoneyResult {
  /** Balance after the operation. */
  balance: number;
  /** false: this reference had already been applied, nothing changed now. */
  applied: boolean;
}

export interface SubscribeInput {
  /** The line that gets the add-on. */
  msisdn: string;
  /** The line that pays (default: `msisdn`); differs when gifting. */
  payer?: string;
  addonId: number;
  /** The price agreed with the customer (bound to the code), integer IQD; 0 only for rewards paid with points. */
  price: number;
  reason: LedgerReason;
  reference: string;
}

export interface SubscribeResult extends MoneyResult {
  subscription: CoreSubscription;
}

export interface TransferInput {
  from: string;
  to: string;
  amount: number;
  /** `transfer:<id>`; the two ledger rows get `:out` and `:in`. */
  reference: string;
  /** Most IQD the sender may send in one Baghdad calendar day, this transfer included. */
  dailyCap: number;
}

export interface TransferResult {
  /** The sender's balance after the transfer. */
  balance: number;
  applied: boolean;
}

export type UsageType = 'voice' | 'sms' | 'data';

/**
 * One usage record (a call, an SMS, a data session), in the shape of TM Forum's TMF635 Usage
 * Management v4 `Usage` resource (TMF635 is not among ../shared/tmf; the fields are those of its
 * published Usage schema): `usageCharacteristic` carries `quantity` with its `unit` (SEC, MSG, MB), the
 * `otherParty` number of a call or SMS, the `direction` (outgoing/incoming), and `inBundle`;
 * `ratedProductUsage[0].taxIncludedRatingAmount` is what the line paid (IQD, 0 inside a bundle), its
 * `productRef` the bundle it was drawn from.
 */
export interface CoreUsage {
  id: string;
  usageDate: Date;
  usageType: UsageType;
  status: 'rated' | 'billed';
  ratedProductUsage: Array<{
    taxIncludedRatingAmount: { unit: 'IQD'; value: number };
    productRef: { id: string } | null;
  }>;
  usageCharacteristic: Array<{ name: string; value: string | number | boolean }>;
}

/** A usage characteristic's value by name (undefined when the record has none). */
export function usageCharacteristic(usage: CoreUsage, name: string): string | number | boolean | undefined {
  return usage.usageCharacteristic.find((c) => c.name === name)?.value;
}

export interface OperatorCore {
  /** The line, or null when the number is not one of ours. */
  getLine(msisdn: string): Promise<CoreLine | null>;
  getBalance(msisdn: string): Promise<number>;
  /** The ledger of a line, newest first. */
  getLedger(msisdn: string, limit?: number): Promise<LedgerRow[]>;
  /** Running (not expired) subscriptions, soonest expiry first. */
  getSubscriptions(msisdn: string): Promise<CoreSubscription[]>;
  /** Bills of a line, newest period first. */
  getBills(msisdn: string): Promise<CoreBill[]>;
  getBill(id: number): Promise<CoreBill | null>;
  /** IQD this line sent by credit transfer in the current Baghdad calendar day. */
  transferredToday(msisdn: string): Promise<number>;
  /** Usage records (TMF635 Usage) of a line since `since`, newest first. */
  getUsage(msisdn: string, since: Date): Promise<CoreUsage[]>;

  /** Adds credit. Idempotent by reference. */
  credit(input: MoneyMovement): Promise<MoneyResult>;
  /** Takes credit; `InsufficientBalanceError` when the balance is too low. Idempotent by reference. */
  charge(input: MoneyMovement): Promise<MoneyResult>;
  /** Charges the payer and starts the subscription, together. Idempotent by reference. */
  subscribe(input: SubscribeInput): Promise<SubscribeResult>;
  /** Moves credit between two lines (two ledger rows), together. Idempotent by reference. */
  transfer(input: TransferInput): Promise<TransferResult>;
  /**
   * Uses a scratch card (or an e-voucher code) once and credits its value to the line; null when the
   * number is unknown or already used (the caller must not tell the two apart).
   */
  redeemScratchCard(input: { msisdn: string; cardNumber: string }): Promise<{ value: number; balance: number } | null>;
  /**
   * Marks a bill paid by a payment. `alreadyPaid`: the bill had been paid by another payment, so this
   * one's amount was credited to the line instead (nothing is lost). Idempotent by payment id.
   */
  payBill(input: { billId: number; paymentId: string; amount: number }): Promise<{ alreadyPaid: boolean }>;
  /**
   * Issues the e-voucher of a payment (a 14-digit recharge code, usable once like a scratch card),
   * once per payment:
   * - `issued`: the code to send, issued now; or re-issued, when the payment's voucher is not used and
   *   older than `reissueAfterMs` (the answer that carried its code was lost, or its SMS failed: the old
   *   code stops working, so there is never more than one usable code per payment);
   * - `used`: the payment's voucher was already used (its code reached the buyer): nothing to send;
   * - `recent`: issued less than `reissueAfterMs` ago, by an attempt that may still be sending it.
   */
  issueVoucher(input: IssueVoucherInput): Promise<VoucherIssue>;
  /** Withdraws a voucher whose code could not be delivered, unless it was used (so a retry issues a new one). */
  withdrawVoucher(paymentId: string): Promise<void>;
  /**
   * Blocks a line (`suspended`: a lost or stolen SIM) or unblocks it (`active`): the TMF637 product
   * status of the line. A suspended line cannot be charged (charge, subscribe as payer, transfer out:
   * `LineBlockedError`). Setting the status it has already is a no-op. `UnknownLineError` for a number
   * that is not ours.
   */
  setLineStatus(input: { msisdn: string; status: 'active' | 'suspended' }): Promise<void>;
  /** The PUK of the line's SIM (8 digits), to unlock a SIM locked by wrong PINs. */
  getPuk(msisdn: string): Promise<string>;
}

export interface IssueVoucherInput {
  paymentId: string;
  packageId: number;
  msisdn: string;
  value: number;
  /** An unused voucher older than this is re-issued with a new code (default: never). */
  reissueAfterMs?: number;
}

export type VoucherIssue = { state: 'issued'; code: string } | { state: 'used' } | { state: 'recent' };

/** The core methods that change something (a lost answer of these leaves the outcome unknown). */
export const CHANGING_METHODS: ReadonlySet<keyof OperatorCore> = new Set<keyof OperatorCore>([
  'credit',
  'charge',
  'subscribe',
  'transfer',
  'redeemScratchCard',
  'payBill',
  'issueVoucher',
  'withdrawVoucher',
  'setLineStatus',
]);

/**
 * The billing system did not answer in time, or failed, before anything was applied: spec section 8
 * "Cannot fetch information now".
 */
export class CoreUnavailableError extends ApiError {
  constructor(
    readonly reason: 'timeout' | 'error' | 'not-configured' | 'unconfirmed',
    cause?: unknown,
  ) {
    super(503, reason === 'unconfirmed' ? 'core.unconfirmed' : 'errors.upstream', { headers: { 'Retry-After': '5' } });
    this.name = 'CoreUnavailableError';
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

/**
 * The answer of an operation that changes something was lost (a timeout after the billing system
 * applied it, or may have): we do not know whether it happened. The customer is told exactly that
 * ("we could not confirm…, check your balance before trying again"), never "nothing was charged"; the
 * same operation retried with the same reference (PID, transfer, card, order) is applied at most once.
 * A `CoreUnavailableError`, so callers that give a code back on a fault keep doing so: the retry of the
 * same request is what resolves the doubt.
 */
export class CoreUnconfirmedError extends CoreUnavailableError {
  constructor(
    readonly method: string,
    cause?: unknown,
  ) {
    super('unconfirmed', cause);
    this.name = 'CoreUnconfirmedError';
  }
}

/** Not enough credit for a charge; nothing was charged. */
export class InsufficientBalanceError extends ApiError {
  constructor(readonly balance: number) {
    super(400, 'core.notEnoughBalance');
    this.name = 'InsufficientBalanceError';
  }
}

/** A credit transfer would take the sender over the daily cap; nothing was moved. */
export class DailyCapError extends ApiError {
  constructor(readonly sentToday: number, readonly cap: number) {
    super(400, 'core.transferDailyCap', { values: { cap: formatPrice(cap), left: formatPrice(Math.max(0, cap - sentToday)) } });
    this.name = 'DailyCapError';
  }
}

/** The line does not exist (or cannot take this operation). */
export class UnknownLineError extends ApiError {
  constructor(readonly msisdn: string) {
    super(404, 'core.notOurLine');
    this.name = 'UnknownLineError';
  }
}

/** The paying line is blocked (a lost SIM, issue 33 part 5): nothing was charged or moved. */
export class LineBlockedError extends ApiError {
  constructor(readonly msisdn: string) {
    super(409, 'core.lineBlocked');
    this.name = 'LineBlockedError';
  }
}
