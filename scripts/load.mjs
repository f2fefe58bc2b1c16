#!/usr/bin/env node
/**
 * `npm run load`: the production build under load, then a fault drill on the money flows. Everything
 * runs on 127.0.0.1, on its own build (`.next-load`) and databases (`.data-load`, `.data-load-drill`),
 * bounded in time (LOAD_DEADLINE_MINUTES after the build, default 12). Writes bench-report/load.json.
 *
 * 1. Load: 50 connections for LOAD_SECONDS (default 60) over a mix of pages (home ar and en, a CMS page,
 *    a blog post) and API calls (content API, pageData, roaming search, add-on), one autocannon per
 *    kind at the same time: p50/p99 per kind, and zero errors (4xx, 5xx, socket errors, timeouts).
 * 2. Fault drill: the server again, with CORE_FAULT_ERROR_RATE=0.2 and CORE_FAULT_LOST_ANSWER_RATE=0.1
 *    (answers lost AFTER the core applied the change). Four customers (the demo lines), each from its
 *    own address, recharge by card through the demo payment provider, buy add-ons with the codes from
 *    the demo outbox, and enter the two demo scratch cards; like people, they retry the same request
 *    (same Idempotency-Key, same PID and code, same card) after a 503. Then, from the database: no money
 *    lost or doubled (the ledger against what the customers were told), every add-on charged was
 *    started, and every failure the customers saw said "Cannot fetch information now." or "We could not
 *    confirm whether this went through…".
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiCaller, cannon, countBy, sleep } from './load-lib.mjs';
import { buildOnce, startProdServer } from './prod-server.mjs';

const PORT = Number(process.env.LOAD_PORT ?? 3400);
const DIST = '.next-load';
const DATA_DIR = '.data-load';
const DRILL_DATA_DIR = '.data-load-drill';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const DEADLINE_MS = Number(process.env.LOAD_DEADLINE_MINUTES ?? 12) * 60_000;
const DRILL_ROUNDS = Number(process.env.LOAD_DRILL_ROUNDS ?? 5); // per line; at most 5 add-on codes per number an hour
const DRILL_FAULTS = { CORE_FAULT_ERROR_RATE: '0.2', CORE_FAULT_LOST_ANSWER_RATE: '0.1', CORE_TIMEOUT_MS: '1000' };

// 50 connections over the mix (design.md section 9 measures the same pages one by one).
const TARGETS = [
  { kind: 'page: home (ar)', path: '/', connections: 6 },
  { kind: 'page: home (en)', path: '/en', connections: 6 },
  { kind: 'page: CMS page', path: '/en/personal/roaming', connections: 6 },
  { kind: 'page: blog post', path: '/en/blog/summer-in-turkey-roaming-tips', connections: 6 },
  { kind: 'api: content', path: '/api/v2/site-map/content?uri=/personal/roaming&lang=en', connections: 6 },
  { kind: 'api: pageData', path: '/api/v1/pageData?uri=/personal/roaming&lang=en', connections: 5 },
  { kind: 'api: roaming countries', path: '/api/v1/roaming-country/unique-countries?lang=en', connections: 5 },
  { kind: 'api: roaming add-ons (tr)', path: '/api/v1/roaming-country/tr/add-on-ids', connections: 5 },
  { kind: 'api: add-on 101', path: '/api/v1/addon/101?lang=en', connections: 5 },
];

export const MESSAGES = {
  upstream: 'Cannot fetch information now.',
  unconfirmed: 'We could not confirm whether this went through. Check your balance and history before you try again.',
};

// ---------------------------------------------------------------------------------------------- load

async function loadPhase(base) {
  for (const target of TARGETS) {
    const reply = await fetch(base + target.path, { redirect: 'manual' });
    await reply.arrayBuffer();
    if (reply.status >= 400) throw new Error(`${target.kind} ${target.path} answers ${reply.status} before the load`);
  }
  console.log(`Load: ${CONNECTIONS} connections for ${SECONDS} s over ${TARGETS.length} kinds of request …`);
  const results = await Promise.all(TARGETS.map((t) => cannon(base + t.path, { connections: t.connections, duration: SECONDS })));
  const kinds = TARGETS.map((t, i) => {
    const r = results[i];
    const errors = r['4xx'] + r['5xx'] + r.errors + r.timeouts;
    return {
      kind: t.kind,
      path: t.path,
      connections: t.connections,
      requests: r.requests.total,
      requestsPerSecond: Math.round(r.requests.average),
      p50ms: r.latency.p50,
      p99ms: r.latency.p99,
      maxMs: r.latency.max,
      '2xx': r['2xx'],
      '3xx': r['3xx'],
      '4xx': r['4xx'],
      '5xx': r['5xx'],
      socketErrors: r.errors,
      timeouts: r.timeouts,
      errors,
    };
  });
  const total = kinds.reduce((sum, k) => ({ requests: sum.requests + k.requests, errors: sum.errors + k.errors }), { requests: 0, errors: 0 });
  return { connections: CONNECTIONS, seconds: SECONDS, kinds, total: { ...total, requestsPerSecond: Math.round(total.requests / SECONDS) } };
}

// --------------------------------------------------------------------------------------------- drill

export const LINES = ['07701234567', '07701234568', '07701111111', '07709876543'];
const ADDONS = [101, 104, 121]; // 5,000, 3,000 and 2,000 IQD
const RECHARGES = [10_000, 5_000, 20_000, 7_000, 15_000];
const SCRATCH_CARDS = [
  { line: '07701234567', number: '12345678901234', value: 10_000 },
  { line: '07701111111', number: '1234567890123', value: 5_000 },
];
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const MAX_ATTEMPTS = 10;

function customer(base, index, answers) {
  const msisdn = LINES[index];
  const { call } = apiCaller(base, { headers: { 'X-Forwarded-For': `10.77.0.${index + 1}`, DeviceId: `load-drill-${index + 1}` }, answers, label: { line: msisdn } });
  let keys = 0;
  const newKey = () => `drill-${index + 1}-${++keys}-${Date.now().toString(36)}`;

  /** The same request again (same key and body) after a 503, like a customer pressing the button again. */
  async function untilAnswered(op, ref, method, urlPath, options) {
    const replies = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const reply = await call(op, ref, method, urlPath, options);
      replies.push(reply);
      // Too many attempts: the customer has to wait (minutes) and is told so; that says nothing about the money.
      if (reply.status === 429) return { reply, replies, answered: false };
      if (reply.status > 0 && reply.status < 500) return { reply, replies, answered: true };
      await sleep(50 * attempt);
    }
    return { reply: replies.at(-1), replies, answered: false };
  }

  const sawUnconfirmed = (replies) => replies.some((r) => r.json?.message === MESSAGES.unconfirmed);

  async function rechargeByCard(amount) {
    const started = await untilAnswered('card recharge: order', msisdn, 'POST', '/api/v1/recharge/card?lang=en', { body: { msisdn, amount }, key: newKey() });
    if (started.reply.status !== 200) return null;
    const { orderId } = started.reply.json.data;
    let paid;
    for (let attempt = 1; attempt <= 3; attempt++) {
      paid = await call('card recharge: pay', orderId, 'POST', `/api/dev/payment-provider/${encodeURIComponent(orderId)}/pay?lang=en`, { body: TEST_CARD });
      if (paid.status === 200 || paid.json?.data?.status) break;
      await sleep(100 * attempt);
    }
    return { line: msisdn, orderId, amount, providerStatus: paid?.json?.data?.status ?? `http ${paid?.status}` };
  }

  async function buyAddon(addonId) {
    const detail = await untilAnswered('add-on: detail', String(addonId), 'POST', '/api/v1/transactional?lang=en', { body: { msisdn, addOnItemId: addonId }, key: newKey() });
    if (detail.reply.status !== 200 || detail.reply.json?.success !== true) return null;
    const { PID, addOnDetail } = detail.reply.json.data;
    const outbox = await call('add-on: read code', PID, 'GET', `/api/dev/sms-outbox?msisdn=${msisdn}`);
    const code = (outbox.json?.data ?? []).find((m) => m.purpose === 'addon' && m.code)?.code;
    if (!code) throw new Error(`no add-on code in the outbox of ${msisdn}`);
    const confirmed = await untilAnswered('add-on: confirm', PID, 'POST', `/api/v1/transactional/confirm/${addonId}?msisdn=${msisdn}&lang=en`, {
      body: { passcode: code, PID },
      key: newKey(),
    });
    return {
      line: msisdn,
      PID,
      addonId,
      price: addOnDetail.price,
      answered: confirmed.answered,
      success: confirmed.answered && confirmed.reply.json?.success === true,
      finalMessage: confirmed.reply.json?.message ?? '',
      sawUnconfirmed: sawUnconfirmed(confirmed.replies),
      attempts: confirmed.replies.length,
    };
  }

  async function scratch(card) {
    const result = await untilAnswered('scratch card', card.number.slice(-4), 'POST', '/api/v1/recharge/scratch-card?lang=en', {
      body: { msisdn, cardNumber: card.number },
      key: newKey(),
    });
    return {
      ...card,
      answered: result.answered,
      success: result.reply.status === 200 && result.reply.json?.success === true,
      finalStatus: result.reply.status,
      sawUnconfirmed: sawUnconfirmed(result.replies),
      attempts: result.replies.length,
    };
  }

  return { msisdn, rechargeByCard, buyAddon, scratch };
}

