/**
 * The local card gateway with an RSA-signed webhook, in the style of Qi Card's 3-D Secure gateway
 * (issue 30 §2; facts in /work/shared/payments-smpp-facts.md §3), as a `PaymentMethod`.
 *
 * - Every call: HTTP Basic (QICARD_USERNAME / QICARD_PASSWORD) and `X-Terminal-Id`, a time limit
 *   (PAYMENT_TIMEOUT_MS); an `{error:{code,message}}` answer, a 5xx, a cut or a timeout throws
 *   `PaymentProviderError` (final for validation and refund refusals).
 * - `start`: POST /payment with requestId = our payment id. Qi requires a requestId to be unique, so a
 *   second start (reload, two tabs, an answer lost on the way) is refused; we then find the first
 *   registration with GET /payment/status/by/request/{requestId} and send the payer to its form. One
 *   payment at Qi per payment of ours, whichever way Qi answers a repeat.
 * - `status`: GET /payment/{id}/status, the source of truth.
 * - `readCallback`: the webhook (a POST of the Payment, `X-Signature` = base64 RSA-SHA256 over
 *   `paymentId|amount|currency|creationDate|status` with QICARD_PUBLIC_KEY), or the payer's return to
 *   finishPaymentUrl (unsigned: named by our own `?payment=`; the caller asks `status` either way).
 * - `refund`: POST /payment/{id}/refund with requestId = our idempotency key; Qi answers a repeated
 *   requestId with the same refund, and where it refuses one, the payment's refunds are checked.
 * - `cancel`: POST /payment/{id}/cancel, allowed by Qi only in CREATED or FORM_SHOWED.
 */
import { createHash, type KeyObject } from 'node:crypto';
import type { Locale } from '@/lib/locales';
import { serverEnv } from '../../env';
import {
  PaymentCallbackRefused,
  PaymentProviderError,
  type CallbackFinding,
  type IncomingCallback,
  type MethodPayment,
  type PaymentMethod,
  type ProviderStatus,
} from '../methods/types';
import {
  MAX_REQUEST_ID,
  QICARD_CURRENCY,
  QI_ERRORS,
  SIGNATURE_HEADER,
  TERMINAL_HEADER,
  TERMINAL_STATUSES,
  readPublicKey,
  signedString,
  verifySignature,
  type QiError,
  type QiPayment,
  type QiRefund,
  type QiStatus,
} from './wire';

export interface QiCardSettings {
  /** The API base, e.g. https://uat-sandbox-3ds-api.qi.iq/api/v1 */
  url?: string;
  username?: string;
  password?: string;
  terminalId?: string;
  /** PEM, or base64 of PEM. */
  publicKey?: string;
  timeoutMs?: number;
}

function settingsFromEnv(): QiCardSettings {
  const env = serverEnv();
  return {
    url: env.QICARD_URL,
    username: env.QICARD_USERNAME,
    password: env.QICARD_PASSWORD,
    terminalId: env.QICARD_TERMINAL_ID,
    publicKey: env.QICARD_PUBLIC_KEY,
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
  };
}

/** The form's language. Qi's list of form languages is not in the facts: Kurdish payers get Arabic. */
const QI_LOCALE: Record<Locale, string> = { ar: 'ar', en: 'en', ku: 'ar' };

const DECLINED: readonly QiStatus[] = ['FAILED', 'ERROR', 'EXPIRED', 'AUTHENTICATION_FAILED'];
const CANCELABLE: readonly QiStatus[] = ['CREATED', 'FORM_SHOWED'];

/** A requestId within Qi's 36 characters, the same for the same key. */
export function qiRequestId(key: string): string {
  if (key.length <= MAX_REQUEST_ID) return key;
  return createHash('sha256').update(key).digest('base64url').slice(0, MAX_REQUEST_ID);
}

