/**
 * What the drill's load needs in the cluster's database, written through the same schema as the demo
 * seed (lib/server/db/seed/operator.ts): its own prepaid lines 07701000000… with an opening balance
 * (a ledger row, as the seed writes it), unused scratch cards (stored as the seed stores them: an
 * HMAC of the number keyed by APP_SECRET), and a shop variant with enough stock for every checkout.
 */
import { createHmac } from 'node:crypto';

export const DRILL_LINES = 4_000;
export const OPENING_BALANCE = 1_000_000;
export const CARD_VALUE = 1_000;
const CARDS = 4_000;

export const drillLine = (i) => `0770100${String(i).padStart(4, '0')}`;
export const isDrillLine = (msisdn) => /^0770100\d{4}$/.test(msisdn);

export async function insertFixtures(db, appSecret) {
  const lines = Array.from({ length: DRILL_LINES }, (_, i) => drillLine(i));
  await db.query(`INSERT INTO lines (msisdn, type) SELECT unnest($1::text[]), 'prepaid' ON CONFLICT DO NOTHING`, [lines]);
  await db.query(
    `INSERT INTO ledger_entries (msisdn, amount, reason, reference)
     SELECT m, $2, 'opening-balance', 'drill-seed:' || m FROM unnest($1::text[]) AS m ON CONFLICT DO NOTHING`,
    [lines, OPENING_BALANCE],
  );
  const cards = Array.from({ length: CARDS }, (_, i) => {
    const number = `99${String(i).padStart(12, '0')}`;
    return { number, hash: createHmac('sha256', appSecret).update(`scratch-card\n${number}`).digest('hex'), value: CARD_VALUE };
  });
  await db.query(`INSERT INTO scratch_cards (number_hash, value) SELECT unnest($1::text[]), $2 ON CONFLICT DO NOTHING`, [cards.map((c) => c.hash), CARD_VALUE]);
  // A phone to sell: the first variant of the catalogue, with far more stock than the drill can order.
  const { rows } = await db.query(`SELECT id, product_id AS "productId", stock FROM product_variants ORDER BY id LIMIT 1`);
  const variant = rows[0];
  await db.query(`UPDATE product_variants SET stock = 1000000 WHERE id = $1`, [variant.id]);
  const { rows: sold } = await db.query(
    `SELECT COALESCE(SUM(i.quantity), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.variant_id = $1 AND o.status <> 'cancelled'`,
    [variant.id],
  );
  let nextLine = 0;
  let nextCard = 0;
  return {
    variant: { id: variant.id, productId: variant.productId, initialStock: 1_000_000 + sold[0].n },
    line: () => lines[nextLine++ % lines.length],
    card: () => cards[nextCard++ % cards.length],
  };
}
