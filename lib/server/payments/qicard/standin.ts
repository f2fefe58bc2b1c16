/**
 * A local stand-in of Qi Card's 3-D Secure gateway, written from its documented flow
 * (/work/shared/payments-smpp-facts.md §3), for tests, demo and `npm run payments:standin`.
 *
 * API under `<url>` (= QICARD_URL, like https://uat-sandbox-3ds-api.qi.iq/api/v1), every call with HTTP
 * Basic and `X-Terminal-Id`:
 * - POST /payment → the Payment (CREATED) with its formUrl; a requestId used before is refused
 *   (400, code 21: Qi requires it unique).
 * - GET /payment/{id}/status, GET /payment/status/by/request/{requestId} → the Payment.
 * - POST /payment/{id}/cancel {requestId} → only in CREATED or FORM_SHOWED; `canceled: true`.
 * - POST /payment/{id}/refund {requestId, amount?} → only a SUCCESS payment; a repeated requestId answers
 *   the same refund (never a second); the sum of refunds never exceeds the amount (400, code 20).
 * - Errors: 400 `{error:{code,message}}`: 27 bad credentials, 9 unknown terminal, 21 validation,
 *   18 refunds not allowed, 20 refund error; 500 for an injected fault.
 *
 * The hosted form at formUrl (GET/POST /form/{paymentId}) takes a test card — 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined — or Cancel, then posts the Payment to notificationUrl signed
 * (`X-Signature`, RSA-SHA256 with the terminal's private key), retrying with back-off until HTTP 200
 * (bounded), and sends the payer to finishPaymentUrl.
 *
 * Faults (`setFaults`, or POST /standin/faults with the same JSON from another process): slow answers,
 * 5xx, answers cut after the work is done, notifications held (late) or dropped.
 *
 * It keeps its state in memory: it plays one outside system, not our site.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MAX_REQUEST_ID,
  QICARD_CURRENCY,
  QI_ERRORS,
  TERMINAL_STATUSES,
  qiDate,
  signPayment,
  type QiPayment,
  type QiRefund,
} from './wire';

export type QiRoute = 'payment' | 'status' | 'cancel' | 'refund';

export interface QiCardFaults {
  /** Limits delayMs, fail5xx and dropAnswers to one kind of call (default: every API call). */
  route?: QiRoute;
  /** Every API answer waits this long (a slow or hung gateway: the caller's time limit). */
  delayMs?: number;
  /** The next N API calls answer HTTP 500 with an error body, changing nothing. */
  fail5xx?: number;
  /** The next N API calls are carried out, then the connection is cut without an answer (a lost answer). */
  dropAnswers?: number;
  /** Notifications: sent (default), held until `deliverHeld()` (a late one), or never sent. */
  notifications?: 'send' | 'hold' | 'drop';
}

export interface QiCardStandinOptions {
  port?: number;
  host?: string;
  username: string;
  password: string;
  terminalId: string;
  /** The terminal's private key (PEM); an RSA-2048 pair is generated when none is given. */
  privateKeyPem?: string;
  /** Waits between notification attempts; attempts = length + 1 (default 0.1, 0.2, 0.4, 0.8, 1.6 s). */
  retryDelaysMs?: number[];
}

export interface NotificationAttempt {
  paymentId: string;
  attempt: number;
  /** The receiver's HTTP status, or 0 when it could not be reached. */
  status: number;
}

export interface QiCardStandin {
  /** The API base: QICARD_URL. */
  url: string;
  /** The terminal's public key (PEM): QICARD_PUBLIC_KEY. */
  publicKeyPem: string;
  close(): Promise<void>;
  /** What the payer does on the form; resolves after the first notification attempt. */
  pay(paymentId: string, outcome: 'success' | 'fail'): Promise<void>;
  /** The payment's time ran out (EXPIRED, notified). */
  expire(paymentId: string): Promise<void>;
  setFaults(faults?: QiCardFaults): void;
  /** Sends the notifications held by `notifications: 'hold'` (late), each once more with retries. */
  deliverHeld(): Promise<void>;
  /** Resolves when the payment's notification is delivered (HTTP 200) or given up. */
  notified(paymentId: string): Promise<void>;
  /** Every payment registered (snapshots). */
  payments(): QiPayment[];
  /** Every notification attempt, in order. */
  attempts(): NotificationAttempt[];
}

