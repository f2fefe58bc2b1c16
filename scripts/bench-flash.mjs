#!/usr/bin/env node
/**
 * `npm run bench:flash` (issue 31, part 4): a flash sale on the cluster of `npm run cluster` (two
 * production servers on PostgreSQL and Redis behind nginx; CLUSTER_SKIP_BUILD=1 reuses .next-cluster).
 *
 * Two sales in one run, each of FLASH_BUYERS buyers (default 2,000), at most FLASH_CONCURRENCY at once
 * (default 150):
 * - contended: one phone with FLASH_UNITS units (default 100) that every buyer wants;
 * - uncontended: as many phones as buyers, one unit each, each buyer wanting their own.
 * Each buyer is a guest with its own address (X-Forwarded-For; the servers trust nginx and this load
 * generator as the two proxies in front, TRUST_PROXY=2) and does what the browser does, through nginx.
 * Before the sale it puts the phone in its bag (POST /api/v1/cart/items: the bag cookie), opens the
 * checkout (GET /api/v1/cart) and fills it in, which prices the bag (POST /api/v1/checkout/quote). When
 * the sale opens, all buyers press "Place order" (POST /api/v1/checkout, cash at pick-up, with an
 * Idempotency-Key; pressed again with the same key after a 5xx or no answer, like a person would, up to
 * 3 times), at most FLASH_CONCURRENCY at once.
 *
 * Measured per sale: checkouts per second (buyers answered / the sale's time), p50 and p99 of the
 * checkout request (of the orders placed too, which wait on the phone's stock row in the contended sale). Checked: no phone oversold or stock below zero (orders against stock in the
 * database), every buyer told either its order number or "Quantity reached zero" in the envelope, the
 * orders in the database exactly those the buyers were told of, no 5xx, and the contended rate at
 * least half the uncontended one. Prints a table (README) and writes bench-report/flash.json; exits 1
 * when a check fails. Run it alone on the machine (`flock /tmp/heavy.lock npm run bench:flash`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCluster } from './cluster-lib.mjs';
import { apiCaller, countBy, inParallel, percentile } from './load-lib.mjs';

const BUYERS = Number(process.env.FLASH_BUYERS ?? 2_000);
const UNITS = Number(process.env.FLASH_UNITS ?? 100);
const CONCURRENCY = Number(process.env.FLASH_CONCURRENCY ?? 150);
const WARMUP_BUYERS = Number(process.env.FLASH_WARMUP_BUYERS ?? 100);
const PRICE = 350_000;
const PICKUP = { method: 'pickup', shopId: 'baghdad-karrada' };
const SOLD_OUT = 'Quantity reached zero';
const MAX_PRESSES = 3;

process.env.NEXT_TELEMETRY_DISABLED = '1';

/** Phones of the sale, straight into the catalogue: `stocks[i]` units of phone i (one variant each). */
async function addPhones(db, tag, stocks) {
  const ids = [];
  for (let from = 0; from < stocks.length; from += 500) {
    const chunk = stocks.slice(from, from + 500);
    const params = [];
    const rows = chunk.map((_, j) => {
      const n = from + j;
      const names = { ar: `هاتف العرض ${n}`, en: `Flash phone ${n}`, ku: `مۆبایلی داشکاندن ${n}` };
      params.push(`flash-${tag}-${n}`, JSON.stringify(names));
      return `($${params.length - 1}, 'phones', 'Nova', ${PRICE}, '/images/phone-1.svg', $${params.length}::jsonb, $${params.length}::jsonb, 3, false)`;
    });
    const products = await db.query(
      `insert into products (slug, category, brand, price, image, names, descriptions, max_per_order, needs_id) values ${rows.join(', ')} returning id, slug`,
      params,
    );
    const bySlug = new Map(products.rows.map((r) => [r.slug, r.id]));
    const variantParams = [];
    const variants = chunk.map((stock, j) => {
      const slug = `flash-${tag}-${from + j}`;
      variantParams.push(bySlug.get(slug), slug);
      return `($${variantParams.length - 1}, $${variantParams.length}, '128 GB', ${PRICE}, ${Number(stock)})`;
    });
    const made = await db.query(`insert into product_variants (product_id, sku, storage, price, stock) values ${variants.join(', ')} returning id, product_id, sku`, variantParams);
    const bySku = new Map(made.rows.map((r) => [r.sku, { productId: r.product_id, variantId: r.id }]));
    for (let j = 0; j < chunk.length; j++) ids.push(bySku.get(`flash-${tag}-${from + j}`));
  }
  return ids;
}

