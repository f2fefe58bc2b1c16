#!/usr/bin/env node
/**
 * `npm run drill` (issue 31 §3): fault drills on the cluster of `npm run cluster` (two servers, one
 * PostgreSQL, one Redis, nginx), under a steady mixed load (scripts/drill/journeys.mjs: pages,
 * sign-ins, add-on purchases, scratch-card and card recharges, shop checkouts, chat). One after the other:
 *
 * - postgres: PostgreSQL restarted (every connection cut);
 * - redis:    Redis stopped for 30 s (REDIS_DRILL_MS), then back empty;
 * - kill:     one server killed with SIGKILL while purchases are in flight, started again later;
 * - core:     the operator core made slow (CORE_FAULT_LATENCY_MS), then losing answers
 *             (CORE_FAULT_LOST_ANSWER_RATE), then well again: a rolling restart of the servers with those
 *             settings (they are read at a server's start; one server restarts while the other serves).
 *
 * After each: what clients were left unsure of is settled (scripts/drill/reconcile.mjs) and the ledger,
 * orders and payments are compared with what every client was told. Prints the table of README
 * "Fault drills"; exits 1 when money does not reconcile.
 *
 * `npm run drill -- --only=redis` runs one (names: postgres, redis, kill, core; a comma list too).
 * DRILL_CLIENTS (default 8) concurrent clients. CLUSTER_SKIP_BUILD=1 reuses the build in NEXT_DIST_DIR
 * (default .next-cluster); DRILL_LOG=1 shows the servers' logs.
 */
import pg from 'pg';
import { startCluster } from './cluster-lib.mjs';
import { clusterControl } from './drill/control.mjs';
import { insertFixtures } from './drill/fixtures.mjs';
import { runLoad, Stats } from './drill/journeys.mjs';
import { reconcile, settleUnsure, waitForPayments } from './drill/reconcile.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

const CLIENTS = Number(process.env.DRILL_CLIENTS ?? 8);
const WARM_MS = 8_000;
const AFTER_MS = 10_000;
const REDIS_DRILL_MS = Number(process.env.REDIS_DRILL_MS ?? 30_000);
const distDir = process.env.NEXT_DIST_DIR || '.next-cluster';
// TRUST_PROXY=2: the load generator stands for the visitors' own proxy in front of nginx, so each
// virtual client's X-Forwarded-For address is its address (nginx appends the generator's).
const env = { APP_SECRET: 'drill-secret-drill-secret-drill-secret-0001', LOG_LEVEL: 'error', TRUST_PROXY: '2' };

const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

/** Each drill: the fault, with `mark('start' | 'end')` when it begins and when it is over. */
const DRILLS = {
  postgres: {
    title: 'PostgreSQL restarted',
    async fault(ctl, mark) {
      mark('start');
      await ctl.restartPostgres();
      mark('end');
    },
  },
  redis: {
    title: `Redis stopped ${REDIS_DRILL_MS / 1000} s`,
    async fault(ctl, mark) {
      mark('start');
      await ctl.stopRedis();
      await sleep(REDIS_DRILL_MS);
      await ctl.startRedis();
      mark('end');
    },
  },
  kill: {
    title: 'a server killed (SIGKILL) mid-purchase',
    async fault(ctl, mark, ctx) {
      const end = Date.now() + 15_000;
      // Two or more in flight: with two servers behind nginx, one of them is most likely on server a.
      while (!(ctx.inFlightPurchases >= 2) && Date.now() < end) await sleep(10);
      log(`killing server a with ${ctx.inFlightPurchases ?? 0} purchase(s) in flight`);
      mark('start');
      ctl.killServer(0);
      // The fault, for the clients, is over when the other server takes the requests: at once.
      mark('end');
      await sleep(5_000);
      await ctl.startServer(0);
      log('server a started again');
    },
  },
  core: {
    title: 'operator core slow (2 s), then losing half its answers',
    async fault(ctl, mark) {
      const rolling = async (faultEnv) => {
        for (const index of [0, 1]) await ctl.restartServer(index, faultEnv);
      };
      mark('start');
      await rolling({ CORE_FAULT_LATENCY_MS: '2000' });
      log('core slow on both servers');
      await sleep(15_000);
      await rolling({ CORE_FAULT_LOST_ANSWER_RATE: '0.5' });
      log('core losing answers on both servers');
      await sleep(15_000);
      await rolling({});
      mark('end');
    },
  },
};

