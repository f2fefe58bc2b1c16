/**
 * Each payment method of Iraq against its stand-in (issue 30, "Done when", second bullet), through the
 * site's own routes (recharge, checkout, the pay page's getServerSideProps, the callback and return
 * routes) and its jobs: a full payment, a decline, a forged callback refused, a callback that never
 * comes settled by the polling job, and in the shop a late success after the order was released paid
 * back once with our key. Money and order state are read from the database (PGlite and PostgreSQL).
 *
 * The stand-ins post their callbacks over HTTP to SITE_URL; a small bridge here stands in for Next's
 * routing and hands each to pages/api/v1/payments/[orderId]/callback.ts.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { GetServerSidePropsContext } from 'next';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { hashCartToken } from '@/lib/server/api/cart-ref';
import { getDb } from '@/lib/server/db';
import { cartItems, carts, ledgerEntries, orders, payments, productVariants, products } from '@/lib/server/db/schema';
import { enterEnv } from '@/lib/server/testing/env';
import { JOBS } from '@/lib/server/job-list';
import { payerUrls } from '@/lib/server/payments/at-provider';
import { startFibStandin, type FibStandin } from '@/lib/server/payments/fib/standin';
import { startQiCardStandin, type QiCardStandin } from '@/lib/server/payments/qicard/standin';
import { signPayment, type QiPayment } from '@/lib/server/payments/qicard/wire';
import { refundDuePayments } from '@/lib/server/payments/refunds';
import { startZainCashStandin, type ZainCashStandin } from '@/lib/server/payments/zaincash/standin';
import { releaseUnpaidOrders } from '@/lib/server/services/shop/orders';
import { callApi, type ApiReply } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { ledgerBalance } from '@/lib/server/testing/operator';
import checkout from '@/pages/api/v1/checkout/index';
import methodCallback from '@/pages/api/v1/payments/[orderId]/callback';
import methodReturn from '@/pages/api/v1/payments/[orderId]/return';
import paymentStatus from '@/pages/api/v1/payments/[orderId]';
import cardRecharge from '@/pages/api/v1/recharge/card';
import { getServerSideProps as payPage } from '@/pages/pay/[orderId]';

const DEMO = '07701234567';

/** What a test needs of one method and its stand-in. */
interface Rig {
  env: Record<string, string>;
  /** The provider keeps an unpaid payment payable after we withdraw it (ZainCash has no cancel). */
  paysAfterRelease?: boolean;
  /** The payer pays (or declines) at the provider; resolves once the callbacks sent have arrived or failed. */
  pay(providerRef: string, outcome: 'success' | 'fail'): Promise<void>;
  /** Callbacks: sent, held until `release`, or never sent. */
  callbacks(mode: 'send' | 'hold' | 'drop'): void;
  /** Sends the held callbacks; resolves once they arrived. */
  release(providerRef: string): Promise<void>;
  /** A callback we must refuse (or, FIB's unsigned one, not believe): it claims a payment is paid. */
  forged(row: Row): Promise<ApiReply>;
  /** Where the payer comes back to (our return URL's query, as the provider sends the payer back). */
  returnQuery(row: Row): string;
  /** The refunds the provider made of this payment, with the key it was asked with where it keeps one. */
  refunds(providerRef: string): Array<{ key: string | null }>;
  close(): Promise<void>;
}

type Row = typeof payments.$inferSelect;
type MethodId = 'zaincash' | 'qicard' | 'fib';

/** The site's address, as the providers see it: forwards /api/v1/payments/<method>/callback to the route. */
let bridge: Server;
let siteUrl = '';
/** Every callback the providers sent (as it came, to replay it) and what the route answered. */
const arrived: Array<{ method: string; status: number; url: string; headers: Record<string, string>; body: string }> = [];
/**
 * The route calls the bridge is running, and whether it still passes callbacks on. A stand-in's late
 * callback can reach the bridge as its rig closes: from then on the bridge answers 503 without calling
 * the route, and the rig's teardown waits for the calls already inside. Otherwise one would reach for the
 * database after the suite let it go (and, on CI, after Jest tore this file's module registry down: a
 * failure blamed on the next file).
 */