export const QI_TEST_CARDS: Record<string, 'SUCCESS' | 'FAILED'> = {
  '4242424242424242': 'SUCCESS',
  '4000000000000002': 'FAILED',
};

interface Stored {
  payment: QiPayment;
  finishPaymentUrl: string;
  notificationUrl?: string;
  locale?: string;
  refunds: QiRefund[];
}

class QiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 100_000) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function isAbsoluteUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const FORM_TEXT: Record<string, { title: string; card: string; expiry: string; cvc: string; pay: string; cancel: string; amount: string; invalid: string }> = {
  en: { title: 'Card payment (3-D Secure)', card: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', pay: 'Pay', cancel: 'Cancel', amount: 'Amount', invalid: 'Check the card number, expiry and CVC.' },
  ar: { title: 'الدفع بالبطاقة (3-D Secure)', card: 'رقم البطاقة', expiry: 'تاريخ الانتهاء (MM/YY)', cvc: 'رمز التحقق CVC', pay: 'ادفع', cancel: 'إلغاء', amount: 'المبلغ', invalid: 'تحقق من رقم البطاقة وتاريخ الانتهاء ورمز التحقق.' },
};

export async function startQiCardStandin(options: QiCardStandinOptions): Promise<QiCardStandin> {
  const privateKey: KeyObject = options.privateKeyPem
    ? createPrivateKey(options.privateKeyPem)
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const retryDelays = options.retryDelaysMs ?? [100, 200, 400, 800, 1600];

  const byId = new Map<string, Stored>();
  const byRequest = new Map<string, string>();
  const log: NotificationAttempt[] = [];
  const deliveries = new Map<string, Promise<void>>();
  const held: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let faults: QiCardFaults = {};
  let closed = false;
  let origin = '';

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  function view(stored: Stored): QiPayment {
    return structuredClone({ ...stored.payment, refunds: stored.refunds });
  }

  async function attempt(stored: Stored, n: number): Promise<boolean> {
    const body = view(stored);
    let status = 0;
    try {
      const response = await fetch(stored.notificationUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Signature': signPayment(body, privateKey) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = 0;
    }
    log.push({ paymentId: stored.payment.paymentId, attempt: n, status });
    return status === 200;
  }

  /** Sends the notification; resolves after the first attempt, retries continue in the background. */
  function notify(stored: Stored): Promise<void> {
    if (!stored.notificationUrl || faults.notifications === 'drop') return Promise.resolve();
    if (faults.notifications === 'hold') {
      held.push(stored.payment.paymentId);
      return Promise.resolve();
    }
    let firstDone!: () => void;
    const first = new Promise<void>((resolve) => (firstDone = resolve));
    const whole = (async () => {
      for (let n = 1; n <= retryDelays.length + 1 && !closed; n++) {
        const ok = await attempt(stored, n);
        if (n === 1) firstDone();
        if (ok || n > retryDelays.length) break;
        await wait(retryDelays[n - 1]);
      }
      firstDone();
    })();
    deliveries.set(stored.payment.paymentId, whole);
    return first;
  }

  function settle(paymentId: string, status: 'SUCCESS' | 'FAILED' | 'EXPIRED', resultCode: string, pan?: string): Stored {
    const stored = byId.get(paymentId);
    if (!stored) throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, `payment ${paymentId} not found`);
    if (TERMINAL_STATUSES.includes(stored.payment.status) || stored.payment.canceled) {
      throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, `payment ${paymentId} is ${stored.payment.canceled ? 'canceled' : stored.payment.status}`);
    }
    const p = stored.payment;
    p.status = status;
    p.confirmedAmount = status === 'SUCCESS' ? p.amount : 0;
    p.details = {
      resultCode,
      rrn: status === 'SUCCESS' ? randomBytes(6).toString('hex') : null,
      authId: status === 'SUCCESS' ? randomBytes(3).toString('hex').toUpperCase() : null,
      authDate: status === 'SUCCESS' ? qiDate() : null,
      maskedPan: pan ? `${pan.slice(0, 6)}******${pan.slice(-4)}` : null,
      paymentSystem: pan ? (pan.startsWith('4') ? 'VISA' : 'MASTER_CARD') : null,
    };
    return stored;
  }

