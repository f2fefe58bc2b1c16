/**
 * First Iraqi Bank web payment (issue 30 §2, facts §4): the payer pays inside the FIB app, by scanning
 * the QR code, typing the readable code or following an app link; we learn of it from FIB's status
 * callback (a trigger only: it is not signed) and from polling FIB's status endpoint (the truth).
 *
 * FIB has no idempotency key, so the rules of ../methods/types.ts are kept this way:
 * - A second `start` of a payment that already has a `providerRef` never leaves two payable FIB payments:
 *   the first one is cancelled at FIB (only an UNPAID one can be, so a payer who pays it at the same
 *   moment wins and `start` refuses with "already paid") before a new one is made.
 * - An answer to `start` that is lost (FIB made the payment, we never learnt its id) leaves an orphan whose
 *   readable code and QR nobody has seen: it cannot be paid and FIB declines it at `validUntil` (an unpaid
 *   FIB payment costs nothing). Should one be paid all the same (a caller that showed the QR before storing
 *   the id), FIB's status callback finds it: its URL carries our payment id (`?payment=<id>`), so
 *   `readCallback` names both, and the caller adopts the FIB id only after `status` of that id says PAID
 *   with our amount and no other payment holds that id.
 * - `refund` asks the status first (REFUND_REQUESTED / REFUNDED: done), so calling it again refunds once.
 */
import type { Locale } from '@/lib/locales';
import { z } from 'zod';
import { serverEnv } from '../../env';
import { logger } from '../../logger';
import {
  PaymentCallbackRefused,
  PaymentProviderError,
  type CallbackFinding,
  type IncomingCallback,
  type MethodPayment,
  type PayerUrls,
  type PaymentMethod,
  type ProviderStatus,
  type StartedPayment,
} from '../methods/types';
import { declineCodes, FibClient, type FibAnswer } from './client';

export interface FibSettings {
  /** FIB_URL */
  baseUrl?: string;
  /** FIB_CLIENT_ID */
  clientId?: string;
  /** FIB_CLIENT_SECRET */
  clientSecret?: string;
  /** PAYMENT_TIMEOUT_MS */
  timeoutMs: number;
  /** How long the payer has to pay in the app (ISO 8601 duration); FIB declines it afterwards. */
  expiresIn?: string;
  /** How long after payment a refund is allowed (ISO 8601 duration; FIB's default P7D). */
  refundableFor?: string;
  /** The clock (tests). */
  now?: () => number;
}

/** The settings of the environment (lib/server/env.ts). */
export function fibSettingsFromEnv(): FibSettings {
  const env = serverEnv();
  return { baseUrl: env.FIB_URL, clientId: env.FIB_CLIENT_ID, clientSecret: env.FIB_CLIENT_SECRET, timeoutMs: env.PAYMENT_TIMEOUT_MS };
}

/** The payer has a quarter of an hour to pay in the app (as long as an order is held for a payment). */
export const FIB_DEFAULT_EXPIRES_IN = 'PT15M';
export const FIB_DEFAULT_REFUNDABLE_FOR = 'P7D';
/** The query parameter of the status callback URL that names our payment (finds a paid orphan). */
export const FIB_CALLBACK_PAYMENT_PARAM = 'payment';

/** FIB refuses a description over 50 characters. */
const DESCRIPTION_MAX = 50;
const descriptionPrefix: Record<Locale, string> = { ar: 'دفع', en: 'Payment', ku: 'پارەدان' };

const createAnswer = z.object({
  paymentId: z.string().min(1),
  readableCode: z.string().min(1),
  qrCode: z.string().startsWith('data:image/png;base64,'),
  validUntil: z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date'),
  personalAppLink: z.string().url().optional(),
  businessAppLink: z.string().url().optional(),
  corporateAppLink: z.string().url().optional(),
});

const fibStatuses = ['PAID', 'UNPAID', 'DECLINED', 'REFUND_REQUESTED', 'REFUNDED'] as const;
type FibStatus = (typeof fibStatuses)[number];