const routeCalls = new Set<Promise<void>>();
let passingOn = false;
async function routeCallsSettled(): Promise<void> {
  while (routeCalls.size > 0) await Promise.allSettled([...routeCalls]);
}

async function startBridge(): Promise<void> {
  bridge = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const routeCall = (async () => {
        const url = new URL(req.url ?? '/', 'http://site');
        const match = /^\/api\/v1\/payments\/([^/]+)\/callback$/.exec(url.pathname);
        if (!match || req.method !== 'POST') {
          res.writeHead(404).end();
          return;
        }
        if (!passingOn) {
          res.writeHead(503).end();
          return;
        }
        const query = new URLSearchParams(url.search);
        query.set('orderId', match[1]);
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'x-signature']) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
        const call = { url: `/x?${query}`, headers, body: Buffer.concat(chunks).toString('utf8') };
        const reply = await callApi(methodCallback, { method: 'POST', ...call });
        arrived.push({ method: match[1], status: reply.status, ...call });
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.text);
      })();
      routeCalls.add(routeCall);
      void routeCall.finally(() => routeCalls.delete(routeCall));
    });
  });
  await new Promise<void>((resolve) => bridge.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(bridge.address() as AddressInfo).port}`;
}

const callbackUrl = (method: MethodId) => `${siteUrl}/api/v1/payments/${method}/callback`;
const postCallback = (method: MethodId, body: string, headers: Record<string, string> = {}, query = '') =>
  callApi(methodCallback, { method: 'POST', url: `/x?orderId=${method}&lang=en${query}`, headers: { 'content-type': 'application/json', ...headers }, body });

async function zaincashRig(): Promise<Rig> {
  const credentials = { clientId: 'nour-mobile', clientSecret: 'zaincash-client-secret', apiKey: 'zaincash-api-key-of-the-test-0123' };
  const standin: ZainCashStandin = await startZainCashStandin({ ...credentials, notificationUrl: callbackUrl('zaincash') });
  let holding = false;
  return {
    paysAfterRelease: true,
    env: { ZAINCASH_URL: standin.url, ZAINCASH_CLIENT_ID: credentials.clientId, ZAINCASH_CLIENT_SECRET: credentials.clientSecret, ZAINCASH_API_KEY: credentials.apiKey },
    async pay(ref, outcome) {
      await standin.pay(ref, outcome);
      if (!holding) await standin.webhooksSettled();
    },
    callbacks(mode) {
      holding = mode === 'hold';
      standin.setFaults(mode === 'hold' ? { webhookHold: true } : mode === 'drop' ? { webhookDrop: true } : {});
    },
    async release() {
      holding = false;
      standin.releaseWebhooks();
      await standin.webhooksSettled();
      standin.setFaults({});
    },
    async forged(row) {
      // Well formed, claims SUCCESS, but signed with another key than our API key.
      const token = await new SignJWT({
        eventId: 'e1',
        eventType: 'STATUS_CHANGED',
        timestamp: new Date().toISOString(),
        data: { currentStatus: 'SUCCESS', transactionId: row.providerRef, orderId: row.id, amount: { value: row.amount, currency: 'IQD' } },
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-key-not-ours-0123456789abc'));
      return postCallback('zaincash', JSON.stringify({ webhook_token: token }));
    },
    returnQuery: (row) => new URL(standin.returnUrlOf(row.providerRef!)!).search.slice(1),
    refunds: (ref) => standin.reversals().filter((r) => r.transactionId === ref).map((r) => ({ key: r.reason })),
    close: () => standin.close(),
  };
}

async function qicardRig(): Promise<Rig> {
  const credentials = { username: 'qi-merchant', password: 'qi-password-of-the-test', terminalId: '100777' };
  const standin: QiCardStandin = await startQiCardStandin({ ...credentials, retryDelaysMs: [5, 10] });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const find = (ref: string) => standin.payments().find((p) => p.paymentId === ref)!;
  return {
    env: { QICARD_URL: standin.url, QICARD_USERNAME: credentials.username, QICARD_PASSWORD: credentials.password, QICARD_TERMINAL_ID: credentials.terminalId, QICARD_PUBLIC_KEY: standin.publicKeyPem },
    async pay(ref, outcome) {
      await standin.pay(ref, outcome);
      await standin.notified(ref);
    },
    callbacks: (mode) => standin.setFaults({ notifications: mode }),
    async release(ref) {
      standin.setFaults({});
      await standin.deliverHeld();
      await standin.notified(ref);
    },
    async forged(row) {
      // The payment as Qi would post it once paid, signed with a key that is not the terminal's.
      const body: QiPayment = { ...find(row.providerRef!), status: 'SUCCESS', confirmedAmount: row.amount };
      return postCallback('qicard', JSON.stringify(body), { 'X-Signature': signPayment(body, other) });
    },
    returnQuery: (row) => new URL(payerUrls(row, 'ar').returnUrl).search.slice(1),
    refunds: (ref) => (find(ref).refunds ?? []).map((r) => ({ key: r.requestId })),
    close: () => standin.close(),
  };
}

async function fibRig(): Promise<Rig> {
  const credentials = { clientId: 'nour-fib', clientSecret: 'fib-client-secret-of-the-test' };
  const standin: FibStandin = await startFibStandin(credentials);
  let holding = false;
  return {
    env: { FIB_URL: standin.url, FIB_CLIENT_ID: credentials.clientId, FIB_CLIENT_SECRET: credentials.clientSecret },
    async pay(ref, outcome) {
      if (outcome === 'success') await standin.pay(ref);
      else await standin.decline(ref);
      if (!holding) await standin.callbacksDone();
    },
    callbacks(mode) {
      holding = mode === 'hold';
      standin.setFaults(mode === 'hold' ? { holdCallbacks: true } : mode === 'drop' ? { dropCallbacks: true } : {});
    },
    async release() {
      holding = false;
      standin.releaseCallbacks();
      await standin.callbacksDone();
      standin.setFaults({});
    },
    // FIB does not sign its callback: one saying PAID for a payment not paid is a trigger, never believed.
    forged: (row) => postCallback('fib', JSON.stringify({ id: row.providerRef, status: 'PAID' }), {}, `&payment=${row.id}`),
    returnQuery: (row) => new URL(payerUrls(row, 'ar').returnUrl).search.slice(1),
    // FIB takes no idempotency key (the adapter asks the status before a refund): the refunds it accepted.
    refunds: (ref) => Array.from({ length: standin.payments().find((p) => p.paymentId === ref)?.refunds ?? 0 }, () => ({ key: null })),
    close: () => standin.close(),
  };
}

const RIGS: Array<{ method: MethodId; start: () => Promise<Rig> }> = [
  { method: 'zaincash', start: zaincashRig },
  { method: 'qicard', start: qicardRig },
  { method: 'fib', start: fibRig },
];


const rowOf = async (id: string): Promise<Row> => {
  const db = await getDb();
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
};

const creditsOf = async (id: string) => {
  const db = await getDb();
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `payment:${id}`));
};

/** The pay page's getServerSideProps (Arabic, the default locale). */
async function payPageOf(orderId: string) {
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

/** The payer reaches our pay page: the payment is registered at the provider; answers its row. */
async function reachPayPage(method: MethodId, orderId: string): Promise<Row & { providerRef: string }> {
  const page = (await payPageOf(orderId)) as { redirect?: { destination: string }; props?: { qr?: { step: { kind: string; readableCode: string } } } };
  const row = await rowOf(orderId);
  expect(row.providerRef).toBeTruthy();
  if (method === 'fib') expect(page.props?.qr?.step).toMatchObject({ kind: 'qr', readableCode: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/) });
  else expect(page.redirect?.destination).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  return row as Row & { providerRef: string };
}

async function rechargeWith(method: MethodId, amount: number): Promise<Row & { providerRef: string }> {
  const reply = await callApi(cardRecharge, {
    method: 'POST',
    url: '/x?lang=en',
    headers: { 'Idempotency-Key': randomBytes(12).toString('hex') },
    body: { msisdn: DEMO, amount, method },
  });
  expect(reply.status).toBe(200);
  return reachPayPage(method, reply.json.data.orderId as string);
}

async function checkoutWith(method: MethodId) {
  const db = await getDb();
  const slug = `standin-${method}-${randomBytes(4).toString('hex')}`;
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
      method,
    },
  });
  expect(placed.status).toBe(200);
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, placed.json.data.orderNumber));
  const row = await reachPayPage(method, order.paymentId!);
  expect(row.method).toBe(method);
  const stock = async () => (await db.select().from(productVariants).where(eq(productVariants.id, v.id)))[0].stock;
  const orderNow = async () => (await db.select().from(orders).where(eq(orders.id, order.id)))[0];
  return { order, row, stock, orderNow };
}

const pollJob = JOBS.find((j) => j.name === 'poll-provider-payments')!;

describeWithDatabase('payment methods against their stand-ins', () => {
  beforeAll(startBridge);
  afterAll(async () => {
    bridge.closeAllConnections();
    await new Promise<void>((resolve) => bridge.close(() => resolve()));
  });
  beforeEach(() => {
    resetRateLimits();
    arrived.length = 0;
  });

  describe.each(RIGS)('$method', ({ method, start }) => {
    let rig: Rig;
    let restore: () => void;
    beforeAll(async () => {
      rig = await start();
      restore = enterEnv({ ...rig.env, SITE_URL: siteUrl });
      passingOn = true;
    });
    afterAll(async () => {
      passingOn = false;
      try {
        await rig.close();
        await routeCallsSettled();
      } finally {
        restore();
      }
    });

    it('recharge: a full payment is credited once, by the callback, the return and a replayed callback alike', async () => {
      const before = await ledgerBalance(DEMO);
      const row = await rechargeWith(method, 12_000);
      await rig.pay(row.providerRef, 'success');
      expect(arrived.filter((a) => a.method === method).length).toBeGreaterThan(0);
      expect(await rowOf(row.id)).toMatchObject({ status: 'succeeded', method, amount: 12_000 });

      // The payer comes back after the callback: settled already, sent on to the confirmation page (in
      // Arabic, the language of the pay page the payer left from).
      const back = await callApi(methodReturn, { url: `/x?orderId=${method}&${rig.returnQuery(row)}` });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/personal/my-account/recharge-confirmation?orderId=${row.id}`);
      expect((await callApi(paymentStatus, { url: `/x?orderId=${row.id}` })).json.data.status).toBe('succeeded');

      // The provider's callback replayed, as it came (twice, at once): accepted, nothing more credited.
      const sent = arrived.find((a) => a.method === method)!;
      expect(sent.status).toBe(method === 'fib' ? 202 : 200);
      const replays = await Promise.all([0, 1].map(() => callApi(methodCallback, { method: 'POST', url: sent.url, headers: sent.headers, body: sent.body })));
      for (const replay of replays) expect(replay.json).toMatchObject({ success: true, data: { status: 'succeeded' } });
      expect(await creditsOf(row.id)).toHaveLength(1);
      expect(await ledgerBalance(DEMO)).toBe(before + 12_000);
    });

    it('recharge: a decline credits nothing', async () => {
      const before = await ledgerBalance(DEMO);
      const row = await rechargeWith(method, 11_000);
      await rig.pay(row.providerRef, 'fail');
      expect((await rowOf(row.id)).status).toBe('declined');
      expect(await creditsOf(row.id)).toHaveLength(0);
      expect(await ledgerBalance(DEMO)).toBe(before);
    });

    it('recharge: a forged callback changes nothing', async () => {
      const before = await ledgerBalance(DEMO);
      const row = await rechargeWith(method, 13_000);
      const reply = await rig.forged(row);
      if (method === 'fib') {
        // Unsigned by FIB's design: it only names the payment; FIB's status (UNPAID) is the truth.
        expect(reply.status).toBe(202);
        expect(reply.json.data.status).toBe('pending');
        expect((await postCallback('fib', JSON.stringify({ status: 'PAID' }))).status).toBe(401);
      } else {
        expect(reply.status).toBe(401);
        expect(reply.json).toMatchObject({ success: false, message: 'This payment notice could not be verified and was ignored.' });
      }
      expect((await rowOf(row.id)).status).toBe('pending');
      expect(await creditsOf(row.id)).toHaveLength(0);
      expect(await ledgerBalance(DEMO)).toBe(before);
    });

    it('recharge: a callback that never comes is settled by the polling job, once', async () => {
      const before = await ledgerBalance(DEMO);
      const row = await rechargeWith(method, 14_000);
      rig.callbacks('drop');
      try {
        await rig.pay(row.providerRef, 'success');
      } finally {
        rig.callbacks('send');
      }
      expect(arrived.filter((a) => a.method === method)).toHaveLength(0);
      expect((await rowOf(row.id)).status).toBe('pending');
      await pollJob.run(new Date(Date.now() + 2 * 60_000));
      await pollJob.run(new Date(Date.now() + 3 * 60_000));
      expect((await rowOf(row.id)).status).toBe('succeeded');
      expect(await creditsOf(row.id)).toHaveLength(1);
      expect(await ledgerBalance(DEMO)).toBe(before + 14_000);
    });

    it('checkout: a full payment confirms the order and keeps its stock taken', async () => {
      const { row, stock, orderNow } = await checkoutWith(method);
      expect(await stock()).toBe(4);
      await rig.pay(row.providerRef, 'success');
      expect((await rowOf(row.id)).status).toBe('succeeded');
      expect((await orderNow()).status).toBe('confirmed');
      expect(await stock()).toBe(4);
      expect(rig.refunds(row.providerRef)).toHaveLength(0);
    });

    it('checkout: a success arriving after the order was released is refunded once, with our key', async () => {
      const { order, row, stock, orderNow } = await checkoutWith(method);
      const release = async () => {
        expect(await releaseUnpaidOrders(new Date(Date.now() + 31 * 60_000))).toBe(1);
        expect((await orderNow()).status).toBe('cancelled');
        expect(await stock()).toBe(5);
      };
      if (rig.paysAfterRelease) {
        // The wallet's page stays payable after the release (nothing to withdraw there): the payer pays late.
        await release();
        expect((await rowOf(row.id)).status).toBe('declined');
        await rig.pay(row.providerRef, 'success');
      } else {
        // The payer pays while the order is being released (the withdrawal comes too late); the callback is late.
        rig.callbacks('hold');
        await rig.pay(row.providerRef, 'success');
        await release();
        await rig.release(row.providerRef);
      }
      const paid = await rowOf(row.id);
      expect(paid).toMatchObject({ status: 'succeeded' });
      expect(paid.refundedAt).not.toBeNull();
      const refunds = rig.refunds(row.providerRef);
      expect(refunds).toHaveLength(1);
      if (method !== 'fib') expect(refunds[0].key).toBe(`refund:${row.id}`);

      // Again: the refund job and the polling job pay nothing more back.
      expect(await refundDuePayments(new Date())).toBe(0);
      await pollJob.run(new Date(Date.now() + 2 * 60_000));
      expect(rig.refunds(row.providerRef)).toHaveLength(1);
      expect((await orderNow()).status).toBe('cancelled');
      expect(order.total).toBe(paid.amount);
      expect(await stock()).toBe(5);
    });

    it('checkout: a success whose callback never comes, paid as the order was released, is refunded at the release', async () => {
      const { row, stock, orderNow } = await checkoutWith(method);
      rig.callbacks('drop');
      try {
        await rig.pay(row.providerRef, 'success');
      } finally {
        rig.callbacks('send');
      }
      // The withdrawal is refused (paid): the provider's status is asked, the charge recorded and paid back.
      expect(await releaseUnpaidOrders(new Date(Date.now() + 31 * 60_000))).toBe(1);
      expect((await orderNow()).status).toBe('cancelled');
      expect(await stock()).toBe(5);
      const paid = await rowOf(row.id);
      expect(paid.status).toBe('succeeded');
      expect(paid.refundedAt).not.toBeNull();
      expect(rig.refunds(row.providerRef)).toHaveLength(1);
      expect(await refundDuePayments(new Date())).toBe(0);
      expect(rig.refunds(row.providerRef)).toHaveLength(1);
    });
  });
});