/** Buyer `i` of sale number `sale`: its own address, device, phone number and e-mail. */
function buyer(base, sale, i, answers) {
  const n = sale * 10_000 + i;
  const { call } = apiCaller(base, {
    headers: {
      'X-Forwarded-For': `10.${sale}.${i >> 8}.${i & 255}`,
      DeviceId: `flash-${sale}-${i}`,
      Origin: base,
      'Sec-Fetch-Site': 'same-origin',
    },
    answers,
    label: { buyer: i },
    keepCookies: true,
  });
  const details = {
    firstName: 'Zahra',
    secondName: 'Ali',
    thirdName: 'Hassan',
    phone: `0775${String(n).padStart(7, '0')}`,
    email: `buyer-${n}@example.com`,
  };
  return {
    /** Before the sale: the phone in the bag, the checkout page open and filled in (its price shown). */
    async prepare(phone) {
      const steps = [
        await call('bag', i, 'POST', '/api/v1/cart/items?lang=en', { body: { ...phone, quantity: 1 } }),
        await call('read bag', i, 'GET', '/api/v1/cart?lang=en'),
        await call('quote', i, 'POST', '/api/v1/checkout/quote?lang=en', { body: { fulfilment: PICKUP } }),
      ];
      return steps.find((r) => r.status >= 300 || r.json?.success !== true) ?? steps[0];
    },
    /** The sale: "Place order" (pressed again with the same key after a 5xx or no answer). */
    async checkout() {
      const key = randomBytes(12).toString('hex');
      const presses = [];
      for (let press = 1; press <= MAX_PRESSES; press++) {
        const reply = await call('checkout', i, 'POST', '/api/v1/checkout?lang=en', { body: { details, fulfilment: PICKUP, payment: 'cod' }, key });
        presses.push(reply);
        if (reply.status > 0 && reply.status < 500) break;
      }
      const last = presses.at(-1);
      const orderNumber = last.status === 200 && last.json?.success === true ? last.json.data?.orderNumber : null;
      const outcome = orderNumber ? 'bought' : last.status === 409 && last.json?.success === false && last.json?.message === SOLD_OUT ? 'sold out' : 'unclear';
      return { buyer: i, outcome, orderNumber, status: last.status, message: last.json?.message ?? '', presses: presses.length, ms: presses.reduce((sum, p) => sum + p.ms, 0) };
    },
  };
}

/**
 * Sessions of the database waiting on a row or table lock, sampled every 50 ms while the sale runs (the
 * queue behind the phone's stock row): mean and largest.
 */
function watchLockWaits(db) {
  const samples = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await db.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
      samples.push(rows[0].n);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { mean: +(samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length)).toFixed(2), max: Math.max(0, ...samples), samples: samples.length };
    },
  };
}

