/**
 * After a drill: settles what clients were left unsure of, then compares the database with what every
 * client was told.
 *
 * Settling, as a customer and the servers do it: an operation answered "could not confirm" or not at
 * all is tried again with the same request until it gets a definite answer (the same PID and code, card, Idempotency-Key, the same
 * card payment), which must apply it at most once; card payments still pending are settled by the
 * demo provider's retried callbacks (lib/server/payments/provider.ts): the database is polled until
 * none is pending, with a deadline (never a fixed sleep).
 *
 * The rules: a success told → exactly one ledger row (or order) with its reference; a failure told →
 * none; unconfirmed or unknown → none or one, and settled (no payment left pending); every ledger row
 * of the drill's lines comes from an operation a client made (nothing applied that nobody asked for);
 * balances are the opening balance plus the ledger and never negative; the stock sold equals the
 * orders' quantities.
 */
import { isDrillLine } from './fixtures.mjs';
import { outcomeOf } from './journeys.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** "Still being processed" or no answer yet: the customer tries again in a moment. */
const notYet = (reply) => reply.error || reply.status >= 500 || (reply.status === 409 && /still being processed/.test(reply.json?.message ?? ''));

/**
 * Tries each unsure operation again, as its customer would, until it gets an answer that is not "try
 * again" (every 5 s, at most `ms`); records that answer as `settledBy`.
 */
export async function settleUnsure(operations, ms = 120_000) {
  const unsure = operations.filter((op) => op.told === 'unconfirmed' || op.told === 'unknown');
  const end = Date.now() + ms;
  await Promise.all(
    unsure.map(async (op) => {
      // A card payment the provider answered "pending" is settled by its retried callback (below); one whose
      // payer got no answer at all (the server died under the demo provider's page) is paid again by the
      // payer, as the page asks: refused when it was done, applied once when it was not.
      if (op.kind === 'card' && op.told === 'unconfirmed') return;
      let reply = await op.retry();
      while (notYet(reply) && Date.now() < end) {
        await sleep(5_000);
        reply = await op.retry();
      }
      op.settledBy = notYet(reply) ? 'unsettled' : op.kind === 'card' ? (reply.json?.data?.status ?? outcomeOf(reply)) : outcomeOf(reply);
      if (op.kind === 'checkout' && reply.json?.data?.orderNumber) op.orderNumber = reply.json.data.orderNumber;
    }),
  );
  return unsure.length;
}

/** Polls until no card payment of `operations` is pending, up to `ms`; answers the ones still pending. */
export async function waitForPayments(db, operations, ms) {
  const ids = operations.filter((op) => op.kind === 'card').map((op) => op.orderId);
  const end = Date.now() + ms;
  for (;;) {
    const { rows } = await db.query(`SELECT id FROM payments WHERE id = ANY($1) AND status = 'pending'`, [ids]);
    if (rows.length === 0 || Date.now() > end) return rows.map((r) => r.id);
    await sleep(500);
  }
}

export async function reconcile(db, operations, { variant, knownReferences }) {
  const problems = [];
  const counts = { success: 0, failure: 0, unconfirmed: 0, unknown: 0, applied: 0 };
  const refs = operations.filter((op) => op.reference).map((op) => op.reference);
  const { rows: ledger } = await db.query(`SELECT reference, msisdn, amount FROM ledger_entries WHERE reference = ANY($1)`, [refs]);
  const byRef = new Map();
  for (const row of ledger) byRef.set(row.reference, [...(byRef.get(row.reference) ?? []), row]);
  const payIds = operations.filter((op) => op.kind === 'card').map((op) => op.orderId);
  const { rows: pays } = await db.query(`SELECT id, status FROM payments WHERE id = ANY($1)`, [payIds]);
  const payment = new Map(pays.map((p) => [p.id, p.status]));
  const emails = operations.filter((op) => op.kind === 'checkout').map((op) => op.email);
  const { rows: orderRows } = await db.query(`SELECT order_number, details->>'email' AS email, status FROM orders WHERE details->>'email' = ANY($1)`, [emails]);
  const ordersOf = new Map();
  for (const row of orderRows) ordersOf.set(row.email, [...(ordersOf.get(row.email) ?? []), row]);

  for (const op of operations) {
    counts[op.told]++;
    const final = op.settledBy ?? op.told;
    const found = op.kind === 'checkout' ? (ordersOf.get(op.email) ?? []) : (byRef.get(op.reference) ?? []);
    if (found.length) counts.applied++;
    const what = `${op.kind} ${op.reference ?? op.email} (told ${op.told}${op.settledBy ? `, then ${op.settledBy}` : ''})`;
    if (found.length > 1) problems.push(`${what}: applied ${found.length} times`);
    if (found.some((row) => row.msisdn && row.msisdn !== op.msisdn)) problems.push(`${what}: applied to another line`);
    if (op.told === 'success' && found.length !== 1) problems.push(`${what}: told success, found ${found.length}`);
    if (op.told === 'failure' && found.length !== 0) problems.push(`${what}: told failure, but applied`);
    if (op.settledBy === 'unsettled') problems.push(`${what}: its retries got no definite answer`);
    if (final === 'success' && found.length !== 1 && op.kind !== 'card') problems.push(`${what}: the retry said success, found ${found.length}`);
    if (op.kind === 'checkout' && op.orderNumber && found.length === 1 && found[0].order_number !== op.orderNumber) problems.push(`${what}: told order ${op.orderNumber}, made ${found[0].order_number}`);
    if (op.kind === 'card') {
      const status = payment.get(op.orderId);
      if (status === 'pending') problems.push(`${what}: payment still pending (not settled)`);
      if ((status === 'succeeded') !== (found.length === 1)) problems.push(`${what}: payment ${status} but ${found.length} ledger rows`);
      if (op.told === 'success' && status !== 'succeeded') problems.push(`${what}: told success, payment ${status}`);
    }
  }

  // Nothing applied that no client asked for: every ledger row of the drill's lines is known.
  const { rows: stray } = await db.query(`SELECT reference, msisdn, amount, reason FROM ledger_entries WHERE msisdn LIKE '0770100%' AND reason <> 'opening-balance'`);
  for (const row of stray) if (isDrillLine(row.msisdn) && !knownReferences.has(row.reference)) problems.push(`ledger row nobody asked for: ${row.reason} ${row.reference} on ${row.msisdn}`);

  // Balances: opening balance + ledger, never negative.
  const { rows: negative } = await db.query(`SELECT msisdn, SUM(amount)::int AS balance FROM ledger_entries WHERE msisdn LIKE '0770100%' GROUP BY msisdn HAVING SUM(amount) < 0`);
  for (const row of negative) problems.push(`negative balance ${row.balance} on ${row.msisdn}`);

  // Stock: what is left is the start minus every order not cancelled.
  const { rows: stock } = await db.query(
    `SELECT v.stock, COALESCE((SELECT SUM(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.variant_id = v.id AND o.status <> 'cancelled'), 0)::int AS sold
     FROM product_variants v WHERE v.id = $1`,
    [variant.id],
  );
  if (stock[0].stock + stock[0].sold !== variant.initialStock) problems.push(`stock ${stock[0].stock} + sold ${stock[0].sold} ≠ ${variant.initialStock} (oversold or lost)`);

  return { counts, problems, stock: stock[0] };
}
