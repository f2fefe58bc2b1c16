/**
 * The TMF contract test (issue 29, "Done when"): every money flow through the portal's own API routes,
 * once in Arabic and once in English, with the operator core speaking TM Forum Open APIs (the `TmfCore`
 * adapter) over HTTP to the BSS in a box, which shares the test's database. The customer gets what they
 * get over the embedded core; then every request the adapter sent and every answer the BSS gave is
 * checked against TM Forum's published specifications (../shared/tmf: `@apidevtools/swagger-parser`
 * validates them, `ajv` draft-04 checks each body; lib/server/testing/tmf-contract.ts), and each of the
 * six APIs (TMF654, 620, 622, 637, 678, 676) must have been used.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { otpCodes, subscriptions } from '@/lib/server/db/schema';
import { setCoreFaultsForTests } from '@/lib/server/core';
import { registerListeners } from '@/lib/server/core/tmf/hub';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, freshScratchCard, freshVanityNumber, lastMessage, ledgerBalance, signInAs } from '@/lib/server/testing/operator';
import { recordingFetch, tmfApiOf, TMF_APIS, validateTmfExchange, type RecordedExchange, type TmfApi } from '@/lib/server/testing/tmf-contract';
import { startTmfTestCore, type TmfTestCore } from '@/lib/server/testing/tmf-core';
import {
  billsOf,
  historyOf,
  lineOf,
  ltr,
  memberWith,
  paymentOf,
  payOrder,
  postpaidWithBill,
  prepareAddon,
  preparePackage,
  prepareTransfer,
  redeemReward,
  reserveVanity,
  say,
  scratch,
  startBillPayment,
  startCardRecharge,
  startEVoucher,
  useInProcessPaymentCallbacks,
  type Lang,
} from './tmf-flows';

const LANGS: Lang[] = ['ar', 'en'];
const LISTENER_SECRET = 'contract-test-listener-secret-0123456789';
const ADDON_101 = { ar: 'إنترنت 10 جيجا، 7 أيام', en: 'Internet 10 GB, 7 days' };
const ARABIC = /[\u0600-\u06FF]/;

/** The POSTs that create a resource, and the field of their body that carries our reference (PROFILE.md). */
const CREATES: Array<{ path: RegExp; reference: (body: any) => unknown }> = [
  { path: /\/(topupBalance|adjustBalance|transferBalance)$/, reference: (body) => body?.externalId },
  { path: /\/productOrder$/, reference: (body) => body?.externalId },
  { path: /\/payment$/, reference: (body) => body?.correlatorId },
];