/** One sale: `phones[i]` is what buyer i wants. */
async function runSale(base, db, name, sale, phones) {
  const answers = [];
  const buyers = phones.map((_, i) => buyer(base, sale, i, answers));
  // Before the sale: every buyer has the phone in the bag (the shelf shows it in stock) and the checkout filled in.
  const prepared = await inParallel(buyers, CONCURRENCY, (b, i) => b.prepare(phones[i]));
  const unprepared = prepared.filter((r) => r.status >= 300);
  if (unprepared.length) throw new Error(`${name}: ${unprepared.length} buyers could not get to the checkout (${JSON.stringify(countBy(unprepared, (r) => `${r.status} ${r.json?.message}`))})`);

  const saleAnswers = answers.length;
  const started = performance.now();
  const watching = watchLockWaits(db);
  const results = await inParallel(buyers, CONCURRENCY, (b) => b.checkout());
  const seconds = (performance.now() - started) / 1000;
  const lockWaits = await watching.stop();

  const during = answers.slice(saleAnswers);
  const checkoutMs = during.filter((a) => a.op === 'checkout').map((a) => a.ms);
  const boughtMs = results.filter((r) => r.outcome === 'bought').map((r) => r.ms);
  const variantIds = [...new Set(phones.map((p) => p.variantId))];
  const stock = await db.query('select id, stock from product_variants where id = any($1)', [variantIds]);
  const sold = await db.query(
    `select o.order_number, oi.variant_id, oi.quantity from orders o join order_items oi on oi.order_id = o.id
      where oi.variant_id = any($1) and o.status <> 'cancelled'`,
    [variantIds],
  );
  const startingStock = new Map();
  for (const p of phones) startingStock.set(p.variantId, p.units);
  const soldOf = countBy(sold.rows, (r) => r.variant_id);
  const stockOf = new Map(stock.rows.map((r) => [r.id, r.stock]));
  const oversold = variantIds.reduce((sum, id) => sum + Math.max(0, (soldOf[id] ?? 0) - startingStock.get(id)), 0);
  const stockWrong = variantIds.filter((id) => stockOf.get(id) < 0 || stockOf.get(id) !== startingStock.get(id) - (soldOf[id] ?? 0));
  const told = new Set(results.filter((r) => r.orderNumber).map((r) => r.orderNumber));
  const inDb = new Set(sold.rows.map((r) => r.order_number));
  const toldNotInDb = [...told].filter((o) => !inDb.has(o));
  const inDbNotTold = [...inDb].filter((o) => !told.has(o));
  const units = variantIds.reduce((sum, id) => sum + startingStock.get(id), 0);

  return {
    name,
    buyers: phones.length,
    phones: variantIds.length,
    units,
    bought: results.filter((r) => r.outcome === 'bought').length,
    soldOut: results.filter((r) => r.outcome === 'sold out').length,
    unclear: results.filter((r) => r.outcome === 'unclear').length,
    unclearAnswers: countBy(results.filter((r) => r.outcome === 'unclear'), (r) => `${r.status} ${r.message}`),
    pressedAgain: results.filter((r) => r.presses > 1).length,
    fivexx: during.filter((a) => a.status >= 500).length,
    noAnswer: during.filter((a) => a.status === 0).length,
    answers: countBy(during, (a) => `${a.op} → ${a.status}${a.success === false ? ` "${a.message}"` : ''}`),
    ordersInDb: inDb.size,
    oversold,
    stockWrong: stockWrong.length,
    toldNotInDb: toldNotInDb.length,
    inDbNotTold: inDbNotTold.length,
    seconds: +seconds.toFixed(2),
    checkoutsPerSecond: +(phones.length / seconds).toFixed(1),
    checkoutP50ms: Math.round(percentile(checkoutMs, 50)),
    checkoutP99ms: Math.round(percentile(checkoutMs, 99)),
    lockWaits,
    boughtP50ms: Math.round(percentile(boughtMs, 50)),
    boughtP99ms: Math.round(percentile(boughtMs, 99)),
    beforeTheSale: Object.fromEntries(
      ['bag', 'read bag', 'quote'].map((op) => {
        const ms = answers.slice(0, saleAnswers).filter((a) => a.op === op).map((a) => a.ms);
        return [op, { p50ms: Math.round(percentile(ms, 50)), p99ms: Math.round(percentile(ms, 99)) }];
      }),
    ),
  };
}

function checksOf(sales) {
  const checks = [];
  const check = (name, ok, detail = '') => checks.push({ name, ok: Boolean(ok), ...(detail ? { detail } : {}) });
  for (const s of sales) {
    check(`${s.name}: nothing oversold, stock never below zero and equal to the units less those sold`, s.oversold === 0 && s.stockWrong === 0, `${s.oversold} oversold, ${s.stockWrong} phones with wrong stock`);
    check(`${s.name}: every buyer told its order number or "${SOLD_OUT}"`, s.unclear === 0, JSON.stringify(s.unclearAnswers));
    check(`${s.name}: no 5xx and no request left unanswered`, s.fivexx === 0 && s.noAnswer === 0, `${s.fivexx} 5xx, ${s.noAnswer} without an answer`);
    check(`${s.name}: the orders in the database are exactly those the buyers were told of`, s.toldNotInDb === 0 && s.inDbNotTold === 0, `${s.toldNotInDb} told but missing, ${s.inDbNotTold} made but not told`);
    check(`${s.name}: every unit sold (${s.units})`, s.bought === Math.min(s.units, s.buyers), `${s.bought} bought`);
  }
  const [contended, uncontended] = sales;
  check(
    'the contended sale runs at least half the uncontended rate',
    contended.checkoutsPerSecond >= uncontended.checkoutsPerSecond / 2,
    `${contended.checkoutsPerSecond} against ${uncontended.checkoutsPerSecond} checkouts/s`,
  );
  return checks;
}