const statusAnswer = z.object({
  paymentId: z.string().optional(),
  status: z.enum(fibStatuses),
  validUntil: z.string().optional().nullable(),
  amount: z.object({ amount: z.union([z.number(), z.string()]), currency: z.string() }).optional().nullable(),
  decliningReason: z.string().optional().nullable(),
});
type StatusAnswer = z.infer<typeof statusAnswer>;

/** What the unsigned callback may name: a payment id (anything else in it is ignored). */
const callbackBody = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }).passthrough();

const stateOf: Record<FibStatus, ProviderStatus['state']> = {
  PAID: 'succeeded',
  DECLINED: 'declined',
  REFUND_REQUESTED: 'refunded',
  REFUNDED: 'refunded',
  // Past validUntil too: it stays pending until FIB itself says DECLINED (PAYMENT_EXPIRATION).
  UNPAID: 'pending',
};

function description(reference: string, lang: Locale): string {
  return Array.from(`${descriptionPrefix[lang] ?? descriptionPrefix.en} ${reference}`).slice(0, DESCRIPTION_MAX).join('');
}

function refused(what: string, answer: FibAnswer): PaymentProviderError {
  const codes = declineCodes(answer.body);
  // A 4xx is FIB's answer to this very request (it will say the same again); a 5xx is worth retrying.
  const final = answer.status >= 400 && answer.status < 500;
  return new PaymentProviderError('fib', `${what} answered ${answer.status}${codes ? `: ${codes}` : ''}`, final);
}

const paymentPath = (id: string, action: 'status' | 'cancel' | 'refund') => `/protected/v1/payments/${encodeURIComponent(id)}/${action}`;