async function readDrillDatabase() {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(DRILL_DATA_DIR, 'pgdata'));
  try {
    const q = async (sql) => (await db.query(sql)).rows;
    return {
      ledger: await q('select msisdn, amount, reason, reference, created_at as "createdAt" from ledger_entries order by id'),
      payments: await q('select id, msisdn, amount, status from payments'),
      subscriptionsSince: async (since) =>
        q(`select msisdn, gifted_by as "giftedBy", started_at as "startedAt" from subscriptions where started_at >= '${since.toISOString()}'`),
      close: () => db.close(),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Drives the customers against the server at `base`; what they did and were told. */
export async function drillPhase(base, { rounds = DRILL_ROUNDS, waitForPendingMs = 60_000 } = {}) {
  const startedAt = new Date(); // before the first request (the seeded subscriptions are older)
  const answers = [];
  const customers = LINES.map((_, i) => customer(base, i, answers));
  const orders = [];
  const purchases = [];
  const cards = [];
  console.log(`Fault drill: ${LINES.length} customers × ${rounds} rounds (card recharge, add-on purchase), and the scratch cards …`);

  await Promise.all(
    customers.map(async (c, index) => {
      for (const card of SCRATCH_CARDS.filter((s) => s.line === c.msisdn)) cards.push(await c.scratch(card));
      for (let round = 0; round < rounds; round++) {
        const order = await c.rechargeByCard(RECHARGES[(round + index) % RECHARGES.length]);
        if (order) orders.push(order);
        const purchase = await c.buyAddon(ADDONS[(round + index) % ADDONS.length]);
        if (purchase) purchases.push(purchase);
      }
    }),
  );

  // Orders the provider could not confirm at once are retried in the background: wait for them.
  const statusOf = async (orderId) => (await (await fetch(`${base}/api/v1/payments/${encodeURIComponent(orderId)}`)).json()).data?.status;
  for (let waited = 0; ; waited += 500) {
    const pending = [];
    for (const order of orders) if ((await statusOf(order.orderId)) === 'pending') pending.push(order.orderId);
    if (pending.length === 0 || waited >= waitForPendingMs) break;
    await sleep(500);
  }
  return { startedAt, answers, orders, purchases, cards };
}

/**
 * The verdict, from the database after the drill: `data.ledger` (msisdn, amount, reason, reference,
 * createdAt), `data.payments` (id, msisdn, amount, status) and the `subscriptions` (msisdn, giftedBy,
 * startedAt) started during the drill. The core writes a purchase's charge and its subscription in
 * one transaction with the same time, which pairs them.
 */
export function checkDrill(run, data, subscriptions) {
  const checks = [];
  const check = (name, ok, detail = '') => checks.push({ name, ok: Boolean(ok), ...(detail ? { detail } : {}) });
  const rowsOf = (reference) => data.ledger.filter((r) => r.reference === reference);

  // What the customers were told when something failed.
  const failures = run.answers.filter((a) => a.status >= 500 || a.status === 0);
  const wrongWords = failures.filter((a) => a.message !== MESSAGES.upstream && a.message !== MESSAGES.unconfirmed);
  check('no 500 (a crash) in any answer', !run.answers.some((a) => a.status === 500), run.answers.filter((a) => a.status === 500).map((a) => a.op).join(', '));
  check(
    'every failure said "Cannot fetch information now." or "We could not confirm whether this went through…"',
    wrongWords.length === 0,
    wrongWords.map((a) => `${a.op} ${a.status} "${a.message}"`).slice(0, 5).join('; '),
  );

  // Add-on purchases: charged once when the customer was told "subscribed", never when told otherwise.
  for (const p of run.purchases) {
    const rows = rowsOf(`purchase:${p.PID}`).length;
    if (p.success) check(`add-on ${p.PID}: told "subscribed", charged exactly once`, rows === 1, `${rows} ledger rows`);
    else if (p.answered) check(`add-on ${p.PID}: told "${p.finalMessage}", not charged`, rows === 0, `${rows} ledger rows`);
    else check(`add-on ${p.PID}: no answer after ${p.attempts} tries, charged at most once`, rows <= 1, `${rows} ledger rows`);
  }
  // Card recharges: an order the provider calls succeeded is credited once, and only those.
  for (const o of run.orders) {
    const order = data.payments.find((p) => p.id === o.orderId);
    const rows = rowsOf(`payment:${o.orderId}`);
    const credited = rows.reduce((sum, r) => sum + r.amount, 0);
    if (order?.status === 'succeeded') check(`card order ${o.orderId}: succeeded, credited once`, rows.length === 1 && credited === o.amount, `${rows.length} rows, ${credited} IQD`);
    else check(`card order ${o.orderId}: ${order?.status}, credited at most once`, rows.length <= 1 && (order?.status === 'pending' || rows.length === 0), `${rows.length} rows`);
    if (o.providerStatus === 'succeeded') check(`card order ${o.orderId}: the payer was told succeeded, and it is`, order?.status === 'succeeded');
  }
  // Scratch cards: each credits once, to the line that entered it, and the customer was not told it failed.
  for (const card of run.cards) {
    const rows = data.ledger.filter((r) => r.reason === 'scratch-card' && r.msisdn === card.line);
    const told = card.success ? 'told "added"' : card.sawUnconfirmed ? 'told "could not confirm", then "already used"' : `told ${card.finalStatus}`;
    check(`scratch card …${card.number.slice(-4)}: ${told}; credited once`, rows.length === 1 && rows[0].amount === card.value && (card.success || card.sawUnconfirmed), `${rows.length} rows`);
  }
  // Every add-on charged was started, and none was started without its charge.
  const time = (value) => new Date(value).getTime();
  for (const msisdn of LINES) {
    const charges = data.ledger.filter((r) => r.msisdn === msisdn && r.reason === 'addon-purchase');
    const started = subscriptions.filter((s) => (s.giftedBy ?? s.msisdn) === msisdn);
    const unstarted = charges.filter((c) => !started.some((s) => s.msisdn === msisdn && time(s.startedAt) === time(c.createdAt)));
    const unpaid = started.filter((s) => !charges.some((c) => time(c.createdAt) === time(s.startedAt)));
    check(
      `${msisdn}: every add-on charged was started, none without its charge`,
      unstarted.length === 0 && unpaid.length === 0,
      `${charges.length} charged, ${started.length} started, ${unstarted.length} charged but not started, ${unpaid.length} started unpaid`,
    );
  }
  // The balance of each line against what its customer was told.
  const balances = {};
  for (const msisdn of LINES) {
    const actual = data.ledger.filter((r) => r.msisdn === msisdn).reduce((sum, r) => sum + r.amount, 0);
    const opening = data.ledger.filter((r) => r.msisdn === msisdn && r.reason === 'opening-balance').reduce((sum, r) => sum + r.amount, 0);
    const recharged = run.orders
      .filter((o) => o.line === msisdn)
      .reduce((sum, o) => sum + rowsOf(`payment:${o.orderId}`).reduce((s, r) => s + r.amount, 0), 0);
    const cardsIn = run.cards.filter((c) => c.line === msisdn && (c.success || c.sawUnconfirmed)).reduce((sum, c) => sum + c.value, 0);
    const bought = run.purchases
      .filter((p) => p.line === msisdn && (p.success || (!p.answered && rowsOf(`purchase:${p.PID}`).length === 1)))
      .reduce((sum, p) => sum + p.price, 0);
    const expected = opening + recharged + cardsIn - bought;
    balances[msisdn] = { opening, recharged, scratchCards: cardsIn, addons: bought, expected, actual };
    check(`${msisdn}: balance ${actual} = opening ${opening} + recharges ${recharged} + cards ${cardsIn} − add-ons ${bought}`, actual === expected && actual >= 0);
  }
  return { checks, balances };
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  buildOnce(DIST, { rebuild: process.env.LOAD_REBUILD === '1' });
  const running = new Set();
  const deadline = setTimeout(() => {
    console.error(`npm run load: not finished after ${DEADLINE_MS / 60_000} minutes, stopping`);
    for (const stop of running) void stop();
    setTimeout(() => process.exit(1), 12_000).unref();
  }, DEADLINE_MS);
  const report = { date: new Date().toISOString() };
  let ok = true;
  try {
    const loadServer = await startProdServer({ distDir: DIST, port: PORT, dataDir: DATA_DIR });
    running.add(loadServer.stop);
    try {
      report.load = await loadPhase(loadServer.base);
    } finally {
      await loadServer.stop();
      running.delete(loadServer.stop);
    }
    console.log(`\nLoad: ${report.load.total.requests} requests in ${SECONDS} s (${report.load.total.requestsPerSecond}/s), ${report.load.total.errors} errors`);
    console.log(`  ${'kind'.padEnd(30)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
    for (const k of report.load.kinds) {
      console.log(`  ${k.kind.padEnd(30)} ${String(k.requestsPerSecond).padStart(7)} ${String(k.p50ms).padStart(8)} ${String(k.p99ms).padStart(8)} ${String(k.errors).padStart(7)}`);
    }
    if (report.load.total.errors > 0) ok = false;

    const drillServer = await startProdServer({ distDir: DIST, port: PORT, dataDir: DRILL_DATA_DIR, env: { ...DRILL_FAULTS, TRUST_PROXY: '1' } });
    running.add(drillServer.stop);
    let run;
    try {
      run = await drillPhase(drillServer.base);
    } finally {
      await drillServer.stop();
      running.delete(drillServer.stop);
    }
    const data = await readDrillDatabase();
    let verdict;
    try {
      verdict = checkDrill(run, data, await data.subscriptionsSince(run.startedAt));
    } finally {
      await data.close();
    }
    const byAnswer = {};
    for (const a of run.answers) {
      const key = `${a.op} → ${a.status}${a.status >= 400 || a.success === false ? ` "${a.message}"` : ''}`;
      byAnswer[key] = (byAnswer[key] ?? 0) + 1;
    }
    const failed = verdict.checks.filter((c) => !c.ok);
    report.drill = {
      faults: DRILL_FAULTS,
      customers: LINES.length,
      rounds: DRILL_ROUNDS,
      requests: run.answers.length,
      cardOrders: { total: run.orders.length, byProviderAnswer: countBy(run.orders, (o) => o.providerStatus) },
      addonPurchases: {
        total: run.purchases.length,
        subscribed: run.purchases.filter((p) => p.success).length,
        toldCouldNotConfirmOnTheWay: run.purchases.filter((p) => p.sawUnconfirmed).length,
        byFinalAnswer: countBy(run.purchases, (p) => (p.success ? 'subscribed' : p.finalMessage || 'no answer')),
      },
      scratchCards: run.cards.map(({ number, line, success, sawUnconfirmed, attempts }) => ({ card: `…${number.slice(-4)}`, line, success, sawUnconfirmed, attempts })),
      failuresSeen: countBy(
        run.answers.filter((a) => a.status >= 500 || a.status === 0),
        (a) => `${a.status} ${a.message}`,
      ),
      answers: byAnswer,
      balances: verdict.balances,
      checks: { passed: verdict.checks.length - failed.length, failed },
    };
    console.log(`\nFault drill (${Object.entries(DRILL_FAULTS).map(([k, v]) => `${k}=${v}`).join(', ')}): ${run.answers.length} requests`);
    console.log(`  card orders: ${run.orders.length} (${JSON.stringify(report.drill.cardOrders.byProviderAnswer)})`);
    console.log(`  add-on purchases: ${run.purchases.length} (${JSON.stringify(report.drill.addonPurchases.byFinalAnswer)}), ${report.drill.addonPurchases.toldCouldNotConfirmOnTheWay} saw "could not confirm" on the way`);
    console.log(`  failures the customers saw: ${JSON.stringify(report.drill.failuresSeen)}`);
    for (const [msisdn, b] of Object.entries(verdict.balances)) console.log(`  ${msisdn}: ${JSON.stringify(b)}`);
    console.log(`  checks: ${verdict.checks.length - failed.length} passed, ${failed.length} failed`);
    for (const c of failed) console.log(`    FAILED ${c.name}${c.detail ? ` (${c.detail})` : ''}`);
    if (failed.length > 0) ok = false;
  } finally {
    clearTimeout(deadline);
    mkdirSync('bench-report', { recursive: true });
    writeFileSync('bench-report/load.json', JSON.stringify(report, null, 2));
    console.log('\nWritten to bench-report/load.json');
  }
  if (!ok) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