function table(sales) {
  const lines = [
    '| Sale | Buyers | Units | Bought | Told sold out | Unclear | 5xx | Oversold | Checkouts/s | Checkout p50 | Checkout p99 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const s of sales) {
    const label = s.phones === 1 ? `one phone, ${s.units} units (contended)` : `${s.phones} phones, 1 unit each (uncontended)`;
    lines.push(`| ${label} | ${s.buyers} | ${s.units} | ${s.bought} | ${s.soldOut} | ${s.unclear} | ${s.fivexx} | ${s.oversold} | ${s.checkoutsPerSecond} | ${s.checkoutP50ms} ms | ${s.checkoutP99ms} ms |`);
  }
  return lines.join('\n');
}

async function main() {
  console.log(`Flash sale: starting the cluster${process.env.CLUSTER_SKIP_BUILD === '1' ? ' (build reused)' : ''} …`);
  const cluster = await startCluster({ port: 0, env: { TRUST_PROXY: '2' }, log: process.env.CLUSTER_LOG === '1' ? 'inherit' : 'ignore' });
  const stop = async () => {
    await cluster.stop();
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const report = { date: new Date().toISOString(), buyers: BUYERS, units: UNITS, concurrency: CONCURRENCY };
  let ok = false;
  try {
    // Not counted: the servers' first requests (code loaded, caches and pools filled).
    const warm = await addPhones(db, 'warm', [WARMUP_BUYERS]);
    await runSale(cluster.url, db, 'warm-up', 3, Array.from({ length: WARMUP_BUYERS }, () => ({ ...warm[0], units: WARMUP_BUYERS })));

    const [flash] = await addPhones(db, 'one', [UNITS]);
    console.log(`Contended: ${BUYERS} buyers, one phone with ${UNITS} units, ${CONCURRENCY} at once …`);
    const contended = await runSale(cluster.url, db, 'contended', 1, Array.from({ length: BUYERS }, () => ({ ...flash, units: UNITS })));
    const many = await addPhones(db, 'many', Array(BUYERS).fill(1));
    console.log(`Uncontended: ${BUYERS} buyers, ${BUYERS} phones with one unit each …`);
    const uncontended = await runSale(cluster.url, db, 'uncontended', 2, many.map((p) => ({ ...p, units: 1 })));

    const sales = [contended, uncontended];
    const checks = checksOf(sales);
    const failed = checks.filter((c) => !c.ok);
    Object.assign(report, { sales, checks: { passed: checks.length - failed.length, failed } });
    console.log(`\n${table(sales)}\n`);
    for (const s of sales) {
      console.log(`${s.name}: ${JSON.stringify(s.answers)}; orders placed p50 ${s.boughtP50ms} ms, p99 ${s.boughtP99ms} ms; sessions waiting on a lock ${JSON.stringify(s.lockWaits)}; before the sale ${JSON.stringify(s.beforeTheSale)}`);
    }
    console.log(`checks: ${checks.length - failed.length} passed, ${failed.length} failed`);
    for (const c of failed) console.log(`  FAILED ${c.name}${c.detail ? ` (${c.detail})` : ''}`);
    ok = failed.length === 0;
  } finally {
    await db.end();
    await stop();
    mkdirSync('bench-report', { recursive: true });
    writeFileSync('bench-report/flash.json', JSON.stringify(report, null, 2));
    console.log('Written to bench-report/flash.json');
  }
  if (!ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