export function fibMethod(settings: FibSettings = fibSettingsFromEnv()): PaymentMethod {
  const configured = Boolean(settings.baseUrl && settings.clientId && settings.clientSecret);
  let client: FibClient | undefined;
  const fib = (): FibClient => {
    if (!configured) throw new PaymentProviderError('fib', 'not configured (FIB_URL, FIB_CLIENT_ID, FIB_CLIENT_SECRET)', true);
    client ??= new FibClient(
      { baseUrl: settings.baseUrl!, clientId: settings.clientId!, clientSecret: settings.clientSecret!, timeoutMs: settings.timeoutMs },
      settings.now,
    );
    return client;
  };

  async function readStatus(providerRef: string): Promise<StatusAnswer> {
    const answer = await fib().call('GET', paymentPath(providerRef, 'status'));
    if (answer.status !== 200) throw refused('status', answer);
    const parsed = statusAnswer.safeParse(answer.body);
    if (!parsed.success || (parsed.data.paymentId && parsed.data.paymentId !== providerRef)) {
      throw new PaymentProviderError('fib', 'status answer not understood');
    }
    return parsed.data;
  }

  async function cancelAtFib(providerRef: string): Promise<void> {
    const answer = await fib().call('POST', paymentPath(providerRef, 'cancel'));
    if (answer.status >= 200 && answer.status < 300) return;
    if (answer.status >= 500) throw refused('cancel', answer);
    // Refused: it was paid, declined or expired meanwhile. Only a payment that can no longer be paid is "cancelled".
    const now = await readStatus(providerRef);
    if (now.status === 'DECLINED') return;
    if (now.status === 'UNPAID') throw refused('cancel', answer);
    throw new PaymentProviderError('fib', `cannot cancel: already ${now.status}`, true);
  }

  return {
    id: 'fib',
    enabled: () => configured,
    // FIB expects 202 to its status callback and retries (up to 5 times) on anything else.
    callbackStatus: 202,

    async start(payment: MethodPayment, urls: PayerUrls, lang: Locale): Promise<StartedPayment> {
      if (payment.providerRef) {
        // A second start (reload, second tab): the first FIB payment must not stay payable next to a new one.
        let previous: StatusAnswer | undefined;
        try {
          previous = await readStatus(payment.providerRef);
        } catch (error) {
          if (!(error instanceof PaymentProviderError && error.final)) throw error;
          previous = undefined; // FIB does not know it (404): nothing to withdraw.
        }
        if (previous?.status === 'UNPAID') await cancelAtFib(payment.providerRef);
        else if (previous && previous.status !== 'DECLINED') {
          throw new PaymentProviderError('fib', `payment ${payment.id} is already ${previous.status} at FIB: ask status, do not start again`, true);
        }
      }
      const callback = new URL(urls.callbackUrl);
      callback.searchParams.set(FIB_CALLBACK_PAYMENT_PARAM, payment.id);
      const answer = await fib().call('POST', '/protected/v1/payments', {
        monetaryValue: { amount: payment.amount, currency: 'IQD' },
        statusCallbackUrl: callback.toString(),
        description: description(payment.reference, lang),
        redirectUri: urls.returnUrl,
        expiresIn: settings.expiresIn ?? FIB_DEFAULT_EXPIRES_IN,
        refundableFor: settings.refundableFor ?? FIB_DEFAULT_REFUNDABLE_FOR,
        category: 'ECOMMERCE',
      });
      // The sources disagree on 201 or 202 Accepted; both mean "made".
      if (answer.status !== 201 && answer.status !== 202 && answer.status !== 200) throw refused('create payment', answer);
      const parsed = createAnswer.safeParse(answer.body);
      if (!parsed.success) {
        logger.error({ paymentId: payment.id, status: answer.status }, 'FIB create answer not understood');
        throw new PaymentProviderError('fib', 'create payment answer not understood');
      }
      const made = parsed.data;
      return {
        providerRef: made.paymentId,
        next: {
          kind: 'qr',
          readableCode: made.readableCode,
          qrCode: made.qrCode,
          appLinks: { personal: made.personalAppLink, business: made.businessAppLink, corporate: made.corporateAppLink },
          validUntil: new Date(made.validUntil).toISOString(),
        },
      };
    },

    async status(payment): Promise<ProviderStatus> {
      const answer = await readStatus(payment.providerRef);
      const result: ProviderStatus = { state: stateOf[answer.status] };
      if (answer.amount) {
        const amount = Number(answer.amount.amount);
        if (Number.isFinite(amount)) result.amount = amount;
        result.currency = answer.amount.currency;
      }
      return result;
    },

    async readCallback(callback: IncomingCallback): Promise<CallbackFinding> {
      // FIB does not sign its callback: it only names a payment; its `status` is never believed.
      let body: unknown;
      try {
        body = JSON.parse(callback.rawBody);
      } catch {
        throw new PaymentCallbackRefused('fib', 'body is not JSON');
      }
      const parsed = callbackBody.safeParse(body);
      if (!parsed.success) throw new PaymentCallbackRefused('fib', 'no payment id');
      const finding: CallbackFinding = { providerRef: parsed.data.id };
      const ours = callback.query[FIB_CALLBACK_PAYMENT_PARAM];
      if (typeof ours === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(ours)) finding.orderId = ours;
      return finding;
    },

    async refund(payment, idempotencyKey): Promise<void> {
      // FIB takes no idempotency key: its status says whether a refund was already asked for.
      const before = await readStatus(payment.providerRef);
      if (before.status === 'REFUND_REQUESTED' || before.status === 'REFUNDED') return;
      if (before.status !== 'PAID') throw new PaymentProviderError('fib', `cannot refund a ${before.status} payment`, true);
      const answer = await fib().call('POST', paymentPath(payment.providerRef, 'refund'));
      if (answer.status >= 200 && answer.status < 300) {
        logger.info({ paymentId: payment.id, idempotencyKey }, 'FIB refund accepted');
        return;
      }
      if (answer.status >= 500) throw refused('refund', answer);
      // Refused: a refund made at the same moment by another server counts; otherwise (window over) it is final.
      const after = await readStatus(payment.providerRef);
      if (after.status === 'REFUND_REQUESTED' || after.status === 'REFUNDED') return;
      throw refused('refund', answer);
    },

    async cancel(payment): Promise<void> {
      await cancelAtFib(payment.providerRef);
    },
  };
}