async function withDb(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const fmtKinds = (errors) =>
  [...errors]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${n}× ${kind}`)
    .join(', ') || 'none';

async function runDrill(name, { cluster, ctl, fixtures, knownReferences }) {
  const drill = DRILLS[name];
  const stats = new Stats();
  const ctx = { ...fixtures, stats, inFlightPurchases: 0 };
  const marks = {};
  log(`drill ${name}: ${drill.title}`);
  const load = runLoad({ base: cluster.url, concurrency: CLIENTS, ctx });
  await sleep(WARM_MS);
  await drill.fault(ctl, (what) => (marks[what] = Date.now()), ctx);
  // Load on until a money operation succeeds after the fault (recovery), then AFTER_MS more, at most 60 s.
  const deadline = Date.now() + 60_000;
  const recovered = () => stats.operations.find((op) => op.told === 'success' && op.at >= marks.end);
  while (!recovered() && Date.now() < deadline) await sleep(100);
  await sleep(AFTER_MS);
  await load.stop();
  const first = recovered();
  log(`drill ${name}: answers ok/errors every 5 s: ${stats.timelineText(marks)}`);
  log(`drill ${name}: answers (median/slowest) before the fault: ${stats.medians(0, marks.start)}; during it: ${stats.medians(marks.start, Math.max(marks.end, marks.start + 1))}`);
  log(`drill ${name}: load stopped after ${stats.requests} requests; settling`);

  stats.settling = true;
  const settleStart = Date.now();
  const unsure = await settleUnsure(stats.operations);
  for (const op of stats.operations) if (op.reference) knownReferences.add(op.reference);
  const result = await withDb(cluster.databaseUrl, async (db) => {
    // The demo-provider-callbacks job delivers a lost verdict again a minute after the payment, every 30 s.
    const pending = await waitForPayments(db, stats.operations, 150_000);
    if (pending.length) log(`drill ${name}: ${pending.length} card payment(s) still pending after 150 s`);
    return reconcile(db, stats.operations, { variant: fixtures.variant, knownReferences });
  });
  log(`drill ${name}: settled in ${((Date.now() - settleStart) / 1000).toFixed(0)} s (${stats.settleRequests ?? 0} retries)`);
  const ops = stats.operations.length;
  const c = result.counts;
  const money = result.problems.length
    ? `NO: ${result.problems.length} problem(s)`
    : `yes: ${ops} operations (${c.success} success, ${c.failure} refused, ${c.unconfirmed + c.unknown} unsure → ${unsure} retried/settled), ${c.applied} applied once, 0 doubled, 0 lost`;
  for (const problem of result.problems.slice(0, 30)) log(`  ✗ ${problem}`);
  const byKind = stats.operations.reduce((m, op) => ((m[op.kind] = (m[op.kind] ?? 0) + 1), m), {});
  log(`drill ${name}: operations by kind ${JSON.stringify(byKind)}; told ${JSON.stringify(c)}`);
  return {
    name,
    title: drill.title,
    requests: stats.requests,
    errors: fmtKinds(stats.errors),
    faultMs: marks.end - marks.start,
    recovery: first ? `${((first.at - marks.end) / 1000).toFixed(1)} s` : 'not within 60 s',
    money,
    ok: result.problems.length === 0 && Boolean(first),
  };
}

const only = arg('only')?.split(',').filter(Boolean) ?? Object.keys(DRILLS);
for (const name of only) {
  if (!DRILLS[name]) {
    console.error(`drill: unknown drill "${name}" (${Object.keys(DRILLS).join(', ')})`);
    process.exit(2);
  }
}

let cluster;
let ctl;
const stopAll = async () => {
  await ctl?.cleanup();
  await cluster?.stop();
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
const results = [];
try {
  log('starting the cluster');
  cluster = await startCluster({ distDir, port: 0, log: process.env.DRILL_LOG === '1' ? 'inherit' : 'ignore', env });
  ctl = clusterControl(cluster, { distDir, env });
  const fixtures = await withDb(cluster.databaseUrl, (db) => insertFixtures(db, env.APP_SECRET));
  log(`cluster ${cluster.url}; ${CLIENTS} clients`);
  const knownReferences = new Set();
  for (const name of only) results.push(await runDrill(name, { cluster, ctl, fixtures, knownReferences }));
} catch (error) {
  console.error(`drill: ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}

if (results.length) {
  console.log('\n| Drill | Requests | Errors seen by clients (by kind) | Recovery (first money success after the fault) | Money reconciled |');
  console.log('|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.title} | ${r.requests} | ${r.errors} | ${r.recovery} | ${r.money} |`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
