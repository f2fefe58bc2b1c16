/**
 * The ZainCash wallet (issue 30 §2, Payment Gateway v2 as documented: /work/shared/payments-smpp-facts.md
 * §2): OAuth2 client credentials, `init` a transaction, the payer pays on ZainCash's page and comes back
 * with an HS256 JWT (`?token=`), the Inquiry API is the source of truth, refunds are reversals.
 *
 * How it keeps the rules of ../methods/types.ts:
 * - `start`: `externalReferenceId` is derived from our payment id (./protocol.ts), so a second `init` of
 *   the same payment names the same key; ZainCash's documents call it the idempotency key, and the
 *   stand-in answers a repeated key with the first transaction (a different amount under the same key
 *   is refused). A second start that gets another transaction than the one we stored is refused here.
 * - `readCallback`: the return's `?token=` and the webhook's `{webhook_token}` are verified (HS256,
 *   ZAINCASH_API_KEY, `exp` when present) and only name the payment; the caller then asks `status`.
 * - `refund`: a reversal is not idempotent at ZainCash, so the inquiry (REFUNDED) and the list of
 *   reversals are checked before one is asked for: a retry after a lost answer never reverses twice.
 *   Two servers refunding the same payment at the same instant are not covered by this check: the
 *   caller holds one refund per payment (its idempotency key) in the database.
 * - `cancel`: ZainCash documents no cancel; an unpaid transaction expires at its `expiryTime`, so there
 *   is nothing to withdraw (a payment already made is refused: it must be refunded).
 * - Every HTTP call has PAYMENT_TIMEOUT_MS; any failure is a PaymentProviderError.
 */
import type { Locale } from '@/lib/locales';
import { serverEnv } from '../../env';
import { ClientCredentialsToken, type FetchedToken } from '../../http/client-credentials';
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
import { jwtVerify } from 'jose';
import { externalReferenceIdOf, PATHS, SCOPES, type InquiryStatus } from './protocol';

export interface ZainCashSettings {
  /** ZAINCASH_URL: the API base, e.g. https://pg-api-uat.zaincash.iq */
  url?: string;
  clientId?: string;
  clientSecret?: string;
  /** Verifies (HS256) the return's and the webhook's JWT. */
  apiKey?: string;
  serviceType: string;
  timeoutMs: number;
  /** Tests: another clock (token lifetime). */
  now?: () => number;
}

export function zaincashSettingsFromEnv(): ZainCashSettings {
  const env = serverEnv();
  return {
    url: env.ZAINCASH_URL,
    clientId: env.ZAINCASH_CLIENT_ID,
    clientSecret: env.ZAINCASH_CLIENT_SECRET,
    apiKey: env.ZAINCASH_API_KEY,
    serviceType: env.ZAINCASH_SERVICE_TYPE,
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
  };
}

const METHOD = 'zaincash' as const;

interface Answer {
  status: number;
  json: unknown;
}

function fail(message: string, final = false): never {
  throw new PaymentProviderError(METHOD, message, final);
}

