/**
 * The mixed load of `npm run drill` (scripts/drill.mjs): visitors doing what the browser does, through
 * nginx. Each journey is a new visitor (its own X-Forwarded-For, device id and cookies; the cluster
 * runs with TRUST_PROXY=2: the generator is the visitors' proxy, nginx the site's) on a line of its own (scripts/drill/fixtures.mjs inserts them), so per-IP and
 * per-number limits count one person's requests, not the whole load's.
 *
 * Journeys: pages; PIN sign-in (the code read from the demo outbox); an add-on purchase with its code;
 * a scratch-card recharge; a demo-card recharge (start, then pay on the demo provider); a shop checkout
 * (a guest bag, pick-up, cash on delivery); a chat. Every money operation is recorded with what the
 * client was told: `success`, `failure` (a clean refusal: 4xx, `success: false`, or 503 "cannot fetch
 * now", which says nothing was done), `unconfirmed` (503 "could not confirm") or `unknown` (no answer:
 * the connection failed, timed out, or a 5xx that says nothing), with the reference the reconciliation
 * looks for. Every answer that is not a success is counted by kind.
 */
import { randomBytes } from 'node:crypto';

export const UNCONFIRMED_EN = 'We could not confirm whether this went through. Check your balance and history before you try again.';
export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
export const ADDON_ID = 101;
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What went wrong with one answer, as a short kind ("502 nginx", "503 unconfirmed", "timeout"…); null for a 2xx/3xx. */
export function errorKind(reply) {
  if (reply.error) return reply.error;
  if (reply.status < 400) return null;
  if (!reply.json) return reply.status === 502 || reply.status === 504 ? `${reply.status} from nginx` : `${reply.status} not-json`;
  if (reply.status === 503 && reply.json.message === UNCONFIRMED_EN) return '503 could not confirm';
  if (reply.status === 503 && reply.json.message === 'Cannot fetch information now.') return '503 cannot fetch now';
  if (reply.status === 503 && /busy/.test(reply.json.message)) return '503 busy, try again';
  if (reply.status === 409 && /still being processed/.test(reply.json.message)) return '409 still being processed';
  if (reply.status === 409 && reply.step === 'chat') return '409 no agent online';
  if (reply.status === 503) return `503 ${reply.json.message}`;
  return String(reply.status);
}

/** What a client concludes from a money operation's answer. */
export function outcomeOf(reply) {
  if (reply.error) return 'unknown';
  if (reply.status === 503 && reply.json?.message === UNCONFIRMED_EN) return 'unconfirmed';
  // "Cannot fetch information now": the call never reached the core, nothing was done (lib/server/core/types.ts).
  if (reply.status === 503 && reply.json) return 'failure';
  if (reply.status >= 500 || !reply.json) return 'unknown';
  if (reply.status >= 400 || reply.json.success === false) return 'failure';
  return 'success';
}

/** One visitor: its address, device and cookies; every answer goes through `stats`. */
export class Visitor {
  constructor(base, stats, n) {
    this.base = base;
    this.stats = stats;
    this.ip = `198.${18 + (n & 1)}.${(n >> 8) & 255}.${(n & 255) || 1}`;
    this.deviceId = randomBytes(8).toString('hex');
    this.cookies = new Map();
  }

