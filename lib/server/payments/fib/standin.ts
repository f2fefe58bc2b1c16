/**
 * A local stand-in for First Iraqi Bank's web payments, written from the public documentation and SDKs
 * (facts §4), for tests and `npm run payments:standin`: the Keycloak token, create / status / cancel /
 * refund, the unsigned status callback `{id, status}` (expects 202, up to 5 retries), expiry at
 * `validUntil`, and a tiny "bank app" page (`/app/pay?code=…`) where a browser pays or declines as the
 * customer would in the FIB app. Faults: delay, 5xx, dropped connections, late or lost callbacks,
 * revoked tokens. State lives in this process only (it stands in for the bank, not for our site).
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';
import { FIB_TOKEN_PATH } from './client';

type Status = 'UNPAID' | 'PAID' | 'DECLINED' | 'REFUND_REQUESTED' | 'REFUNDED';
type DecliningReason = 'SERVER_FAILURE' | 'PAYMENT_EXPIRATION' | 'PAYMENT_CANCELLATION';
export type FibStandinRoute = 'token' | 'create' | 'status' | 'cancel' | 'refund';

export interface FibStandinFaults {
  /** Every answer waits this long first (a timeout test sets it above the client's limit). */
  delayMs?: number;
  /** The next N requests (of `routes`, or any) are answered 503 with a refusal body. */
  fail5xx?: number;
  /** The next N requests (of `routes`, or any) are read and then left without an answer (the connection closed). */
  drop?: number;
  /** Which routes the counted faults above apply to (all when absent). */
  routes?: FibStandinRoute[];
  /** Every token given so far is refused with 401 (as after a key rotation or an early expiry). */
  revokeTokens?: boolean;
  /** Callbacks are sent this long after the change (a late callback). */
  callbackDelayMs?: number;
  /** No callback is sent at all. */
  dropCallbacks?: boolean;
  /** Callbacks wait until `releaseCallbacks()` (a late callback, at the moment the test chooses). */
  holdCallbacks?: boolean;
  /** The HTTP status of a successful create (the sources say 201 or 202). */
  createStatus?: 201 | 202;
}

interface StandinPayment {
  paymentId: string;
  readableCode: string;
  amount: number;
  currency: string;
  description: string;
  statusCallbackUrl: string;
  redirectUri?: string;
  status: Status;
  validUntil: number;
  refundableForMs: number;
  /** Refunds accepted for it (FIB takes no idempotency key: tests check it is refunded once). */
  refunds: number;
  paidAt?: number;
  declinedAt?: number;
  decliningReason?: DecliningReason;
  expiryTimer?: NodeJS.Timeout;
}

export interface FibStandin {
  url: string;
  close(): Promise<void>;
  /** The customer pays it in the app (UNPAID and not expired). */
  pay(paymentId: string): Promise<void>;
  /** The customer declines it in the app (or FIB fails it: reason SERVER_FAILURE). */
  decline(paymentId: string, reason?: DecliningReason): Promise<void>;
  /** Its validUntil passes now: DECLINED with PAYMENT_EXPIRATION. */
  expire(paymentId: string): Promise<void>;
  /** Moves a payment's times (made, paid) `ms` into the past, e.g. past its refund window. */
  age(paymentId: string, ms: number): void;
  setFaults(faults: FibStandinFaults): void;
  /** Sends the callbacks held by the `holdCallbacks` fault. */
  releaseCallbacks(): void;
  /** What the bank holds (tests check "created once", "refunded once"). */
  payments(): Array<{ paymentId: string; readableCode: string; amount: number; status: Status; description: string; statusCallbackUrl: string; refunds: number }>;
  /** How many calls each route has answered (refund calls made, tokens given…). */
  calls: Record<FibStandinRoute, number>;
  /** Resolves when every callback under way has been delivered or given up (after its retries). */
  callbacksDone(): Promise<void>;
  /** Every callback delivery attempt: which payment, which status, what our site answered (0 = no answer). */
  callbacks: Array<{ id: string; status: Status; answer: number }>;
}

const CALLBACK_RETRIES = 5;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** ISO 8601 duration (PnDTnHnMn.nS, weeks too) in ms, or undefined. */
export function isoDurationMs(value: string): number | undefined {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!m || value === 'P' || value.endsWith('T')) return undefined;
  const [, w, d, h, min, s] = m;
  return ((Number(w ?? 0) * 7 + Number(d ?? 0)) * 86_400 + Number(h ?? 0) * 3600 + Number(min ?? 0) * 60 + Number(s ?? 0)) * 1000;
}