/** One HTTP exchange, the whole body read within the time limit. */
async function exchange(url: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal, redirect: 'manual' });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json };
  } catch (error) {
    if (controller.signal.aborted) fail(`no answer within ${timeoutMs} ms`);
    const cause = (error as { cause?: { code?: unknown } })?.cause?.code;
    fail(`unreachable (${typeof cause === 'string' ? cause : (error as Error)?.message ?? 'error'})`);
  } finally {
    clearTimeout(timer);
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** 4xx other than 401/408/429 are refusals for good; 5xx, timeouts and the rest are worth a retry. */
function refused(what: string, answer: Answer): never {
  const body = record(answer.json);
  const detail = typeof body?.message === 'string' ? `: ${body.message}` : '';
  const final = answer.status >= 400 && answer.status < 500 && ![401, 408, 429].includes(answer.status);
  fail(`${what} answered ${answer.status}${detail}`, final);
}

function mapStatus(status: unknown): ProviderStatus['state'] {
  switch (status as InquiryStatus) {
    case 'SUCCESS':
      return 'succeeded';
    case 'FAILED':
    case 'EXPIRED':
      return 'declined';
    case 'REFUNDED':
      return 'refunded';
    default:
      return 'pending';
  }
}

class ZainCashMethod implements PaymentMethod {
  readonly id = METHOD;
  /** Kept until shortly before it expires; callers at the same moment share one request. */
  private readonly token: ClientCredentialsToken;

  constructor(private readonly settings: ZainCashSettings) {
    this.token = new ClientCredentialsToken(() => this.fetchToken(), settings.now);
  }

  enabled(): boolean {
    const s = this.settings;
    return Boolean(s.url && s.clientId && s.clientSecret && s.apiKey);
  }

  private base(): string {
    if (!this.enabled()) fail('not configured (ZAINCASH_URL, ZAINCASH_CLIENT_ID, ZAINCASH_CLIENT_SECRET, ZAINCASH_API_KEY)', true);
    return this.settings.url!.replace(/\/+$/, '');
  }

  private async fetchToken(): Promise<FetchedToken> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.settings.clientId!,
      client_secret: this.settings.clientSecret!,
      scope: SCOPES,
    });
    const answer = await exchange(
      `${this.base()}${PATHS.token}`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form.toString() },
      this.settings.timeoutMs,
    );
    if (answer.status !== 200) refused('token', answer);
    const body = record(answer.json);
    const value = body?.access_token;
    if (typeof value !== 'string' || !value) fail('token answer without access_token');
    return { token: value, lifetimeMs: typeof body?.expires_in === 'number' && body.expires_in > 0 ? body.expires_in * 1000 : undefined };
  }

  /** An API call with the bearer token; a 401 gets one new token and one more try. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const url = `${this.base()}${path}`;
    for (let attempt = 0; ; attempt++) {
      const token = await this.token.get();
      const answer = await exchange(
        url,
        {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        this.settings.timeoutMs,
      );
      if (answer.status !== 401 || attempt > 0) return answer;
      // Forget it, unless a concurrent caller has already replaced it.
      this.token.reject(token);
    }
  }

  async start(payment: MethodPayment, urls: PayerUrls, lang: Locale): Promise<StartedPayment> {
    const externalReferenceId = externalReferenceIdOf(payment.id);
    const answer = await this.call('POST', PATHS.init, {
      language: lang,
      externalReferenceId,
      orderId: payment.id,
      serviceType: this.settings.serviceType,
      amount: { value: payment.amount, currency: 'IQD' },
      customer: { phone: payment.msisdn },
      // One return for both: the return page asks `status` either way.
      redirectUrls: { successUrl: urls.returnUrl, failureUrl: urls.returnUrl },
    });
    if (answer.status !== 200 && answer.status !== 201) refused('init', answer);
    const body = record(answer.json);
    const details = record(body?.transactionDetails);
    const transactionId = details?.transactionId;
    const redirectUrl = body?.redirectUrl;
    if (typeof transactionId !== 'string' || !transactionId || typeof redirectUrl !== 'string' || !/^https?:\/\//.test(redirectUrl)) {
      fail('init answer without transactionId or redirectUrl');
    }
    if (details?.externalReferenceId !== undefined && details.externalReferenceId !== externalReferenceId) {
      fail('init answered another externalReferenceId', true);
    }
    if (payment.providerRef && payment.providerRef !== transactionId) {
      // ZainCash made a second transaction for one payment: never send the payer to it.
      fail(`init answered transaction ${transactionId} for a payment registered as ${payment.providerRef}`, true);
    }
    return { providerRef: transactionId, next: { kind: 'redirect', url: redirectUrl } };
  }

  async status(payment: MethodPayment & { providerRef: string }): Promise<ProviderStatus> {
    const answer = await this.call('GET', `${PATHS.inquiry}/${encodeURIComponent(payment.providerRef)}`);
    if (answer.status !== 200) refused('inquiry', answer);
    const body = record(answer.json);
    const details = record(body?.transactionDetails);
    if (typeof body?.status !== 'string') fail('inquiry answer without status');
    if (details?.transactionId !== undefined && details.transactionId !== payment.providerRef) fail('inquiry answered another transaction');
    const amount = record(details?.amount);
    const value = Number(amount?.value);
    return {
      state: mapStatus(body.status),
      ...(Number.isFinite(value) && amount?.value !== undefined ? { amount: value } : {}),
      ...(typeof amount?.currency === 'string' ? { currency: amount.currency } : {}),
    };
  }

  async readCallback(callback: IncomingCallback): Promise<CallbackFinding> {
    const refuse = (reason: string): never => {
      throw new PaymentCallbackRefused(METHOD, reason);
    };
    if (!this.settings.apiKey) refuse('ZAINCASH_API_KEY is not set');
    let token: unknown = callback.query.token;
    if (Array.isArray(token)) refuse('more than one token');
    if (token === undefined && callback.rawBody) {
      try {
        token = record(JSON.parse(callback.rawBody))?.webhook_token;
      } catch {
        token = new URLSearchParams(callback.rawBody).get('webhook_token') ?? undefined;
      }
    }
    if (typeof token !== 'string' || !token) refuse('no token');
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(token as string, new TextEncoder().encode(this.settings.apiKey), { algorithms: ['HS256'] }));
    } catch (error) {
      return refuse(`token not verified (${(error as { code?: string })?.code ?? 'invalid'})`);
    }
    const data = record(claims.data);
    const transactionId = typeof data?.transactionId === 'string' && data.transactionId ? data.transactionId : undefined;
    const orderId = typeof data?.orderId === 'string' && data.orderId ? data.orderId : undefined;
    if (!transactionId && !orderId) refuse('token names no transaction');
    return { ...(transactionId ? { providerRef: transactionId } : {}), ...(orderId ? { orderId } : {}) };
  }

  async refund(payment: MethodPayment & { providerRef: string }, idempotencyKey: string): Promise<void> {
    const current = await this.status(payment);
    if (current.state === 'refunded') return;
    // Not idempotent at ZainCash: a reversal already on record (its answer lost, or another attempt) is the refund.
    const listed = await this.call('GET', `${PATHS.reversals}?transactionId=${encodeURIComponent(payment.providerRef)}`);
    if (listed.status !== 200) refused('reversals', listed);
    const list = Array.isArray(listed.json) ? listed.json : (record(listed.json)?.reversals ?? record(listed.json)?.data);
    if (!Array.isArray(list)) fail('reversals answer without a list');
    const done = list.some((entry) => {
      const r = record(entry);
      return r?.transactionId === payment.providerRef && r.status !== 'FAILED';
    });
    if (done) return;
    if (current.state !== 'succeeded') fail(`cannot reverse a ${current.state} transaction`, true);
    const answer = await this.call('POST', PATHS.reverse, { transactionId: payment.providerRef, reason: idempotencyKey });
    if (answer.status !== 200 && answer.status !== 201) refused('reverse', answer);
    const status = record(answer.json)?.status;
    if (status !== 'COMPLETED') fail(`reverse answered status ${String(status)}`);
  }

  async cancel(payment: MethodPayment & { providerRef: string }): Promise<void> {
    const current = await this.status(payment);
    if (current.state === 'succeeded') fail('already paid: ZainCash has no cancel, refund it instead', true);
    // ZainCash documents no cancel: an unpaid transaction expires at its expiryTime by itself.
  }
}

export function zaincashMethod(settings: ZainCashSettings = zaincashSettingsFromEnv()): PaymentMethod {
  return new ZainCashMethod(settings);
}