function header(headers: IncomingCallback['headers'], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Maps Qi's Payment to our view: the only thing that moves our state. */
export function providerStatusOf(payment: QiPayment): ProviderStatus {
  const amount = Number(payment.amount);
  // What was charged: Qi's confirmedAmount once paid (applyPaymentResult compares it with ours).
  const charged = payment.status === 'SUCCESS' && payment.confirmedAmount != null ? Number(payment.confirmedAmount) : amount;
  const base = { amount: Number.isFinite(charged) ? charged : undefined, currency: payment.currency };
  if (payment.status === 'SUCCESS') {
    const refunded = (payment.refunds ?? []).filter((r) => r.status === 'SUCCESS').reduce((sum, r) => sum + Number(r.amount), 0);
    return { state: refunded > 0 && refunded >= amount ? 'refunded' : 'succeeded', ...base };
  }
  if (DECLINED.includes(payment.status) || payment.canceled) return { state: 'declined', ...base };
  return { state: 'pending', ...base };
}

export function qicardMethod(settings: QiCardSettings = settingsFromEnv()): PaymentMethod {
  const base = (settings.url ?? '').replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 10_000;
  let publicKey: KeyObject | undefined;

  const fail = (message: string, final = false) => new PaymentProviderError('qicard', message, final);

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const authorization = `Basic ${Buffer.from(`${settings.username ?? ''}:${settings.password ?? ''}`).toString('base64')}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          [TERMINAL_HEADER]: settings.terminalId ?? '',
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // By name: the abort's DOMException may come from another realm (instanceof fails there).
      const name = (error as { name?: unknown } | null)?.name;
      throw fail(name === 'TimeoutError' || name === 'AbortError' ? `${method} ${path}: no answer within ${timeoutMs} ms` : `${method} ${path}: unreachable`);
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const error = (json as Partial<QiError> | undefined)?.error;
    if (!response.ok || error) {
      const code = typeof error?.code === 'number' ? error.code : undefined;
      const final =
        response.status < 500 &&
        (code === QI_ERRORS.VALIDATION_ERROR || code === QI_ERRORS.REFUND_ERROR || code === QI_ERRORS.REFUNDS_NOT_ALLOWED);
      throw Object.assign(fail(`${method} ${path}: HTTP ${response.status}${code !== undefined ? ` code ${code}` : ''}${error?.message ? ` ${error.message}` : ''}`, final), {
        qiCode: code,
        httpStatus: response.status,
      });
    }
    if (json === undefined || json === null || typeof json !== 'object') throw fail(`${method} ${path}: unreadable answer`);
    return json as T;
  }

  const paymentStatus = (providerRef: string) => call<QiPayment>('GET', `/payment/${encodeURIComponent(providerRef)}/status`);
  const statusByRequest = (requestId: string) => call<QiPayment>('GET', `/payment/status/by/request/${encodeURIComponent(requestId)}`);

  function ours(found: QiPayment, payment: MethodPayment): QiPayment {
    if (Number(found.amount) !== payment.amount || (found.currency && found.currency !== QICARD_CURRENCY)) {
      throw fail(`payment ${found.paymentId} at Qi is for ${found.amount} ${found.currency}, not ${payment.amount} ${QICARD_CURRENCY}`, true);
    }
    return found;
  }

  function key(): KeyObject {
    if (!publicKey) {
      try {
        publicKey = readPublicKey(settings.publicKey ?? '');
      } catch {
        throw new PaymentCallbackRefused('qicard', 'QICARD_PUBLIC_KEY is not a readable public key');
      }
    }
    return publicKey;
  }

  return {
    id: 'qicard',

    enabled() {
      return Boolean(settings.url && settings.username && settings.password && settings.terminalId && settings.publicKey);
    },

    async start(payment, urls, lang) {
      const requestId = qiRequestId(payment.id);
      let registered: QiPayment;
      if (payment.providerRef) {
        registered = ours(await paymentStatus(payment.providerRef), payment);
      } else {
        try {
          registered = await call<QiPayment>('POST', '/payment', {
            requestId,
            amount: payment.amount,
            currency: QICARD_CURRENCY,
            locale: QI_LOCALE[lang],
            finishPaymentUrl: urls.returnUrl,
            notificationUrl: urls.callbackUrl,
            additionalInfo: { reference: payment.reference, purpose: payment.purpose },
          });
        } catch (error) {
          // A repeated requestId (our second start) is refused: the first registration is the one.
          const status = (error as { httpStatus?: number }).httpStatus;
          if (status === undefined || status >= 500) throw error;
          let found: QiPayment;
          try {
            found = await statusByRequest(requestId);
          } catch {
            throw error;
          }
          registered = ours(found, payment);
        }
      }
      if (!registered.paymentId) throw fail('the registration has no paymentId');
      const open = !TERMINAL_STATUSES.includes(registered.status) && !registered.canceled;
      // A payment already settled at Qi has no form to show: the payer goes back to our return page.
      const url = open && registered.formUrl ? registered.formUrl : urls.returnUrl;
      return { providerRef: registered.paymentId, next: { kind: 'redirect', url } };
    },

    async status(payment) {
      // Not checked against ours here: a different amount is for applyPaymentResult to see.
      return providerStatusOf(await paymentStatus(payment.providerRef));
    },

    async readCallback(callback: IncomingCallback): Promise<CallbackFinding> {
      const signature = header(callback.headers, SIGNATURE_HEADER);
      if (!signature && !callback.rawBody.trim()) {
        // The payer's return to finishPaymentUrl: Qi does not sign it; our own return URL names the payment
        // in `payment` (../at-provider.ts payerUrls: the route's own `orderId` segment is the method id).
        const orderId = first(callback.query.payment);
        if (orderId && /^[A-Za-z0-9_-]{1,64}$/.test(orderId)) return { orderId };
        throw new PaymentCallbackRefused('qicard', 'a return without an orderId');
      }
      if (!signature) throw new PaymentCallbackRefused('qicard', 'no X-Signature');
      let body: Partial<QiPayment>;
      try {
        body = JSON.parse(callback.rawBody) as Partial<QiPayment>;
      } catch {
        throw new PaymentCallbackRefused('qicard', 'unreadable body');
      }
      if (!body || typeof body !== 'object' || typeof body.paymentId !== 'string' || !body.paymentId) {
        throw new PaymentCallbackRefused('qicard', 'no paymentId');
      }
      const publicKey = key();
      const valid = verifySignature(signedString(body, 3), signature, publicKey) || verifySignature(signedString(body, 2), signature, publicKey);
      if (!valid) throw new PaymentCallbackRefused('qicard', 'bad signature');
      return { providerRef: body.paymentId, ...(typeof body.requestId === 'string' && body.requestId ? { orderId: body.requestId } : {}) };
    },

    async refund(payment, idempotencyKey) {
      const requestId = qiRequestId(idempotencyKey);
      let refund: QiRefund;
      try {
        refund = await call<QiRefund>('POST', `/payment/${encodeURIComponent(payment.providerRef)}/refund`, {
          requestId,
          message: `refund ${payment.reference}`,
        });
      } catch (error) {
        // Where Qi refuses a repeated requestId instead of answering the same refund, the payment's
        // refunds say whether ours went through.
        const status = (error as { httpStatus?: number }).httpStatus;
        if (status === undefined || status >= 500) throw error;
        const current = await paymentStatus(payment.providerRef).catch(() => undefined);
        const mine = current?.refunds?.find((r) => r.requestId === requestId && r.status !== 'FAILED');
        if (mine) return;
        throw error;
      }
      if (refund.status === 'FAILED') throw fail(`refund ${refund.refundId} of ${payment.providerRef} failed`, true);
    },

    async cancel(payment) {
      const current = await paymentStatus(payment.providerRef);
      if (current.canceled || DECLINED.includes(current.status)) return;
      if (current.status === 'SUCCESS') throw fail(`payment ${payment.providerRef} is paid: refund it instead`, true);
      if (!CANCELABLE.includes(current.status)) throw fail(`payment ${payment.providerRef} is ${current.status}: Qi cancels only CREATED or FORM_SHOWED`);
      await call<QiPayment>('POST', `/payment/${encodeURIComponent(payment.providerRef)}/cancel`, { requestId: qiRequestId(`cancel:${payment.id}`) });
    },
  };
}
