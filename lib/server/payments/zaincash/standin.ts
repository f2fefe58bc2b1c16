/**
 * A local ZainCash (Payment Gateway v2) written from its documented flow
 * (/work/shared/payments-smpp-facts.md §2), for tests and demo: token endpoint, init, the payer's page,
 * inquiry, reverse, reversals and the webhook.
 *
 * Its choices where the documents are silent (each one what a careful provider would do):
 * - A repeated `externalReferenceId` (the documented idempotency key) answers the first transaction
 *   again; the same key with another amount is refused (409).
 * - Amounts below 250 IQD are refused (400), as v1 documents; unknown transactions answer 404; bad
 *   client credentials or a bad/expired bearer token answer 401.
 * - A transaction not paid within `expiryMs` becomes EXPIRED.
 * - `reverse` of a transaction that is not SUCCESS is refused (409); `/reversals?transactionId=` lists
 *   the reversals made. Reversal has no idempotency key (documented).
 * - The return token and the webhook token are HS256 JWTs signed with the API key, claims
 *   `{eventId, eventType: 'STATUS_CHANGED', timestamp, data{currentStatus, transactionId, orderId,
 *   amount}}` (+ `merchantReferenceId` in the webhook), with `iat` and an `exp` an hour later.
 * - The webhook is POSTed once as JSON `{webhook_token}` to `notificationUrl` (registered, not per request).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { MIN_AMOUNT_IQD, PATHS, SCOPES, UUID_PATTERN, type InquiryStatus, type ZainCashClaims } from './protocol';

export type ZainCashEndpoint = 'token' | 'init' | 'inquiry' | 'reverse' | 'reversals';

export interface ZainCashFaults {
  /** The endpoints the faults below hit (default: all of them). */
  endpoints?: ZainCashEndpoint[];
  /** Answer this much later. */
  delayMs?: number;
  /** Answer 503 without doing anything. */
  serverError?: boolean;
  /** Close the connection without doing anything or answering. */
  drop?: boolean;
  /** Do the work, then close the connection without answering (the answer is lost on the way). */
  loseAnswer?: boolean;
  /** How many matching calls the faults hit, then they are off (default: until setFaults again). */
  times?: number;
  /** The webhook is sent this much later than the payer's action (a late webhook). */
  webhookDelayMs?: number;
  /** No webhook at all (a callback that never comes). */
  webhookDrop?: boolean;
  /** Webhooks wait until `releaseWebhooks()` (a late webhook, at the moment the test chooses). */
  webhookHold?: boolean;
}

export interface ZainCashStandinOptions {
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  apiKey: string;
  /** The merchant's notification URL registered with ZainCash (webhooks); none: no webhooks. */
  notificationUrl?: string;
  /** Lifetime of an access token (default 3600 s). */
  tokenLifetimeS?: number;
  /** A transaction not paid within this becomes EXPIRED (default 15 minutes). */
  expiryMs?: number;
}

export interface StandinTransaction {
  transactionId: string;
  externalReferenceId: string;
  orderId: string;
  amount: number;
  language: string;
  status: InquiryStatus;
  successUrl: string;
  failureUrl: string;
  phone?: string;
  createdAt: number;
  updatedAt: number;
  completedAt?: number;
  expiresAt: number;
}

export interface StandinReversal {
  reversalReferenceId: string;
  transactionId: string;
  reason: string;
  amount: number;
  status: 'COMPLETED';
  createdAt: string;
}

export interface ZainCashStandin {
  url: string;
  close(): Promise<void>;
  /** The payer's action on the payment page: pays (OTP accepted) or cancels; the payer is sent back with the token. */
  pay(transactionId: string, outcome: 'success' | 'fail'): Promise<void>;
  setFaults(faults: ZainCashFaults): void;
  /** Where the payer was last sent back for this transaction (successUrl or failureUrl with `?token=`). */
  returnUrlOf(transactionId: string): string | undefined;
  /** Every access token given so far becomes invalid (the next call answers 401). */
  revokeTokens(): void;
  /** The transactions made (one per externalReferenceId). */
  transactions(): StandinTransaction[];
  reversals(): StandinReversal[];
  /** How many requests each endpoint received (faulty ones included). */
  calls: Record<ZainCashEndpoint, number>;
  /** Webhooks delivered (their HTTP status) or failed (0). */
  webhooks: Array<{ transactionId: string; status: number }>;
  /** Sends the webhooks held by the `webhookHold` fault. */
  releaseWebhooks(): void;
  /** Resolves when every webhook sent so far has been delivered or has failed. */
  webhooksSettled(): Promise<void>;
  /** Signs claims with the API key as ZainCash does (for tests: a replayed or well-formed token). */
  sign(claims: ZainCashClaims): Promise<string>;
}