describeWithDatabase('the operator core over TMF: every money flow, valid against the specifications', () => {
  let tmf: TmfTestCore;
  let recording: ReturnType<typeof recordingFetch>;
  let restoreCallbacks: () => void;
  let listener: { url: string; events: Array<{ path: string; authorization?: string; body: any }>; next: () => Promise<void>; close(): Promise<void> } | undefined;
  /** Every exchange of this suite, with the flow that made it. */
  const byFlow = new Map<string, RecordedExchange[]>();

  beforeAll(async () => {
    recording = recordingFetch();
    tmf = await startTmfTestCore({ fetch: recording.fetch, listenerSecret: LISTENER_SECRET });
    restoreCallbacks = useInProcessPaymentCallbacks();
  });
  afterAll(async () => {
    restoreCallbacks();
    await tmf.close();
    await listener?.close();
  });
  beforeEach(async () => {
    resetRateLimits();
    setCoreFaultsForTests(undefined);
    await (await getDb()).delete(otpCodes);
    recording.exchanges.length = 0;
  });

  const isApiCall = (exchange: RecordedExchange) => !exchange.url.startsWith(tmf.config.tokenUrl);

  /** The exchanges of the test that just ran: all valid, all authorised, creates carrying their reference. */
  async function expectValidExchanges(flow: string) {
    const exchanges = [...recording.exchanges];
    byFlow.set(flow, exchanges);
    const calls = exchanges.filter(isApiCall);
    expect(calls.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const exchange of calls) {
      if (exchange.status === undefined) problems.push(`${exchange.method} ${exchange.url}: no answer (${exchange.error})`);
      problems.push(...(await validateTmfExchange(exchange, { paths: tmf.config.paths })));
      if (!/^Bearer \S+$/.test(exchange.requestHeaders.authorization ?? '')) problems.push(`${exchange.method} ${exchange.url}: no Bearer token`);
      const create = exchange.method === 'POST' && CREATES.find(({ path }) => path.test(new URL(exchange.url).pathname));
      if (create) {
        const reference = create.reference(exchange.requestBody);
        if (typeof reference !== 'string' || !reference) problems.push(`${exchange.method} ${exchange.url}: no reference in the body`);
        else if (exchange.requestHeaders['idempotency-key'] !== reference) problems.push(`${exchange.method} ${exchange.url}: Idempotency-Key is not the body's reference ${reference}`);
      }
    }
    for (const token of exchanges.filter((exchange) => !isApiCall(exchange))) {
      expect(token).toMatchObject({ method: 'POST', status: 200, responseBody: { access_token: expect.any(String), token_type: expect.stringMatching(/^bearer$/i), expires_in: expect.any(Number) } });
      expect(String(token.requestBody)).toContain('grant_type=client_credentials');
      expect(token.requestHeaders.authorization).toMatch(/^Basic /);
    }
    expect(problems).toEqual([]);
  }

  describe.each(LANGS)('in %s', (lang) => {
    it('add-on purchase: subscribed, the price taken once', async () => {
      const buyer = await freshLine({ balance: 25_000 });
      const { send } = await prepareAddon(buyer, lang);
      const reply = await send();
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ success: true, invalidOTP: false, isBlocked: false });
      expect(reply.json.message).toBe(say(lang, 'core.purchased', { title: ADDON_101[lang] }));
      expect((await send()).json.success).toBe(false);
      expect(await ledgerBalance(buyer)).toBe(20_000);
      const seen = await lineOf(await signInAs(buyer), lang);
      expect(seen.status).toBe(200);
      expect(seen.json.data).toMatchObject({ msisdn: buyer, balance: 20_000 });
      expect(seen.json.data.subscriptions).toEqual([expect.objectContaining({ addonId: 101, title: ADDON_101[lang], remaining: 10_240, total: 10_240, unit: 'MB' })]);
      await expectValidExchanges(`add-on purchase (${lang})`);
    });

    it('a data package: active, the price taken, in the history', async () => {
      const buyer = await freshLine({ balance: 25_000 });
      const headers = await signInAs(buyer);
      const reply = await (await preparePackage(headers, buyer, lang, 111)).send();
      expect(reply.status).toBe(200);
      expect(reply.json.data).toMatchObject({ balance: 19_000, subscription: { addonId: 111, remaining: 300, total: 300, unit: 'min' }, giftTo: null });
      expect(reply.json.message).toBe(say(lang, 'core.packageDone', { title: reply.json.data.subscription.title }));
      expect(reply.json.data.cancellation).toBe(say(lang, 'core.cancelRule', { shortCode: '2020' }));
      expect(await ledgerBalance(buyer)).toBe(19_000);
      const history = await historyOf(headers, lang);
      expect(history.status).toBe(200);
      expect(history.json.data[0]).toMatchObject({ amount: -6_000, reason: 'package', label: say(lang, 'core.reasons.package') });
      await expectValidExchanges(`package (${lang})`);
    });

    it('a gift: the package starts on the friend’s line, the payer pays', async () => {
      const [buyer, friend] = [await freshLine({ balance: 25_000 }), await freshLine()];
      const reply = await (await preparePackage(await signInAs(buyer), buyer, lang, 121, friend)).send();
      expect(reply.status).toBe(200);
      expect(reply.json.data).toMatchObject({ balance: 23_000, giftTo: friend });
      expect(reply.json.message).toBe(say(lang, 'core.giftDone', { title: reply.json.data.subscription.title, to: ltr(friend) }));
      expect(await ledgerBalance(buyer)).toBe(23_000);
      expect(await ledgerBalance(friend)).toBe(0);
      const received = await lineOf(await signInAs(friend), lang);
      expect(received.json.data.subscriptions).toEqual([expect.objectContaining({ addonId: 121, remaining: 500 })]);
      const db = await getDb();
      expect(await db.select().from(subscriptions).where(eq(subscriptions.msisdn, friend))).toEqual([expect.objectContaining({ addonId: 121, giftedBy: buyer })]);
      await expectValidExchanges(`gift (${lang})`);
    });

    it('a reward add-on: started at no charge, the points taken', async () => {
      const { msisdn, headers } = await memberWith(50, 1_000);
      const reply = await redeemReward(headers, 'internet-10gb', `contract-${lang}-${msisdn}`, lang);
      expect(reply.status).toBe(200);
      expect(reply.json.data).toMatchObject({ points: 50, balance: 0, applied: { kind: 'addon', title: ADDON_101[lang] } });
      expect(await ledgerBalance(msisdn)).toBe(1_000);
      const seen = await lineOf(headers, lang);
      expect(seen.json.data.subscriptions).toEqual([expect.objectContaining({ addonId: 101, title: ADDON_101[lang] })]);
      await expectValidExchanges(`reward add-on (${lang})`);
    });

    it('a scratch card: its value credited once; a used card is refused', async () => {
      const msisdn = await freshLine({ balance: 2_000 });
      const card = await freshScratchCard(10_000);
      const reply = await scratch(msisdn, card, lang);
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ success: true, data: { msisdn, amount: 10_000 } });
      expect(reply.json.message).toBe(say(lang, 'core.recharged', { amount: '10,000', msisdn: ltr(msisdn) }));
      const used = await scratch(msisdn, card, lang);
      expect(used.status).toBe(400);
      expect(used.json.data.errors.cardNumber).toMatch(lang === 'ar' ? ARABIC : /not valid or was already used/);
      expect(await ledgerBalance(msisdn)).toBe(12_000);
      await expectValidExchanges(`scratch card (${lang})`);
    });

    it('a card recharge: paid, credited once', async () => {
      const msisdn = await freshLine({ balance: 3_000 });
      const orderId = await startCardRecharge(msisdn, 15_000, lang);
      const paid = await payOrder(orderId, lang);
      expect(paid.status).toBe(200);
      expect(paid.json.data.status).toBe('succeeded');
      expect(paid.json.data.redirectUrl).toBe(`${lang === 'ar' ? '' : '/en'}/personal/my-account/recharge-confirmation?orderId=${orderId}`);
      expect((await paymentOf(orderId)).json.data.status).toBe('succeeded');
      expect(await ledgerBalance(msisdn)).toBe(18_000);
      await expectValidExchanges(`card recharge (${lang})`);
    });

    it('an e-voucher: paid, a 14-digit code by SMS that recharges once', async () => {
      const msisdn = await freshLine({ balance: 2_000 });
      const orderId = await startEVoucher(msisdn, 2, lang);
      expect((await payOrder(orderId, lang)).json.data.status).toBe('succeeded');
      const sms = await lastMessage(msisdn, 'voucher');
      expect(sms?.code).toMatch(/^\d{14}$/);
      expect(sms?.text).toContain(sms!.code!);
      expect(sms?.text).toMatch(lang === 'ar' ? ARABIC : /10,000 IQD/);
      expect(await ledgerBalance(msisdn)).toBe(2_000);
      const used = await scratch(msisdn, sms!.code!, lang);
      expect(used.status).toBe(200);
      expect(used.json.message).toBe(say(lang, 'core.recharged', { amount: '10,000', msisdn: ltr(msisdn) }));
      expect((await scratch(msisdn, sms!.code!, lang)).status).toBe(400);
      expect(await ledgerBalance(msisdn)).toBe(12_000);
      await expectValidExchanges(`e-voucher (${lang})`);
    });

    it('a bill payment: the bill is paid, once', async () => {
      const { headers, billId } = await postpaidWithBill(27_250);
      const before = await billsOf(headers, lang);
      expect(before.status).toBe(200);
      expect(before.json.data).toEqual([expect.objectContaining({ id: billId, amount: 27_250, paidAt: null })]);
      const started = await startBillPayment(headers, billId, lang);
      expect(started.status).toBe(200);
      const { orderId } = started.json.data;
      expect((await payOrder(orderId, lang)).json.data.status).toBe('succeeded');
      const after = await billsOf(headers, lang);
      expect(after.json.data).toEqual([expect.objectContaining({ id: billId, paidAt: expect.any(String) })]);
      const again = await startBillPayment(headers, billId, lang);
      expect(again.status).toBe(400);
      expect(again.json.message).toBe(say(lang, 'core.billPaid'));
      await expectValidExchanges(`bill payment (${lang})`);
    });

    it('a credit transfer: sent once, in the day’s total', async () => {
      const [sender, receiver] = [await freshLine({ balance: 25_000 }), await freshLine({ balance: 2_000 })];
      const { send } = await prepareTransfer(await signInAs(sender), sender, receiver, 4_000, lang);
      const reply = await send();
      expect(reply.status).toBe(200);
      expect(reply.json.data).toMatchObject({ balance: 21_000 });
      expect(reply.json.message).toBe(say(lang, 'core.transferDone', { amount: '4,000', to: ltr(receiver) }));
      expect((await send()).status).toBe(400);
      expect(await ledgerBalance(sender)).toBe(21_000);
      expect(await ledgerBalance(receiver)).toBe(6_000);
      await expectValidExchanges(`credit transfer (${lang})`);
    });

    it('a vanity number: reserved, the fee taken once', async () => {
      const msisdn = await freshLine({ balance: 20_000 });
      const headers = await signInAs(msisdn);
      const number = await freshVanityNumber();
      const reply = await reserveVanity(headers, number, lang, `vanity-${lang}-${number}`);
      expect(reply.status).toBe(200);
      expect(reply.json.message).toBe(say(lang, 'vanity.reservedMessage', { number: ltr(number), hours: 48 }));
      const again = await reserveVanity(headers, number, lang, `vanity-${lang}-${number}`);
      expect(again.json.data.reservationId).toBe(reply.json.data.reservationId);
      expect(await ledgerBalance(msisdn)).toBe(20_000 - reply.json.data.reservationFee);
      await expectValidExchanges(`vanity fee (${lang})`);
    });
  });

  it('the catalog (TMF620) the BSS serves: the add-ons and e-voucher packages we sell, with their prices, valid', async () => {
    // The adapter never reads the catalog (no OperatorCore method needs it: the site's catalogue is its
    // own), so the BSS's side of TMF620 is checked here, with the adapter's credentials.
    const { baseUrl, paths, tokenUrl, clientId, clientSecret } = tmf.config;
    const token = await recording.fetch(tokenUrl, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const get = async (resource: string) => {
      const response = await recording.fetch(`${baseUrl}${paths['620']}${resource}`, { headers: { Authorization: `Bearer ${accessToken}` } });
      return { status: response.status, body: (await response.json()) as any };
    };
    const all = await get('/productOffering');
    expect(all.status).toBe(200);
    const ids = (all.body as Array<{ id: string }>).map((offering) => offering.id);
    expect(ids).toEqual(expect.arrayContaining(['addon-101', 'addon-111', 'addon-121', 'evoucher-2']));
    const addon = await get('/productOffering/addon-101');
    expect(addon.status).toBe(200);
    const [priceRef] = addon.body.productOfferingPrice as Array<{ id: string }>;
    const price = await get(`/productOfferingPrice/${priceRef.id}`);
    expect(price.status).toBe(200);
    expect(price.body.price).toEqual({ value: 5_000, unit: 'IQD' });
    expect((await get('/productOffering/addon-999999')).status).toBe(404);
    await expectValidExchanges('catalog');
  });

  it('events: the hubs the portal subscribes to (TMF654, TMF622) send our listener valid events of a top-up and of an order', async () => {
    listener = await startListener();
    expect(await registerListeners(new Date(), tmf.config, listener.url)).toBe(2);
    const buyer = await freshLine({ balance: 25_000 });
    const card = await freshScratchCard(5_000);
    expect((await scratch(buyer, card, 'en')).status).toBe(200);
    expect((await (await prepareAddon(buyer, 'ar')).send()).json.success).toBe(true);
    const names = () => listener!.events.map((event) => event.path.split('/').pop()).sort();
    while (!(names().includes('topupBalanceCreateEvent') && names().includes('productOrderStateChangeEvent'))) await listener.next();

    const problems: string[] = [];
    for (const event of listener.events) {
      expect(event.authorization).toBe(`Bearer ${LISTENER_SECRET}`);
      const name = event.path.split('/').pop()!;
      // The event is the body of the spec's POST /listener/<name> of the API that sent it.
      const api = name.startsWith('productOrder') ? '622' : '654';
      problems.push(...(await validateTmfExchange({ method: 'POST', url: `${tmf.config.baseUrl}${tmf.config.paths[api]}/listener/${name}`, requestBody: event.body }, { side: 'request' })));
    }
    expect(problems).toEqual([]);
    expect(listener.events.find((event) => event.path.endsWith('/topupBalanceCreateEvent'))?.body).toMatchObject({
      eventType: 'TopupBalanceCreateEvent',
      event: { topupBalance: { amount: { amount: 5_000, units: 'IQD' }, status: 'completed' } },
    });
    // Renewed an hour later: the old subscription deleted, a new one made; both exchanges valid too.
    expect(await registerListeners(new Date(Date.now() + 61 * 60_000), tmf.config, listener.url)).toBe(2);
    expect(recording.exchanges.filter((exchange) => exchange.method === 'DELETE' && /\/hub\//.test(exchange.url)).map((exchange) => exchange.status)).toEqual([204, 204]);
    await expectValidExchanges('hubs and events');
  });

  it('every flow in both languages used the six APIs between them, and every exchange was valid', async () => {
    const used = new Set<TmfApi>();
    for (const exchanges of byFlow.values()) {
      for (const exchange of exchanges) {
        const api = await tmfApiOf(exchange.url, tmf.config.paths);
        if (api) used.add(api);
      }
    }
    expect([...byFlow.keys()].length).toBe(2 * 10 + 2);
    expect([...used].sort()).toEqual([...TMF_APIS].sort());
  });
});

/** Our listener's stand-in: records what the BSS posts to it; `next()` resolves at the next one. */
async function startListener() {
  const events: Array<{ path: string; authorization?: string; body: any }> = [];
  let waiting: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      events.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.statusCode = 204;
      response.end();
      const wake = waiting;
      waiting = [];
      wake.forEach((resolve) => resolve());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/tmf/listener`,
    events,
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
