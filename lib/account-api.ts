/**
 * Shapes of the account and operator-core API answers (the `data` of the envelope), shared by the
 * server routes and the browser flows so both sides agree. Money is integer IQD; dates ISO strings.
 */
import type { GovernorateId } from './governorates';

export interface ProfileData {
  msisdn: string;
  email: string | null;
  firstName: string;
  secondName: string;
  thirdName: string;
  /** yyyy-mm-dd or null */
  dateOfBirth: string | null;
  interests: string[];
  idType: 'national-id' | 'passport' | 'residence' | null;
  idNumber: string | null;
  addresses: AddressData[];
}

export interface AddressData {
  id: number;
  address: string;
  city: string;
  district: string;
  /** lib/governorates.ts id; null on an address saved before the field existed. */
  governorate: GovernorateId | null;
  /** The nearest landmark (null: none given). */
  landmark: string | null;
  primary: boolean;
}

/** POST /api/v1/smsvalidation and e-mail POST /api/v1/login answer this. */
export interface LoginData {
  token: string;
  profile: ProfileData;
}

/** POST /api/v1/login with a phone answers this (the PIN went by SMS). */
export interface PinSentData {
  /** Seconds before "resend" is allowed (60). */
  resendAfter: number;
  /** Digits in the PIN (6). */
  length: number;
}

/**
 * POST /api/v1/captcha: a signed proof-of-work challenge for the `altcha-widget` (it holds no answer).
 * 400/401/429 answers of login may carry `data.captchaRequired: true`; then the widget's payload goes
 * in `captcha`.
 */
export interface CaptchaData {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    /** Seconds since 1970. */
    expiresAt?: number;
  };
  signature?: string;
}

export interface SubscriptionData {
  id: number;
  addonId: number;
  title: string;
  type: 'internet' | 'voice' | 'sms' | 'data' | 'unlimited' | 'credit';
  /** null for unlimited add-ons */
  remaining: number | null;
  total: number | null;
  unit: 'MB' | 'min' | 'sms' | 'IQD';
  expiresAt: string;
}

export interface BillData {
  id: number;
  period: string;
  amount: number;
  dueAt: string;
  paidAt: string | null;
}

/** GET, PUT and DELETE /api/v1/account/auto-recharge (issue 33 part 3). */
export interface AutoRechargeView {
  rule: {
    kind: 'below' | 'monthly';
    threshold: number | null;
    dayOfMonth: number | null;
    amount: number;
    monthlyCap: number;
    /** What the subscriber sees of the saved card ("•••• 4242"). */
    card: string;
    createdAt: string;
  } | null;
  /** Payment methods that can keep a card for auto-recharge (empty: not offered now). */
  methods: string[];
  /** IQD auto-recharged (or being charged) this Baghdad month. */
  monthSpent: number;
  /** The latest charges, newest first; `orderId` is the receipt's key of a succeeded one. */
  charges: Array<{ id: number; amount: number; status: 'due' | 'succeeded' | 'failed' | 'capped' | 'cancelled'; failures: number; createdAt: string; orderId: string | null }>;
}

/** GET /api/v1/account/line */
export interface LineData {
  msisdn: string;
  type: 'prepaid' | 'postpaid';
  status: 'active' | 'suspended';
  balance: number;
  subscriptions: SubscriptionData[];
  /** The latest unpaid bill of a postpaid line, else null. */
  bill: BillData | null;
}

/** GET /api/v1/account/transactions: the ledger, newest first. */
export interface TransactionData {
  id: number;
  amount: number;
  /** Machine reason: opening-balance, addon-purchase, package, package-gift, scratch-card, card-recharge, transfer-out, transfer-in, bill-overpayment. */
  reason: string;
  /** The reason as a short sentence in the request's language. */
  label?: string;
  createdAt: string;
}

export interface NotificationData {
  id: number;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

/** POST /api/v1/transactional `data` */
export interface AddonDetailData {
  addOnDetail: { title: string; price: number };
  PID: string;
  gtag: Record<string, unknown>;
}

/** POST /api/v1/recharge/card and bill/e-voucher card payments */
export interface PaymentStartData {
  orderId: string;
  /** The short reference the payer sees and reads out to care (lib/reference.ts). */
  reference?: string;
  /** The (demo) hosted payment page to send the payer to. */
  paymentUrl: string;
}

export interface PaymentStatusData {
  orderId: string;
  /** The short reference shown to the payer (lib/reference.ts); the order id stays in URLs. */
  reference?: string;
  status: 'pending' | 'succeeded' | 'declined';
  purpose: 'recharge' | 'bill' | 'e-voucher' | 'order';
  amount: number;
  msisdn: string;
  /** A shop order's number (purpose 'order'): its page offers "Pay now" after a declined card. */
  orderNumber?: string;
}
