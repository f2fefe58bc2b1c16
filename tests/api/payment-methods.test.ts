/**
 * What every payment method shares (issue 30 §2), with a tiny fake method registered for tests in place
 * of the app payment ('fib'): the payer's choice, the registration at the provider once however many
 * tabs or servers ask, a callback verified, then the provider's status asked and applied, a forged
 * callback refused, the polling job settling a payment whose callback never came (and declining one past
 * its time), and a late success after the order was released paid back once through the method.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { realDeploymentEnv, withEnv } from '@/lib/server/testing/env';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { hashCartToken } from '@/lib/server/api/cart-ref';
import { getDb } from '@/lib/server/db';
import { cartItems, carts, ledgerEntries, orders, payments, productVariants, products } from '@/lib/server/db/schema';
import { payPageState, pollProviderPayments } from '@/lib/server/payments/at-provider';
import {
  PaymentCallbackRefused,
  registerPaymentMethodForTests,
  type MethodPayment,
  type PaymentMethod,
  type ProviderStatus,
} from '@/lib/server/payments/methods';
import { JOBS } from '@/lib/server/job-list';
import { releaseUnpaidOrders } from '@/lib/server/services/shop/orders';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { ledgerBalance } from '@/lib/server/testing/operator';
import checkout from '@/pages/api/v1/checkout/index';
import methodCallback from '@/pages/api/v1/payments/[orderId]/callback';
import methodReturn from '@/pages/api/v1/payments/[orderId]/return';
import paymentStatus from '@/pages/api/v1/payments/[orderId]';
import cardRecharge from '@/pages/api/v1/recharge/card';
import { getServerSideProps as payPage } from '@/pages/pay/[orderId]';

const DEMO = '07701234567';
const SECRET = 'fake-provider-secret';

/** The fake provider's books (in the test process: it stands in for another company's server). */
const provider = {
  starts: new Map<string, number>(),
  states: new Map<string, ProviderStatus>(),
  refunds: [] as Array<{ ref: string; key: string }>,
  cancels: [] as string[],
};

const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

const fakeMethod: PaymentMethod = {
  id: 'fib',
  callbackStatus: 202,
  enabled: () => true,
  async start(payment: MethodPayment) {
    provider.starts.set(payment.id, (provider.starts.get(payment.id) ?? 0) + 1);
    // Slow like a real provider: parallel arrivals overlap while it answers.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ref = `fake-${payment.id}`;
    if (!provider.states.has(ref)) provider.states.set(ref, { state: 'pending' });
    // 54,321 IQD: a method with a hosted page (a wallet) rather than a QR.
    if (payment.amount === 54_321) return { providerRef: ref, next: { kind: 'redirect', url: `https://wallet.example/pay/${ref}` } };
    return {
      providerRef: ref,
      next: { kind: 'qr', readableCode: 'ABCD-1234', qrCode: 'data:image/png;base64,AAAA', appLinks: { personal: 'fib://pay/x' }, validUntil: new Date(Date.now() + 5 * 60_000).toISOString() },
    };
  },
  status: (payment) => Promise.resolve(provider.states.get(payment.providerRef) ?? { state: 'pending' }),
  // A callback signs its body; a return carries `ref` and `sig` in its address.
  readCallback(callback) {
    const signed = callback.rawBody || String(callback.query.ref ?? '');
    const signature = callback.rawBody ? callback.headers['x-fake-signature'] : callback.query.sig;
    if (!signed || typeof signature !== 'string' || signature !== sign(signed)) return Promise.reject(new PaymentCallbackRefused('fib', 'bad signature'));
    if (!callback.rawBody) return Promise.resolve({ providerRef: signed });
    const body = JSON.parse(signed) as { id: string; ours?: string };
    return Promise.resolve({ providerRef: body.id, orderId: body.ours });
  },
  refund(payment, idempotencyKey) {
    if (!provider.refunds.some((r) => r.key === idempotencyKey)) provider.refunds.push({ ref: payment.providerRef, key: idempotencyKey });
    return Promise.resolve();
  },
  cancel(payment) {
    provider.cancels.push(payment.providerRef);
    return Promise.resolve();
  },
};

const recharge = (body: Record<string, unknown>, lang = 'en') =>
  callApi(cardRecharge, { method: 'POST', url: `/x?lang=${lang}`, headers: { 'Idempotency-Key': randomBytes(12).toString('hex') }, body: { msisdn: DEMO, amount: 10_000, ...body } });