  async call(step, path, { method = 'GET', body, headers = {} } = {}) {
    const started = Date.now();
    const reply = { step, status: 0, json: null, started, ended: 0, error: null };
    try {
      const res = await fetch(`${this.base}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          'X-Forwarded-For': this.ip,
          deviceid: this.deviceId,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      for (const line of res.headers.getSetCookie?.() ?? []) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      reply.status = res.status;
      const text = await res.text();
      if ((res.headers.get('content-type') ?? '').includes('application/json')) {
        try {
          reply.json = JSON.parse(text);
        } catch {
          reply.json = null;
        }
      }
    } catch (error) {
      reply.error = error?.name === 'TimeoutError' ? 'timeout' : 'network';
    }
    reply.ended = Date.now();
    this.stats.record(reply);
    return reply;
  }
}

/** Counts of one drill: requests, errors by kind, and the money operations with what each client was told. */
export class Stats {
  constructor() {
    this.requests = 0;
    this.errors = new Map();
    this.operations = [];
    this.successTimes = [];
    /** Per second since the start: [answers, errors]. */
    this.timeline = [];
    this.t0 = Date.now();
  }

  /** Median and slowest time of each step's answers between `from` and `to` (ms), for the log. */
  medians(from, to) {
    const by = new Map();
    for (const [at, step, ms] of this.durations ?? []) if (at >= from && at <= to) by.set(step, [...(by.get(step) ?? []), ms]);
    return [...by].map(([step, list]) => `${step} ${list.sort((a, b) => a - b)[Math.floor(list.length / 2)]}/${list.at(-1)} ms`).join(', ');
  }

  /** The timeline in 5-second steps: "ok/err" each. */
  timelineText(marks) {
    const out = [];
    for (let i = 0; i < this.timeline.length; i += 5) {
      const slice = this.timeline.slice(i, i + 5).filter(Boolean);
      const ok = slice.reduce((n, [a, e]) => n + a - e, 0);
      const err = slice.reduce((n, [, e]) => n + e, 0);
      const at = this.t0 + i * 1000;
      const flag = marks.start >= at && marks.start < at + 5000 ? ' <fault' : '';
      const flagEnd = marks.end >= at && marks.end < at + 5000 ? ' <end' : '';
      out.push(`${i}s ${ok}/${err}${flag}${flagEnd}`);
    }
    return out.join(' | ');
  }

  record(reply) {
    // The settling retries after the load are counted apart: they are not the drill's load.
    if (this.settling) {
      this.settleRequests = (this.settleRequests ?? 0) + 1;
      return;
    }
    this.requests++;
    (this.durations ??= []).push([reply.ended, reply.step.split(' ')[0], reply.ended - reply.started]);
    const kind = errorKind(reply);
    const second = Math.floor((reply.ended - this.t0) / 1000);
    const slot = (this.timeline[second] ??= [0, 0]);
    slot[0]++;
    if (kind) slot[1]++;
    if (kind) this.errors.set(`${reply.step} ${kind}`, (this.errors.get(`${reply.step} ${kind}`) ?? 0) + 1);
  }

  /** A money operation: `kind`, what the client was told, the reference to look for, and when. */
  operation(op) {
    this.operations.push(op);
    if (op.told === 'success') this.successTimes.push(op.at);
    return op;
  }
}

const ORDER_DETAILS = { firstName: 'Zahra', secondName: 'Ali', thirdName: 'Hassan', idType: 'national-id', idNumber: 'A12345678' };

/** The latest code of `purpose` sent to `msisdn` (demo outbox), waiting a little for it to be written. */
async function codeFor(visitor, msisdn, purpose) {
  const reply = await visitor.call('outbox', `/api/dev/sms-outbox?msisdn=${msisdn}`);
  return reply.json?.data?.find((m) => m.purpose === purpose && m.code)?.code ?? null;
}

export const journeys = {
  async pages(v) {
    for (const path of ['/', '/en', '/en/personal/add-ons', '/ku/personal/add-ons', '/en/blog']) await v.call(`page ${path}`, path);
  },

  async signIn(v, ctx) {
    const msisdn = ctx.line();
    const sent = await v.call('signin', '/api/v1/login?lang=en', { method: 'POST', body: { phone: msisdn } });
    if (sent.status !== 200) return;
    const pin = await codeFor(v, msisdn, 'login');
    if (!pin) return;
    await v.call('signin', '/api/v1/smsvalidation?lang=en', { method: 'POST', body: { phone: msisdn, pin } });
  },

  async purchase(v, ctx) {
    const msisdn = ctx.line();
    const started = await v.call('purchase', '/api/v1/transactional?lang=en', { method: 'POST', body: { msisdn, addOnItemId: ADDON_ID }, headers: { 'Idempotency-Key': randomBytes(9).toString('hex') } });
    const PID = started.json?.data?.PID;
    if (!PID) return;
    const passcode = await codeFor(v, msisdn, 'addon');
    if (!passcode) return;
    const key = randomBytes(9).toString('hex');
    const confirm = () =>
      v.call('purchase', `/api/v1/transactional/confirm/${ADDON_ID}?msisdn=${msisdn}&lang=en`, { method: 'POST', body: { passcode, PID }, headers: { 'Idempotency-Key': key } });
    ctx.inFlightPurchases = (ctx.inFlightPurchases ?? 0) + 1;
    const reply = await confirm().finally(() => ctx.inFlightPurchases--);
    ctx.stats.operation({ kind: 'purchase', msisdn, reference: `purchase:${PID}`, told: outcomeOf(reply), status: reply.status, at: reply.ended, retry: confirm });
  },

  async scratch(v, ctx) {
    const msisdn = ctx.line();
    const card = ctx.card();
    const key = randomBytes(9).toString('hex');
    const recharge = () => v.call('scratch', '/api/v1/recharge/scratch-card?lang=en', { method: 'POST', body: { msisdn, cardNumber: card.number }, headers: { 'Idempotency-Key': key } });
    const reply = await recharge();
    ctx.stats.operation({ kind: 'scratch', msisdn, reference: `card:${card.hash}`, amount: card.value, told: outcomeOf(reply), status: reply.status, at: reply.ended, retry: recharge });
  },

  async cardRecharge(v, ctx) {
    const msisdn = ctx.line();
    const started = await v.call('card', '/api/v1/recharge/card?lang=en', { method: 'POST', body: { msisdn, amount: 5_000 }, headers: { 'Idempotency-Key': randomBytes(9).toString('hex') } });
    const orderId = started.json?.data?.orderId;
    if (!orderId) return;
    const pay = () => v.call('card', `/api/dev/payment-provider/${orderId}/pay?lang=en`, { method: 'POST', body: GOOD_CARD });
    const reply = await pay();
    const status = reply.json?.data?.status;
    // The demo provider answers where the payer goes: succeeded, or pending while its callback is retried.
    const told = status === 'succeeded' ? 'success' : status === 'pending' ? 'unconfirmed' : outcomeOf(reply) === 'success' ? 'failure' : outcomeOf(reply);
    ctx.stats.operation({ kind: 'card', msisdn, reference: `payment:${orderId}`, orderId, told, status: reply.status, at: reply.ended, retry: pay });
  },

  async checkout(v, ctx) {
    const msisdn = ctx.line();
    const added = await v.call('checkout', '/api/v1/cart/items?lang=en', { method: 'POST', body: { productId: ctx.variant.productId, variantId: ctx.variant.id, quantity: 1 } });
    if (added.status !== 201) return;
    const email = `drill-${randomBytes(6).toString('hex')}@example.com`;
    const key = randomBytes(9).toString('hex');
    const place = () =>
      v.call('checkout', '/api/v1/checkout?lang=en', {
        method: 'POST',
        body: { details: { ...ORDER_DETAILS, phone: msisdn, email }, fulfilment: { method: 'pickup', shopId: 'baghdad-karrada' }, payment: 'cod' },
        headers: { 'Idempotency-Key': key },
      });
    const reply = await place();
    ctx.stats.operation({ kind: 'checkout', msisdn, email, orderNumber: reply.json?.data?.orderNumber ?? null, told: outcomeOf(reply), status: reply.status, at: reply.ended, retry: place });
  },

  async chat(v) {
    const started = await v.call('chat', '/api/v1/chat/conversations?lang=en', { method: 'POST', body: { path: '/en' } });
    // 409 "no agent online, leave a message" is the clean answer when nobody is at the desk.
    if (started.status === 200) await v.call('chat', '/api/v1/chat/messages?lang=en', { method: 'POST', body: { body: 'Hello, is my order on its way?', path: '/en' } });
  },
};

/** The mix: how often each journey is chosen. */
const MIX = [
  ['pages', 3],
  ['signIn', 1],
  ['purchase', 2],
  ['scratch', 1],
  ['cardRecharge', 1],
  ['checkout', 2],
  ['chat', 1],
];
const WEIGHTS = MIX.reduce((sum, [, w]) => sum + w, 0);

function pick(n) {
  let at = n % WEIGHTS;
  for (const [name, weight] of MIX) {
    if (at < weight) return name;
    at -= weight;
  }
  return 'pages';
}

/**
 * Runs `concurrency` clients doing journeys one after the other until `stop()`; answers `{ stop }`
 * whose promise resolves when every client has finished its journey.
 */
export function runLoad({ base, concurrency, ctx }) {
  let running = true;
  let n = ctx.visitorSeq ?? 0;
  const client = async (i) => {
    await sleep(i * 50);
    while (running) {
      const visitor = new Visitor(base, ctx.stats, ++n);
      const name = pick(Math.floor(Math.random() * 1e9));
      try {
        await journeys[name](visitor, ctx);
      } catch (error) {
        ctx.stats.errors.set(`journey crash: ${error.message}`, (ctx.stats.errors.get(`journey crash: ${error.message}`) ?? 0) + 1);
      }
      await sleep(100);
    }
  };
  const clients = Array.from({ length: concurrency }, (_, i) => client(i));
  return {
    stop: async () => {
      running = false;
      await Promise.all(clients);
      ctx.visitorSeq = n;
    },
  };
}