class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A fault's wait; it does not keep the process alive after `close()`. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export async function startZainCashStandin(options: ZainCashStandinOptions): Promise<ZainCashStandin> {
  const key = new TextEncoder().encode(options.apiKey);
  const tokenLifetimeS = options.tokenLifetimeS ?? 3600;
  const expiryMs = options.expiryMs ?? 15 * 60_000;
  const tokens = new Map<string, number>();
  const transactions = new Map<string, StandinTransaction>();
  const byReference = new Map<string, string>();
  const reversals: StandinReversal[] = [];
  const returns = new Map<string, string>();
  const calls: Record<ZainCashEndpoint, number> = { token: 0, init: 0, inquiry: 0, reverse: 0, reversals: 0 };
  const webhooks: Array<{ transactionId: string; status: number }> = [];
  const inFlight = new Set<Promise<void>>();
  let faults: ZainCashFaults = {};
  let release: () => void = () => {};
  let held = Promise.resolve();
  let closed = false;
  let baseUrl = '';

  const sign = (claims: ZainCashClaims) =>
    new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime('1h').sign(key);

  const claimsOf = (t: StandinTransaction, webhook: boolean): ZainCashClaims => ({
    eventId: randomUUID(),
    eventType: 'STATUS_CHANGED',
    timestamp: new Date().toISOString(),
    data: {
      currentStatus: t.status,
      transactionId: t.transactionId,
      orderId: t.orderId,
      amount: { value: t.amount, currency: 'IQD' },
      ...(webhook ? { merchantReferenceId: t.externalReferenceId } : {}),
    },
  });

  const find = (transactionId: string): StandinTransaction => {
    const t = transactions.get(transactionId);
    if (!t) throw new HttpAnswer(404, { status: 'FAILED', message: 'TRANSACTION_NOT_FOUND' });
    if (['PENDING', 'OTP_SENT', 'CUSTOMER_AUTHENTICATION_REQUIRED'].includes(t.status) && Date.now() >= t.expiresAt) {
      t.status = 'EXPIRED';
      t.updatedAt = Date.now();
    }
    return t;
  };

  const sendWebhook = (t: StandinTransaction) => {
    if (!options.notificationUrl || faults.webhookDrop) return;
    const url = options.notificationUrl;
    const delivery = (async () => {
      if (faults.webhookHold) await held;
      if (faults.webhookDelayMs) await sleep(faults.webhookDelayMs);
      // A provider switched off sends nothing more (a delayed webhook would land in the next test).
      if (closed) return;
      let status = 0;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ webhook_token: await sign(claimsOf(t, true)) }),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      webhooks.push({ transactionId: t.transactionId, status });
    })();
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  };

  /** The payer's action: moves the transaction, sends the webhook, answers where the payer goes back. */
  const act = async (transactionId: string, outcome: 'success' | 'fail'): Promise<string> => {
    const t = find(transactionId);
    if (['PENDING', 'OTP_SENT', 'CUSTOMER_AUTHENTICATION_REQUIRED'].includes(t.status)) {
      t.status = outcome === 'success' ? 'SUCCESS' : 'FAILED';
      t.updatedAt = Date.now();
      t.completedAt = t.updatedAt;
      sendWebhook(t);
    }
    const back = new URL(t.status === 'SUCCESS' ? t.successUrl : t.failureUrl);
    back.searchParams.set('token', await sign(claimsOf(t, false)));
    returns.set(t.transactionId, back.toString());
    return back.toString();
  };

  const bearer = (request: IncomingMessage) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const expires = match ? tokens.get(match[1]) : undefined;
    if (!expires || Date.now() >= expires) throw new HttpAnswer(401, { error: 'invalid_token' });
  };

  const json = (text: string): Record<string, unknown> => {
    try {
      const value = JSON.parse(text) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // below
    }
    throw new HttpAnswer(400, { status: 'FAILED', message: 'INVALID_JSON' });
  };

  const inquiryOf = (t: StandinTransaction) => ({
    status: t.status,
    transactionDetails: {
      transactionId: t.transactionId,
      operationId: t.completedAt ? `op-${t.transactionId}` : null,
      externalReferenceId: t.externalReferenceId,
      orderId: t.orderId,
      amount: { currency: 'IQD', value: t.amount, feeValue: 0 },
    },
    customer: { phone: t.phone ?? null },
    timeStamps: {
      expiryTime: new Date(t.expiresAt).toISOString(),
      createdAt: new Date(t.createdAt).toISOString(),
      updatedAt: new Date(t.updatedAt).toISOString(),
      completedAt: t.completedAt ? new Date(t.completedAt).toISOString() : null,
    },
  });

  const endpointOf = (method: string, path: string): ZainCashEndpoint | undefined => {
    if (method === 'POST' && path === PATHS.token) return 'token';
    if (method === 'POST' && path === PATHS.init) return 'init';
    if (method === 'GET' && path.startsWith(`${PATHS.inquiry}/`)) return 'inquiry';
    if (method === 'POST' && path === PATHS.reverse) return 'reverse';
    if (method === 'GET' && path === PATHS.reversals) return 'reversals';
    return undefined;
  };

  const api = async (endpoint: ZainCashEndpoint, request: IncomingMessage, url: URL, text: string): Promise<unknown> => {
    switch (endpoint) {
      case 'token': {
        const form = new URLSearchParams(text);
        if (form.get('grant_type') !== 'client_credentials') throw new HttpAnswer(400, { error: 'unsupported_grant_type' });
        if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
          throw new HttpAnswer(401, { error: 'invalid_client' });
        }
        const accessToken = randomBytes(24).toString('base64url');
        tokens.set(accessToken, Date.now() + tokenLifetimeS * 1000);
        return { access_token: accessToken, token_type: 'Bearer', expires_in: tokenLifetimeS, scope: form.get('scope') ?? SCOPES };
      }
      case 'init': {
        bearer(request);
        const body = json(text);
        const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
        const redirect = body.redirectUrls as { successUrl?: unknown; failureUrl?: unknown } | undefined;
        const reference = body.externalReferenceId;
        const value = Number(amount?.value);
        const isUrl = (u: unknown) => typeof u === 'string' && /^https?:\/\//.test(u);
        if (typeof reference !== 'string' || !UUID_PATTERN.test(reference)) throw new HttpAnswer(400, { status: 'FAILED', message: 'externalReferenceId must be a UUID' });
        if (typeof body.orderId !== 'string' || !body.orderId || typeof body.serviceType !== 'string' || !body.serviceType) {
          throw new HttpAnswer(400, { status: 'FAILED', message: 'orderId and serviceType are required' });
        }
        if (!['en', 'ar', 'ku'].includes(String(body.language))) throw new HttpAnswer(400, { status: 'FAILED', message: 'language must be en, ar or ku' });
        if (!Number.isFinite(value) || amount?.currency !== 'IQD') throw new HttpAnswer(400, { status: 'FAILED', message: 'amount {value, currency: IQD} is required' });
        if (value < MIN_AMOUNT_IQD) throw new HttpAnswer(400, { status: 'FAILED', message: `amount below ${MIN_AMOUNT_IQD} IQD` });
        if (!isUrl(redirect?.successUrl) || !isUrl(redirect?.failureUrl)) throw new HttpAnswer(400, { status: 'FAILED', message: 'redirectUrls are required' });
        const existingId = byReference.get(reference);
        let t = existingId ? transactions.get(existingId) : undefined;
        if (t && t.amount !== value) throw new HttpAnswer(409, { status: 'FAILED', message: 'DUPLICATE_EXTERNAL_REFERENCE_ID' });
        if (!t) {
          const now = Date.now();
          t = {
            transactionId: randomBytes(12).toString('hex'),
            externalReferenceId: reference,
            orderId: body.orderId,
            amount: value,
            language: String(body.language),
            status: 'PENDING',
            successUrl: redirect!.successUrl as string,
            failureUrl: redirect!.failureUrl as string,
            phone: typeof (body.customer as { phone?: unknown })?.phone === 'string' ? (body.customer as { phone: string }).phone : undefined,
            createdAt: now,
            updatedAt: now,
            expiresAt: now + expiryMs,
          };
          transactions.set(t.transactionId, t);
          byReference.set(reference, t.transactionId);
        }
        return {
          status: 'SUCCESS',
          transactionDetails: { transactionId: t.transactionId, externalReferenceId: t.externalReferenceId, orderId: t.orderId, amount: { value: t.amount, currency: 'IQD' } },
          redirectUrl: `${baseUrl}/pay/${t.transactionId}?lang=${t.language}`,
          expiryTime: new Date(t.expiresAt).toISOString(),
          createdAt: new Date(t.createdAt).toISOString(),
        };
      }
      case 'inquiry': {
        bearer(request);
        return inquiryOf(find(decodeURIComponent(url.pathname.slice(PATHS.inquiry.length + 1))));
      }
      case 'reverse': {
        bearer(request);
        const body = json(text);
        const t = find(String(body.transactionId ?? ''));
        if (t.status !== 'SUCCESS') throw new HttpAnswer(409, { status: 'FAILED', message: `cannot reverse a ${t.status} transaction` });
        const reversal: StandinReversal = {
          reversalReferenceId: randomUUID(),
          transactionId: t.transactionId,
          reason: typeof body.reason === 'string' ? body.reason : '',
          amount: t.amount,
          status: 'COMPLETED',
          createdAt: new Date().toISOString(),
        };
        reversals.push(reversal);
        t.status = 'REFUNDED';
        t.updatedAt = Date.now();
        sendWebhook(t);
        return { status: 'COMPLETED', reversalReferenceId: reversal.reversalReferenceId, transactionId: t.transactionId, amount: { value: t.amount, currency: 'IQD' } };
      }
      case 'reversals': {
        bearer(request);
        const id = url.searchParams.get('transactionId');
        return { reversals: reversals.filter((r) => !id || r.transactionId === id) };
      }
    }
  };

  const payerPage = (t: StandinTransaction) => {
    const dir = t.language === 'en' ? 'ltr' : 'rtl';
    const open = ['PENDING', 'OTP_SENT', 'CUSTOMER_AUTHENTICATION_REQUIRED'].includes(t.status);
    return `<!doctype html>
<html lang="${escapeHtml(t.language === 'ku' ? 'ckb' : t.language)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>ZainCash (stand-in): pay</title></head>
<body><main>
<h1>ZainCash (stand-in)</h1>
<p>Order <span data-testid="order">${escapeHtml(t.orderId)}</span>: <strong data-testid="amount">${t.amount} IQD</strong></p>
${
  open
    ? `<form method="post" action="/pay/${escapeHtml(t.transactionId)}">
<button type="submit" name="outcome" value="success">Pay</button>
<button type="submit" name="outcome" value="fail">Cancel</button>
</form>`
    : `<p role="status">This payment is ${escapeHtml(t.status)}.</p>`
}
</main></body></html>`;
  };

  const faultFor = (endpoint: ZainCashEndpoint): ZainCashFaults | undefined => {
    const f = faults;
    if (!(f.delayMs || f.serverError || f.drop || f.loseAnswer)) return undefined;
    if (f.endpoints && !f.endpoints.includes(endpoint)) return undefined;
    if (f.times !== undefined) {
      if (f.times <= 0) return undefined;
      f.times -= 1;
    }
    return f;
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://standin');
      const text = await readBody(request);
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page) {
        try {
          const t = find(decodeURIComponent(page[1]));
          if (request.method === 'POST') {
            const outcome = new URLSearchParams(text).get('outcome');
            if (outcome !== 'success' && outcome !== 'fail') throw new HttpAnswer(400, { message: 'outcome' });
            response.writeHead(303, { location: await act(t.transactionId, outcome) });
            response.end();
            return;
          }
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(payerPage(t));
        } catch (error) {
          send(response, error instanceof HttpAnswer ? error.status : 500, error instanceof HttpAnswer ? error.body : { message: 'error' });
        }
        return;
      }
      const endpoint = endpointOf(request.method ?? 'GET', url.pathname);
      if (!endpoint) return send(response, 404, { message: 'NOT_FOUND' });
      calls[endpoint] += 1;
      const fault = faultFor(endpoint);
      if (fault?.delayMs) await sleep(fault.delayMs);
      if (fault?.drop) return void request.socket.destroy();
      if (fault?.serverError) return send(response, 503, { status: 'FAILED', message: 'SERVICE_UNAVAILABLE' });
      let status = 200;
      let body: unknown;
      try {
        body = await api(endpoint, request, url, text);
      } catch (error) {
        if (!(error instanceof HttpAnswer)) throw error;
        status = error.status;
        body = error.body;
      }
      if (fault?.loseAnswer) return void request.socket.destroy();
      if (!response.destroyed) send(response, status, body);
    })().catch(() => {
      if (!response.headersSent) send(response, 500, { message: 'INTERNAL_ERROR' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;

  return {
    url: baseUrl,
    async close() {
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async pay(transactionId, outcome) {
      await act(transactionId, outcome);
    },
    setFaults(next) {
      faults = { ...next };
      if (faults.webhookHold) held = new Promise<void>((resolve) => (release = resolve));
    },
    releaseWebhooks: () => release(),
    returnUrlOf: (transactionId) => returns.get(transactionId),
    revokeTokens: () => tokens.clear(),
    transactions: () => [...transactions.values()],
    reversals: () => [...reversals],
    calls,
    webhooks,
    async webhooksSettled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    sign,
  };
}