async function fibRecharge(amount = 10_000): Promise<string> {
  const reply = await recharge({ amount, method: 'fib' });
  expect(reply.status).toBe(200);
  return reply.json.data.orderId as string;
}

const rowOf = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
};

const postCallback = (body: string, signature: string) =>
  callApi(methodCallback, { method: 'POST', url: '/x?orderId=fib&lang=en', headers: { 'content-type': 'application/json', 'X-Fake-Signature': signature }, body });

/** The pay page's getServerSideProps for a payment (Arabic page, the default locale: no prefix). */
async function pay(orderId: string) {
  const ctx = {
    req: { headers: {}, cookies: {} },
    res: { setHeader: () => undefined, getHeader: () => undefined },
    query: { orderId },
    params: { orderId },
    locale: 'ar',
    resolvedUrl: `/pay/${orderId}`,
  } as unknown as GetServerSidePropsContext;
  return payPage(ctx);
}

const creditsOf = async (id: string) => {
  const db = await getDb();
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `payment:${id}`));
};

describeWithDatabase('payment methods: what every method shares', () => {
  beforeAll(() => registerPaymentMethodForTests(fakeMethod));
  afterAll(() => registerPaymentMethodForTests(undefined));
  beforeEach(() => resetRateLimits());

  it('offers only enabled methods: another is refused in the page language, none means the demo card', async () => {
    const plain = await recharge({});
    expect(plain.status).toBe(200);
    expect((await rowOf(plain.json.data.orderId)).method).toBe('demo-card');
    expect((await rowOf(await fibRecharge())).method).toBe('fib');

    // The wallet is not configured here (no ZAINCASH_* settings): refused, nothing made.
    const db = await getDb();
    const before = (await db.select({ id: payments.id }).from(payments)).length;
    const en = await recharge({ method: 'zaincash' });
    expect(en.status).toBe(400);
    expect(en.json.message).toBe('This payment method is not available. Choose one of the methods shown.');
    const ar = await recharge({ method: 'zaincash' }, 'ar');
    expect(ar.json.message).toBe('طريقة الدفع هذه غير متاحة. اختر إحدى الطرق المعروضة.');
    const unknown = await recharge({ method: 'bitcoin' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.data.errors.method).toBe('This payment method is not available. Choose one of the methods shown.');
    expect((await db.select({ id: payments.id }).from(payments)).length).toBe(before);
  });

  itRace('the pay page registers a payment at the provider once, however many tabs arrive at once', async () => {
    const orderId = await fibRecharge();
    const states = await Promise.all(Array.from({ length: 6 }, () => payPageState(orderId, 'en')));
    expect(provider.starts.get(orderId)).toBe(1);
    for (const state of states) expect(state).toMatchObject({ kind: 'step', method: 'fib', step: { kind: 'qr', readableCode: 'ABCD-1234' } });
    const row = await rowOf(orderId);
    expect(row.providerRef).toBe(`fake-${orderId}`);
    expect(row.providerStep).toMatchObject({ kind: 'qr', readableCode: 'ABCD-1234' });
    // A reload later shows the stored step without asking the provider again.
    expect(await payPageState(orderId, 'en')).toMatchObject({ kind: 'step', step: { readableCode: 'ABCD-1234' } });
    expect(provider.starts.get(orderId)).toBe(1);
  });

  it('the pay page shows the QR step, sends the payer to a hosted page, and on from a settled payment', async () => {
    const qr = await fibRecharge();
    const page = (await pay(qr)) as { props: Record<string, unknown> };
    expect(page.props).toMatchObject({ orderId: qr, qr: { step: { kind: 'qr', readableCode: 'ABCD-1234' }, amount: 10_000, nextUrl: `/personal/my-account/recharge-confirmation?orderId=${qr}` } });

    const hosted = await fibRecharge(54_321);
    expect(await pay(hosted)).toEqual({ redirect: { destination: `https://wallet.example/pay/fake-${hosted}`, permanent: false } });
    expect(await pay(hosted)).toEqual({ redirect: { destination: `https://wallet.example/pay/fake-${hosted}`, permanent: false } });
    expect(provider.starts.get(hosted)).toBe(1);

    provider.states.set(`fake-${hosted}`, { state: 'declined' });
    await pollProviderPayments(new Date(Date.now() + 2 * 60_000));
    expect(await pay(hosted)).toEqual({ redirect: { destination: `/personal/my-account/recharge-confirmation?orderId=${hosted}`, permanent: false } });
    // Outside demo mode an unknown payment has no page.
    expect(await withEnv(realDeploymentEnv, () => pay('Xb3kQ9vR2mTn8yLp4sWc1A'))).toEqual({ notFound: true });
  });

  it('a verified callback asks the status and applies it once (answered as the provider expects); a replay changes nothing', async () => {
    const orderId = await fibRecharge(12_000);
    await payPageState(orderId, 'en');
    const before = await ledgerBalance(DEMO);
    const body = JSON.stringify({ id: `fake-${orderId}` });

    // The callback came before the payer paid: the status says pending, nothing changes.
    const early = await postCallback(body, sign(body));
    expect(early.status).toBe(202);
    expect(early.json.data.status).toBe('pending');

    provider.states.set(`fake-${orderId}`, { state: 'succeeded', amount: 12_000, currency: 'IQD' });
    const first = await postCallback(body, sign(body));
    expect(first.status).toBe(202);
    expect(first.json).toMatchObject({ success: true, data: { status: 'succeeded' } });
    expect(await ledgerBalance(DEMO)).toBe(before + 12_000);
    await Promise.all([postCallback(body, sign(body)), postCallback(body, sign(body))]);
    expect(await creditsOf(orderId)).toHaveLength(1);
    expect((await callApi(paymentStatus, { url: `/x?orderId=${orderId}` })).json.data.status).toBe('succeeded');
  });

  it('a paid registration whose id we never stored (its answer was lost) is adopted once the provider says it is paid for our amount', async () => {
    const orderId = await fibRecharge(8_000);
    await payPageState(orderId, 'en');
    const orphan = `orphan-${orderId}`;
    const body = JSON.stringify({ id: orphan, ours: orderId });
    // Not paid (or not our amount): nothing adopted, nothing applied.
    provider.states.set(orphan, { state: 'succeeded', amount: 1, currency: 'IQD' });
    expect((await postCallback(body, sign(body))).status).toBe(404);
    expect((await rowOf(orderId)).providerRef).toBe(`fake-${orderId}`);

    provider.states.set(orphan, { state: 'succeeded', amount: 8_000, currency: 'IQD' });
    const reply = await postCallback(body, sign(body));
    expect(reply.status).toBe(202);
    expect(reply.json.data.status).toBe('succeeded');
    expect(await rowOf(orderId)).toMatchObject({ providerRef: orphan, status: 'succeeded' });
    expect(await creditsOf(orderId)).toHaveLength(1);
  });

    it('a status for another amount is refused and changes nothing', async () => {
    const orderId = await fibRecharge(9_000);
    await payPageState(orderId, 'en');
    provider.states.set(`fake-${orderId}`, { state: 'succeeded', amount: 1_000, currency: 'IQD' });
    const body = JSON.stringify({ id: `fake-${orderId}` });
    const reply = await postCallback(body, sign(body));
    expect(reply.status).toBe(400);
    expect((await rowOf(orderId)).status).toBe('pending');
    expect(await creditsOf(orderId)).toHaveLength(0);
  });

  it('a forged callback is refused with 401 and changes nothing', async () => {
    const orderId = await fibRecharge();
    await payPageState(orderId, 'en');
    provider.states.set(`fake-${orderId}`, { state: 'succeeded', amount: 10_000, currency: 'IQD' });
    const body = JSON.stringify({ id: `fake-${orderId}` });
    const forged = await postCallback(body, sign('something else'));
    expect(forged.status).toBe(401);
    expect(forged.json).toMatchObject({ success: false, message: 'This payment notice could not be verified and was ignored.' });
    expect((await rowOf(orderId)).status).toBe('pending');
    expect(await creditsOf(orderId)).toHaveLength(0);
    // The demo card has no callback of this kind.
    expect((await callApi(methodCallback, { method: 'POST', url: '/x?orderId=demo-card', body })).status).toBe(404);
  });

  it("the payer's return is settled like a callback and sent on to the confirmation page", async () => {
    const orderId = await fibRecharge();
    await payPageState(orderId, 'en');
    provider.states.set(`fake-${orderId}`, { state: 'declined' });
    const ref = `fake-${orderId}`;
    // A return the method cannot verify changes nothing, but its payer still reaches the payment's page.
    const unverified = await callApi(methodReturn, { url: `/x?orderId=fib&payment=${orderId}&ref=${ref}&sig=forged&lang=en` });
    expect(unverified.status).toBe(303);
    expect(unverified.headers.get('location')).toBe(`/en/personal/my-account/recharge-confirmation?orderId=${orderId}`);
    expect((await rowOf(orderId)).status).toBe('pending');
    // Without our parameter naming a payment of this method, it is only refused.
    expect((await callApi(methodReturn, { url: `/x?orderId=fib&ref=${ref}&sig=forged&lang=en` })).status).toBe(401);

    const back = await callApi(methodReturn, { url: `/x?orderId=fib&payment=${orderId}&ref=${ref}&sig=${sign(ref)}&lang=en` });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/en/personal/my-account/recharge-confirmation?orderId=${orderId}`);
    expect((await rowOf(orderId)).status).toBe('declined');
  });

  it('the polling job settles a payment whose callback never came, and declines one past its time', async () => {
    const paid = await fibRecharge(7_000);
    const lapsed = await fibRecharge(6_000);
    await payPageState(paid, 'en');
    await payPageState(lapsed, 'en');
    provider.states.set(`fake-${paid}`, { state: 'succeeded', amount: 7_000, currency: 'IQD' });

    // Younger than a minute: not asked yet.
    await pollProviderPayments(new Date());
    expect((await rowOf(paid)).status).toBe('pending');

    // The server's job (run once across servers by lib/server/jobs.ts).
    const job = JOBS.find((j) => j.name === 'poll-provider-payments')!;
    await job.run(new Date(Date.now() + 2 * 60_000));
    expect((await rowOf(paid)).status).toBe('succeeded');
    expect(await creditsOf(paid)).toHaveLength(1);
    expect((await rowOf(lapsed)).status).toBe('pending');

    // Its QR has expired and the provider still says pending: withdrawn there, declined here.
    await pollProviderPayments(new Date(Date.now() + 10 * 60_000));
    expect(provider.cancels).toContain(`fake-${lapsed}`);
    expect((await rowOf(lapsed)).status).toBe('declined');
    expect(await creditsOf(lapsed)).toHaveLength(0);
  });

  it('a late success after the order was released is refunded once, through the method, with our key', async () => {
    const db = await getDb();
    const slug = `methods-test-${Date.now()}`;
    const names = { ar: 'هاتف', en: 'Phone', ku: 'مۆبایل' };
    const [p] = await db
      .insert(products)
      .values({ slug, category: 'phones', brand: 'Nova', price: 40_000, image: '/images/phone-1.svg', names, descriptions: names, needsId: false, maxPerOrder: 3 })
      .returning();
    const [v] = await db.insert(productVariants).values({ productId: p.id, sku: slug, price: 40_000, stock: 5, storage: '128 GB' }).returning();
    const token = randomBytes(18).toString('base64url');
    const [cart] = await db.insert(carts).values({ tokenHash: hashCartToken(token) }).returning();
    await db.insert(cartItems).values({ cartId: cart.id, productId: p.id, variantId: v.id, quantity: 1 });
    const placed = await callApi(checkout, {
      method: 'POST',
      url: '/x?lang=en',
      headers: { cookie: `cart=${token}`, 'Idempotency-Key': randomBytes(12).toString('hex') },
      body: {
        details: { firstName: 'Zahra', secondName: 'Ali', thirdName: 'Hassan', phone: '07712345678', email: 'zahra@example.com' },
        fulfilment: { method: 'pickup', shopId: 'baghdad-karrada' },
        payment: 'card',
        method: 'fib',
      },
    });
    expect(placed.status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, placed.json.data.orderNumber));
    const paymentId = order.paymentId!;
    expect((await rowOf(paymentId)).method).toBe('fib');
    await payPageState(paymentId, 'en');

    // The 30 minutes pass unpaid: the order is released and its payment withdrawn at the provider.
    expect(await releaseUnpaidOrders(new Date(Date.now() + 31 * 60_000))).toBe(1);
    expect(provider.cancels.filter((ref) => ref === `fake-${paymentId}`)).toHaveLength(1);

    // The payer paid in the app all the same; the callback arrives late, twice.
    provider.states.set(`fake-${paymentId}`, { state: 'succeeded', amount: order.total, currency: 'IQD' });
    const body = JSON.stringify({ id: `fake-${paymentId}` });
    await postCallback(body, sign(body));
    await postCallback(body, sign(body));
    expect(provider.refunds.filter((r) => r.ref === `fake-${paymentId}`)).toEqual([{ ref: `fake-${paymentId}`, key: `refund:${paymentId}` }]);
    const row = await rowOf(paymentId);
    expect(row.refundedAt).not.toBeNull();
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.status).toBe('cancelled');
  });
});