function readableCode(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((g) => g.join('')).join('-');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function refusal(res: ServerResponse, status: number, ...codes: string[]): void {
  json(res, status, { traceId: randomUUID(), errors: codes.map((code) => ({ code })) });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFibStandin(options: { port?: number; host?: string; clientId: string; clientSecret: string }): Promise<FibStandin> {
  const host = options.host ?? '127.0.0.1';
  const payments = new Map<string, StandinPayment>();
  const tokens = new Set<string>();
  const calls: Record<FibStandinRoute, number> = { token: 0, create: 0, status: 0, cancel: 0, refund: 0 };
  const callbacks: FibStandin['callbacks'] = [];
  const pendingTimers = new Set<NodeJS.Timeout>();
  const deliveries = new Set<Promise<void>>();
  let faults: FibStandinFaults = {};
  let held = Promise.resolve();
  let release: () => void = () => {};
  let closed = false;
  let url = '';

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      pendingTimers.delete(timer);
      fn();
    }, ms);
    pendingTimers.add(timer);
    return timer;
  };

  async function deliverCallback(payment: StandinPayment, status: Status): Promise<void> {
    if (faults.dropCallbacks) return;
    if (faults.holdCallbacks) await held;
    if (faults.callbackDelayMs) await new Promise<void>((resolve) => later(faults.callbackDelayMs!, resolve));
    for (let attempt = 0; attempt <= CALLBACK_RETRIES && !closed; attempt++) {
      let answer = 0;
      try {
        const response = await fetch(payment.statusCallbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: payment.paymentId, status }),
          signal: AbortSignal.timeout(5_000),
        });
        answer = response.status;
        await response.text();
      } catch {
        answer = 0;
      }
      callbacks.push({ id: payment.paymentId, status, answer });
      if (answer === 202) return;
      if (attempt < CALLBACK_RETRIES) await new Promise<void>((resolve) => later(50 * 2 ** attempt, resolve));
    }
  }

  /** Moves a payment on and tells the merchant (the callback is not awaited by the change itself). */
  function change(payment: StandinPayment, status: Status, reason?: DecliningReason): Promise<void> {
    payment.status = status;
    if (status === 'PAID') payment.paidAt = Date.now();
    if (status === 'DECLINED') {
      payment.declinedAt = Date.now();
      payment.decliningReason = reason;
    }
    if (status !== 'UNPAID' && payment.expiryTimer) {
      clearTimeout(payment.expiryTimer);
      pendingTimers.delete(payment.expiryTimer);
    }
    const delivery = deliverCallback(payment, status).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
    return Promise.resolve();
  }

  function expireIfDue(payment: StandinPayment): void {
    if (payment.status === 'UNPAID' && Date.now() >= payment.validUntil) void change(payment, 'DECLINED', 'PAYMENT_EXPIRATION');
  }

  function statusBody(p: StandinPayment) {
    return {
      paymentId: p.paymentId,
      status: p.status,
      validUntil: new Date(p.validUntil).toISOString(),
      paidAt: p.paidAt ? new Date(p.paidAt).toISOString() : null,
      amount: { amount: p.amount, currency: p.currency },
      decliningReason: p.decliningReason ?? null,
      declinedAt: p.declinedAt ? new Date(p.declinedAt).toISOString() : null,
      paidBy: p.paidAt ? { name: 'Stand-in Customer', iban: 'IQ98FIQB004085190110001' } : null,
    };
  }

  function find(code: string): StandinPayment | undefined {
    return [...payments.values()].find((p) => p.readableCode === code.toUpperCase());
  }

  function appPage(res: ServerResponse, payment: StandinPayment | undefined, note?: string): void {
    if (payment) expireIfDue(payment);
    const body = payment
      ? `<h1>FIB stand-in: pay ${payment.amount} IQD</h1>
<p>${escapeHtml(payment.description)}</p>
<p>Code <strong>${escapeHtml(payment.readableCode)}</strong>, status <strong id="status">${payment.status}</strong></p>
${note ? `<p role="status">${escapeHtml(note)}</p>` : ''}
${
  payment.status === 'UNPAID'
    ? `<form method="post" action="/app/pay"><input type="hidden" name="code" value="${escapeHtml(payment.readableCode)}">
<button type="submit" name="action" value="pay">Pay</button> <button type="submit" name="action" value="decline">Decline</button></form>`
    : ''
}
${payment.redirectUri && payment.status !== 'UNPAID' ? `<p><a href="${escapeHtml(payment.redirectUri)}">Back to the shop</a></p>` : ''}`
      : `<h1>FIB stand-in</h1><p role="alert">No payment with this code.</p>`;
    res
      .writeHead(payment ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>FIB stand-in app</title></head><body><main>${body}</main></body></html>`);
  }

  /** A counted fault for this route, if one is due. */
  function takeFault(route: FibStandinRoute): 'fail' | 'drop' | undefined {
    if (faults.routes && !faults.routes.includes(route)) return undefined;
    if (faults.drop && faults.drop > 0) {
      faults.drop--;
      return 'drop';
    }
    if (faults.fail5xx && faults.fail5xx > 0) {
      faults.fail5xx--;
      return 'fail';
    }
    return undefined;
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, raw: string): Promise<void> {
    const method = req.method ?? 'GET';
    const paymentMatch = /^\/protected\/v1\/payments\/([^/]+)\/(status|cancel|refund)$/.exec(path);
    const route: FibStandinRoute | undefined =
      path === FIB_TOKEN_PATH && method === 'POST'
        ? 'token'
        : path === '/protected/v1/payments' && method === 'POST'
          ? 'create'
          : paymentMatch && ((paymentMatch[2] === 'status' && method === 'GET') || (paymentMatch[2] !== 'status' && method === 'POST'))
            ? (paymentMatch[2] as FibStandinRoute)
            : undefined;
    if (!route) return refusal(res, 404, 'NOT_FOUND');
    if (faults.delayMs) await sleep(faults.delayMs);
    const fault = takeFault(route);
    if (fault === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault === 'fail') return refusal(res, 503, 'SERVICE_UNAVAILABLE');
    calls[route]++;

    if (route === 'token') {
      const form = new URLSearchParams(raw);
      let id = form.get('client_id') ?? '';
      let secret = form.get('client_secret') ?? '';
      const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
      if (basic) {
        const [u, ...rest] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
        id = decodeURIComponent(u ?? '');
        secret = decodeURIComponent(rest.join(':'));
      }
      if (form.get('grant_type') !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type' });
      if (!sameSecret(id, options.clientId) || !sameSecret(secret, options.clientSecret)) return json(res, 401, { error: 'invalid_client' });
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      return json(res, 200, { access_token: token, expires_in: 300, refresh_expires_in: 0, token_type: 'Bearer', scope: 'profile email' });
    }

    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return json(res, 401, { error: 'invalid_token' });

    if (route === 'create') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return refusal(res, 400, 'INVALID_REQUEST');
      }
      const value = body.monetaryValue as { amount?: unknown; currency?: unknown } | undefined;
      const amount = Number(value?.amount);
      const errors: string[] = [];
      if (!value || !Number.isFinite(amount) || amount <= 250) errors.push('INVALID_AMOUNT');
      if (value && value.currency !== 'IQD') errors.push('INVALID_CURRENCY');
      if (typeof body.description === 'string' && [...body.description].length > 50) errors.push('DESCRIPTION_TOO_LONG');
      if (typeof body.statusCallbackUrl !== 'string' || !URL.canParse(body.statusCallbackUrl)) errors.push('INVALID_STATUS_CALLBACK_URL');
      const expiresInMs = typeof body.expiresIn === 'string' ? isoDurationMs(body.expiresIn) : 24 * 3600_000;
      if (expiresInMs === undefined || expiresInMs <= 0) errors.push('INVALID_EXPIRES_IN');
      const refundableForMs = typeof body.refundableFor === 'string' ? isoDurationMs(body.refundableFor) : 7 * 86_400_000;
      if (refundableForMs === undefined || refundableForMs < 12 * 3600_000 || refundableForMs > 7 * 86_400_000) errors.push('INVALID_REFUNDABLE_FOR');
      if (errors.length > 0) return refusal(res, 400, ...errors);
      const payment: StandinPayment = {
        paymentId: randomUUID(),
        readableCode: readableCode(),
        amount,
        currency: 'IQD',
        description: typeof body.description === 'string' ? body.description : '',
        statusCallbackUrl: body.statusCallbackUrl as string,
        redirectUri: typeof body.redirectUri === 'string' ? body.redirectUri : undefined,
        status: 'UNPAID',
        validUntil: Date.now() + expiresInMs!,
        refundableForMs: refundableForMs!,
        refunds: 0,
      };
      payment.expiryTimer = later(Math.min(expiresInMs!, 2 ** 31 - 1), () => expireIfDue(payment));
      payments.set(payment.paymentId, payment);
      const appLink = (app: string) => `${url}/app/pay?code=${payment.readableCode}&app=${app}`;
      const personalAppLink = appLink('personal');
      return json(res, faults.createStatus ?? 201, {
        paymentId: payment.paymentId,
        readableCode: payment.readableCode,
        qrCode: await QRCode.toDataURL(personalAppLink, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2 }),
        validUntil: new Date(payment.validUntil).toISOString(),
        personalAppLink,
        businessAppLink: appLink('business'),
        corporateAppLink: appLink('corporate'),
      });
    }

    const payment = payments.get(decodeURIComponent(paymentMatch![1]!));
    if (!payment) return refusal(res, 404, 'PAYMENT_NOT_FOUND');
    expireIfDue(payment);
    if (route === 'status') return json(res, 200, statusBody(payment));
    if (route === 'cancel') {
      if (payment.status !== 'UNPAID') return refusal(res, 400, 'PAYMENT_NOT_CANCELLABLE');
      await change(payment, 'DECLINED', 'PAYMENT_CANCELLATION');
      return json(res, 204);
    }
    // refund
    if (payment.status !== 'PAID') return refusal(res, 400, 'PAYMENT_NOT_REFUNDABLE');
    if (Date.now() > payment.paidAt! + payment.refundableForMs) return refusal(res, 400, 'REFUND_PERIOD_EXPIRED');
    payment.refunds += 1;
    await change(payment, 'REFUND_REQUESTED');
    later(30, () => {
      if (payment.status === 'REFUND_REQUESTED') void change(payment, 'REFUNDED');
    });
    return json(res, 202);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const requestUrl = new URL(req.url ?? '/', 'http://standin');
      if (requestUrl.pathname === '/app/pay') {
        if (req.method === 'POST') {
          const form = new URLSearchParams(raw);
          const payment = find(form.get('code') ?? '');
          if (payment) expireIfDue(payment);
          let note = 'This payment can no longer be paid.';
          if (payment?.status === 'UNPAID') {
            const action = form.get('action');
            await change(payment, action === 'pay' ? 'PAID' : 'DECLINED', action === 'pay' ? undefined : 'PAYMENT_CANCELLATION');
            note = action === 'pay' ? 'Paid.' : 'Declined.';
          }
          return appPage(res, payment, note);
        }
        return appPage(res, find(requestUrl.searchParams.get('code') ?? ''));
      }
      await handleApi(req, res, requestUrl.pathname, raw);
    })().catch(() => {
      if (!res.headersSent) refusal(res, 500, 'SERVER_FAILURE');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const get = (paymentId: string): StandinPayment => {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`FIB stand-in: no payment ${paymentId}`);
    return payment;
  };

  return {
    url,
    calls,
    callbacks,
    async callbacksDone() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
    async close() {
      closed = true;
      for (const timer of pendingTimers) clearTimeout(timer);
      pendingTimers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async pay(paymentId) {
      const payment = get(paymentId);
      expireIfDue(payment);
      if (payment.status !== 'UNPAID') throw new Error(`FIB stand-in: payment ${paymentId} is ${payment.status}`);
      await change(payment, 'PAID');
    },
    async decline(paymentId, reason = 'PAYMENT_CANCELLATION') {
      const payment = get(paymentId);
      if (payment.status !== 'UNPAID') throw new Error(`FIB stand-in: payment ${paymentId} is ${payment.status}`);
      await change(payment, 'DECLINED', reason);
    },
    async expire(paymentId) {
      const payment = get(paymentId);
      payment.validUntil = Date.now();
      expireIfDue(payment);
    },
    age(paymentId, ms) {
      const payment = get(paymentId);
      if (payment.paidAt) payment.paidAt -= ms;
      payment.validUntil -= ms;
    },
    setFaults(next) {
      faults = { ...next };
      if (next.revokeTokens) tokens.clear();
      if (next.holdCallbacks) held = new Promise<void>((resolve) => (release = resolve));
    },
    releaseCallbacks: () => release(),
    payments: () =>
      [...payments.values()].map((p) => ({
        paymentId: p.paymentId,
        readableCode: p.readableCode,
        amount: p.amount,
        status: p.status,
        description: p.description,
        statusCallbackUrl: p.statusCallbackUrl,
        refunds: p.refunds,
      })),
  };
}