  function authorize(req: IncomingMessage): void {
    const expected = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
    if (req.headers.authorization !== expected) throw new QiHttpError(400, QI_ERRORS.BAD_CREDENTIALS, 'BAD_CREDENTIALS');
    if (req.headers['x-terminal-id'] !== options.terminalId) throw new QiHttpError(400, QI_ERRORS.TERMINAL_NOT_FOUND, 'TERMINAL_NOT_FOUND_EXCEPTION');
  }

  function parseJson(text: string): Record<string, unknown> {
    try {
      const value = JSON.parse(text || '{}') as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // falls through
    }
    throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, 'VALIDATION_ERROR: the body is not a JSON object');
  }

  function requestIdOf(body: Record<string, unknown>): string {
    const id = body.requestId;
    if (typeof id !== 'string' || id.length < 1 || id.length > MAX_REQUEST_ID) {
      throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, `VALIDATION_ERROR: requestId must be 1-${MAX_REQUEST_ID} characters`);
    }
    return id;
  }

  function found(paymentId: string): Stored {
    const stored = byId.get(paymentId);
    if (!stored) throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, `payment ${paymentId} not found`);
    return stored;
  }

  function create(body: Record<string, unknown>): QiPayment {
    const requestId = requestIdOf(body);
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, 'VALIDATION_ERROR: amount');
    if (body.currency !== QICARD_CURRENCY) throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, 'VALIDATION_ERROR: currency');
    if (!isAbsoluteUrl(body.finishPaymentUrl)) throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, 'VALIDATION_ERROR: finishPaymentUrl');
    if (body.notificationUrl !== undefined && !isAbsoluteUrl(body.notificationUrl)) throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, 'VALIDATION_ERROR: notificationUrl');
    const info = body.additionalInfo;
    if (info !== undefined && (typeof info !== 'object' || info === null || Object.keys(info).length > 10 || Object.values(info).some((v) => typeof v !== 'string'))) {
      throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, 'VALIDATION_ERROR: additionalInfo (at most 10 string pairs)');
    }
    if (byRequest.has(requestId)) throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, `VALIDATION_ERROR: requestId ${requestId} is already used`);
    const paymentId = randomUUID();
    const stored: Stored = {
      payment: {
        requestId,
        paymentId,
        status: 'CREATED',
        canceled: false,
        amount,
        currency: QICARD_CURRENCY,
        creationDate: qiDate(),
        formUrl: `${origin}/form/${paymentId}`,
        withoutAuthenticate: body.withoutAuthenticate === true,
        additionalInfo: (info as Record<string, string> | undefined) ?? null,
        paymentType: 'CARD',
        details: null,
        cancels: [],
      },
      finishPaymentUrl: body.finishPaymentUrl,
      notificationUrl: body.notificationUrl as string | undefined,
      locale: typeof body.locale === 'string' ? body.locale : undefined,
      refunds: [],
    };
    byId.set(paymentId, stored);
    byRequest.set(requestId, paymentId);
    return view(stored);
  }

  function refund(paymentId: string, body: Record<string, unknown>): QiRefund {
    const stored = found(paymentId);
    const requestId = requestIdOf(body);
    const again = stored.refunds.find((r) => r.requestId === requestId);
    if (again) return structuredClone(again);
    if (stored.payment.status !== 'SUCCESS') throw new QiHttpError(400, QI_ERRORS.REFUNDS_NOT_ALLOWED, `REFUNDS_NOT_ALLOWED: payment is ${stored.payment.status}`);
    const refunded = stored.refunds.filter((r) => r.status !== 'FAILED').reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? stored.payment.amount - refunded : body.amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || refunded + amount > stored.payment.amount) {
      throw new QiHttpError(400, QI_ERRORS.REFUND_ERROR, 'REFUND_ERROR: the refunds would exceed the amount');
    }
    const created: QiRefund = {
      refundId: randomUUID(),
      requestId,
      paymentId,
      amount,
      currency: stored.payment.currency,
      creationDate: qiDate(),
      message: typeof body.message === 'string' ? body.message : null,
      status: 'SUCCESS',
    };
    stored.refunds.push(created);
    return structuredClone(created);
  }

  function cancel(paymentId: string, body: Record<string, unknown>): QiPayment {
    const stored = found(paymentId);
    const requestId = requestIdOf(body);
    const p = stored.payment;
    if (p.canceled || (p.status !== 'CREATED' && p.status !== 'FORM_SHOWED')) {
      throw new QiHttpError(400, QI_ERRORS.VALIDATION_ERROR, `VALIDATION_ERROR: a payment ${p.canceled ? 'canceled' : p.status} cannot be canceled`);
    }
    p.canceled = true;
    p.cancels = [...(p.cancels ?? []), { requestId, created: qiDate(), successfully: true, amount: p.amount }];
    return view(stored);
  }

  /** Which API call a request is, with its handler; undefined when it is not an API path. */
  function route(method: string, path: string): { kind: QiRoute; run: (body: Record<string, unknown>) => unknown } | undefined {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/api/v1/payment') return { kind: 'payment', run: create };
    if (method === 'GET' && (m = /^\/api\/v1\/payment\/status\/by\/request\/([^/]+)$/.exec(path))) {
      const requestId = decodeURIComponent(m[1]);
      return { kind: 'status', run: () => view(found(byRequest.get(requestId) ?? '')) };
    }
    if (method === 'GET' && (m = /^\/api\/v1\/payment\/([^/]+)\/status$/.exec(path))) {
      const id = decodeURIComponent(m[1]);
      return { kind: 'status', run: () => view(found(id)) };
    }
    if (method === 'POST' && (m = /^\/api\/v1\/payment\/([^/]+)\/(cancel|refund)$/.exec(path))) {
      const id = decodeURIComponent(m[1]);
      return m[2] === 'cancel' ? { kind: 'cancel', run: (body) => cancel(id, body) } : { kind: 'refund', run: (body) => refund(id, body) };
    }
    return undefined;
  }

  function sendJson(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function formPage(stored: Stored, error?: string): string {
    const lang = stored.locale === 'ar' ? 'ar' : 'en';
    const t = FORM_TEXT[lang];
    const p = stored.payment;
    return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin-top:1rem}input{display:block;width:100%;font-size:1rem;padding:.5rem;box-sizing:border-box}button{margin-top:1.5rem;margin-inline-end:1rem;font-size:1rem;padding:.5rem 1.5rem}[role=alert]{color:#a00;margin-top:1rem}</style>
</head><body><main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.amount)}: <strong dir="ltr">${p.amount.toLocaleString('en-US')} ${escapeHtml(p.currency)}</strong></p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/form/${encodeURIComponent(p.paymentId)}">
<label for="cardNumber">${escapeHtml(t.card)}</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" dir="ltr">
<label for="expiry">${escapeHtml(t.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" dir="ltr">
<label for="cvc">${escapeHtml(t.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" dir="ltr">
<button type="submit" name="action" value="pay">${escapeHtml(t.pay)}</button><button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button>
</form></main></body></html>`;
  }

  async function handleForm(req: IncomingMessage, res: ServerResponse, paymentId: string): Promise<void> {
    const stored = byId.get(paymentId);
    if (!stored) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const p = stored.payment;
    const finish = () => {
      res.writeHead(303, { location: stored.finishPaymentUrl });
      res.end();
    };
    if (TERMINAL_STATUSES.includes(p.status) || p.canceled) return finish();
    if (req.method === 'GET') {
      if (p.status === 'CREATED') p.status = 'FORM_SHOWED';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(formPage(stored));
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    if (form.get('action') === 'cancel') {
      await notify(settle(paymentId, 'FAILED', 'CANCELED_BY_PAYER'));
      return finish();
    }
    const pan = (form.get('cardNumber') ?? '').replace(/[\s-]/g, '');
    const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec((form.get('expiry') ?? '').trim());
    const cvc = /^\d{3,4}$/.test((form.get('cvc') ?? '').trim());
    const verdict = QI_TEST_CARDS[pan];
    if (!verdict || !expiry || !cvc) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(formPage(stored, FORM_TEXT[stored.locale === 'ar' ? 'ar' : 'en'].invalid));
      return;
    }
    await notify(settle(paymentId, verdict, verdict === 'SUCCESS' ? '00' : '05', pan));
    finish();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://standin').pathname;
    const formMatch = /^\/form\/([^/]+)$/.exec(path);
    if (formMatch && (req.method === 'GET' || req.method === 'POST')) return handleForm(req, res, decodeURIComponent(formMatch[1]));
    if (req.method === 'POST' && path === '/standin/faults') {
      // For a browser test driving the stand-in in another process (no credentials: a local test tool).
      faults = { ...parseJson(await readBody(req)) } as QiCardFaults;
      return sendJson(res, 200, faults);
    }
    const call = route(req.method ?? 'GET', path);
    if (!call) return sendJson(res, 404, { error: { code: 404, message: 'NOT_FOUND' } });
    const text = await readBody(req);
    const faulty = !faults.route || faults.route === call.kind;
    if (faulty && faults.delayMs) await wait(faults.delayMs);
    if (faulty && faults.fail5xx) {
      faults.fail5xx--;
      return sendJson(res, 500, { error: { code: 500, message: 'INTERNAL_ERROR' } });
    }
    authorize(req);
    const result = call.run(req.method === 'POST' ? parseJson(text) : {});
    if (faulty && faults.dropAnswers) {
      faults.dropAnswers--;
      res.socket?.destroy();
      return;
    }
    sendJson(res, 200, result);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof QiHttpError) sendJson(res, error.status, { error: { code: error.code, message: error.message } });
      else sendJson(res, 500, { error: { code: 500, message: 'INTERNAL_ERROR' } });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  origin = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;

  return {
    url: `${origin}/api/v1`,
    publicKeyPem,
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async pay(paymentId, outcome) {
      const stored = byId.get(paymentId);
      if (stored?.payment.status === 'CREATED') stored.payment.status = 'FORM_SHOWED';
      const pan = outcome === 'success' ? '4242424242424242' : '4000000000000002';
      await notify(settle(paymentId, outcome === 'success' ? 'SUCCESS' : 'FAILED', outcome === 'success' ? '00' : '05', pan));
    },
    async expire(paymentId) {
      await notify(settle(paymentId, 'EXPIRED', 'EXPIRED'));
    },
    setFaults(next = {}) {
      faults = { ...next };
    },
    async deliverHeld() {
      const ids = held.splice(0);
      const previous = faults.notifications;
      faults.notifications = 'send';
      await Promise.all(ids.map((id) => notify(byId.get(id)!)));
      faults.notifications = previous;
    },
    notified(paymentId) {
      return deliveries.get(paymentId) ?? Promise.resolve();
    },
    payments() {
      return [...byId.values()].map(view);
    },
    attempts() {
      return [...log];
    },
  };
}

/**
 * The stand-in as `npm run payments:standin` starts it: QICARD_STANDIN_PORT (3202), QICARD_STANDIN_HOST
 * (127.0.0.1), QICARD_USERNAME / QICARD_PASSWORD / QICARD_TERMINAL_ID (public demo values by default),
 * QICARD_STANDIN_PRIVATE_KEY (PEM or base64 of PEM; generated otherwise: then give the site the printed
 * public key as QICARD_PUBLIC_KEY).
 */
export function startQiCardStandinFromEnv(env: Record<string, string | undefined> = process.env): Promise<QiCardStandin> {
  const key = env.QICARD_STANDIN_PRIVATE_KEY?.trim();
  return startQiCardStandin({
    port: env.QICARD_STANDIN_PORT ? Number(env.QICARD_STANDIN_PORT) : 3202,
    host: env.QICARD_STANDIN_HOST || '127.0.0.1',
    username: env.QICARD_USERNAME || QI_DEMO_CREDENTIALS.username,
    password: env.QICARD_PASSWORD || QI_DEMO_CREDENTIALS.password,
    terminalId: env.QICARD_TERMINAL_ID || QI_DEMO_CREDENTIALS.terminalId,
    privateKeyPem: key ? (key.includes('-----BEGIN') ? key.replace(/\\n/g, '\n') : Buffer.from(key, 'base64').toString('utf8')) : undefined,
  });
}

/** Public demo credentials of the stand-in (never a real terminal's). */
export const QI_DEMO_CREDENTIALS = { username: 'demo-merchant', password: 'demo-qicard-password-not-for-production', terminalId: '100001' } as const;
