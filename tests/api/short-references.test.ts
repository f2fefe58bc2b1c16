/**
 * Short references customers read out to care (lib/reference.ts): every payment, add-on purchase and
 * transfer gets one, unique (a unique index, and a clash gets another), and the payment status route
 * finds a payment by it however it is typed.
 */
import { eq, sql } from 'drizzle-orm';
import * as referenceModule from '@/lib/reference';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { payments, purchases } from '@/lib/server/db/schema';
import { findByReference, withNewReference } from '@/lib/server/payments/references';
import { callApi } from '@/lib/server/testing/api';
import { describeEachDatabase } from '@/lib/server/testing/db';
import { freshLine } from '@/lib/server/testing/operator';
import paymentStatus from '@/pages/api/v1/payments/[orderId]';
import cardRecharge from '@/pages/api/v1/recharge/card';
import transactional from '@/pages/api/v1/transactional/index';

const SHORT = /^[0-9A-HJKMNP-TV-Z]{10}$/;

// The generator, as it is, but a test can make it repeat a reference once.
jest.mock('@/lib/reference', () => {
  const actual = jest.requireActual<typeof import('@/lib/reference')>('@/lib/reference');
  return { ...actual, newReference: jest.fn(actual.newReference) };
});

async function newOrder(msisdn: string, amount = 5_000): Promise<{ orderId: string; reference: string }> {
  const reply = await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', body: { msisdn, amount } });
  expect(reply.status).toBe(200);
  return reply.json.data;
}

const lookUp = (typed: string) => callApi(paymentStatus, { url: `/x?${new URLSearchParams({ orderId: typed })}` });

describeEachDatabase('short references', () => {
  beforeEach(() => resetRateLimits());

  it('every card payment gets its own short reference beside the long order id', async () => {
    const line = await freshLine({ balance: 0 });
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await newOrder(line));
    for (const { orderId, reference } of orders) {
      expect(reference).toMatch(SHORT);
      expect(orderId).not.toBe(reference);
      expect(orderId.length).toBeGreaterThan(20);
    }
    expect(new Set(orders.map((o) => o.reference)).size).toBe(5);
    const status = await lookUp(orders[0].orderId);
    expect(status.json.data).toMatchObject({ orderId: orders[0].orderId, reference: orders[0].reference, status: 'pending', amount: 5_000 });
  });

  it('a payment is found by its reference in lower case, with dashes or spaces, and O / I / L for 0 / 1', async () => {
    const line = await freshLine({ balance: 0 });
    const { orderId } = await newOrder(line, 7_000);
    // A reference with a 0 and a 1 in it, so the letters people confuse can be tried.
    const reference = `01${referenceModule.newReference().slice(2)}`;
    const db = await getDb();
    await db.update(payments).set({ reference }).where(eq(payments.id, orderId));

    const typed = [
      reference,
      `${reference.slice(0, 5)}-${reference.slice(5)}`,
      reference.toLowerCase(),
      ` ${reference.slice(0, 5).toLowerCase()} ${reference.slice(5)} `,
      `ol${reference.slice(2)}`,
      `OI${reference.slice(2, 5)}-${reference.slice(5)}`,
    ];
    for (const form of typed) {
      const reply = await lookUp(form);
      expect([form, reply.status]).toEqual([form, 200]);
      expect(reply.json.data).toMatchObject({ orderId, reference, amount: 7_000, msisdn: line });
    }
    expect((await findByReference(`${reference.slice(0, 5)}-${reference.slice(5)}`.toLowerCase()))?.id).toBe(orderId);

    // Another reference of the right shape that nobody has: 404, not someone else's payment.
    const unknown = await lookUp('ZZZZZ-ZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.json.success).toBe(false);
    // Not a reference at all (U is not in the alphabet, a symbol): refused or not found, never a 500.
    expect([400, 404]).toContain((await lookUp('UUUUU-UUUUU')).status);
    expect((await lookUp('12345*67890')).status).toBe(400);
  });

  it('lookups by short reference are limited per IP (30 in 15 minutes); the long id is not counted', async () => {
    const line = await freshLine({ balance: 0 });
    const { orderId, reference } = await newOrder(line);
    for (let i = 0; i < 29; i++) expect((await lookUp('ZZZZZ-ZZZZZ')).status).toBe(404);
    expect((await lookUp(reference.toLowerCase())).status).toBe(200);
    const limited = await lookUp(reference);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
    expect(limited.json.success).toBe(false);
    // The confirmation page keeps polling with the long order id.
    for (let i = 0; i < 5; i++) expect((await lookUp(orderId)).status).toBe(200);
  });

  it('the database refuses a second row with the same reference, and a clash gets a new one', async () => {
    const line = await freshLine({ balance: 0 });
    const first = await newOrder(line);
    const db = await getDb();
    await expect(
      db.insert(payments).values({ id: `dup-${Date.now()}`, reference: first.reference, purpose: 'recharge', msisdn: line, amount: 5_000 }),
    ).rejects.toBeTruthy();

    // The generator is made to repeat the first reference once: the insert retries with another.
    const generator = jest.mocked(referenceModule.newReference);
    generator.mockClear();
    generator.mockReturnValueOnce(first.reference);
    const second = await newOrder(line);
    expect(generator).toHaveBeenCalledTimes(2);
    expect(second.reference).not.toBe(first.reference);
    expect(second.reference).toMatch(SHORT);

    // Another unique violation (the same long id) is not a reference clash: it is not retried.
    let tries = 0;
    await expect(
      withNewReference(async (reference) => {
        tries++;
        await db.insert(payments).values({ id: first.orderId, reference, purpose: 'recharge', msisdn: line, amount: 5_000 });
      }),
    ).rejects.toBeTruthy();
    expect(tries).toBe(1);
  });

  it('add-on purchases get references too; the database generates them for rows from before (backfill) or without one', async () => {
    const buyer = await freshLine({ balance: 25_000 });
    const started = await callApi(transactional, { method: 'POST', url: '/x?lang=en', body: { msisdn: buyer, addOnItemId: 101 } });
    expect(started.status).toBe(200);
    const db = await getDb();
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, started.json.data.PID));
    expect(purchase.reference).toMatch(SHORT);
    expect(await findByReference(purchase.reference.toLowerCase())).toMatchObject({ kind: 'purchase', id: purchase.id, msisdn: buyer });

    // The migration's backfill and the column default: the database's own generator.
    const { rows } = (await db.execute(sql`select short_reference() as r from generate_series(1, 200)`)) as unknown as { rows: { r: string }[] };
    expect(rows).toHaveLength(200);
    for (const { r } of rows) expect(r).toMatch(SHORT);
    expect(new Set(rows.map((row) => row.r)).size).toBe(200);
  });
});
