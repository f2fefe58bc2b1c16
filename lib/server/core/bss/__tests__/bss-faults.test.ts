/**
 * The BSS in a box's OAuth2, faults and events: a call without a valid token is refused (401); each
 * fault does what a failing BSS does (slow; a status before anything is applied; the answer lost after
 * the change; a body that breaks the spec after the change), limited to some paths when asked; events
 * reach a registered listener with the shared secret, and a listener that is down fails nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, ledgerBalance } from '@/lib/server/testing/operator';
import { getDb } from '@/lib/server/db';
import { startBss, type BssServer } from '../server';
import { addonOrderBody, client, CLIENT, expectValid, fetchToken, LISTENER_SECRET, P, specErrors, startTestBss, topupBody } from './helpers';

let seq = 0;
const ref = (prefix: string) => `${prefix}:${process.pid}-${Date.now()}-${++seq}`;

/** A listener that records what it is sent, and resolves `next()` with the next request. */
async function startListener() {
  const received: Array<{ path: string; authorization?: string; body: any }> = [];
  const waiting: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(204).end();
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** Resolves once `count` requests have arrived. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (received.length >= count ? resolve() : waiting.push(check));
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeWithDatabase('BSS in a box: tokens, faults and events', () => {
  let bss: BssServer;
  let call: ReturnType<typeof client>;
  beforeAll(async () => {
    bss = await startTestBss();
    call = client(bss);
  });
  afterEach(() => bss.setFaults(undefined));
  afterAll(() => bss.close());

  it('OAuth2: a token for the right client only; no, unknown or expired token: 401 Error', async () => {
    const issued = await fetchToken(bss.url);
    expect(issued.status).toBe(200);
    expect(issued.body).toEqual({ access_token: expect.stringMatching(/^[\w-]{40,}$/), token_type: 'Bearer', expires_in: 3600 });
    expect((await fetchToken(bss.url, CLIENT.id, 'wrong')).status).toBe(401);
    expect((await fetchToken(bss.url, 'other', CLIENT.secret)).body).toEqual({ error: 'invalid_client' });

    const path = `${P.tmf637}/product?productSerialNumber=07701234567`;
    expect((await call('GET', path, undefined, { token: issued.body.access_token })).status).toBe(200);
    for (const token of [null, 'not-a-token']) {
      const refused = await call('GET', path, undefined, { token });
      expect(refused.status).toBe(401);
      await expectValid('tmf637', 'Error', refused.body);
      expect(refused.body.code).toBe('unauthorized');
    }
    bss.expireTokens();
    expect((await call('GET', path, undefined, { token: issued.body.access_token })).status).toBe(401);
    expect((await call('GET', path, undefined, { token: (await fetchToken(bss.url)).body.access_token })).status).toBe(200);
  });

  it('a token past its lifetime: 401', async () => {
    const shortLived = await startTestBss({ tokenTtlSeconds: 0 });
    try {
      const token = (await fetchToken(shortLived.url)).body.access_token;
      const answer = await client(shortLived)('GET', `${P.tmf637}/product?productSerialNumber=07701234567`, undefined, { token });
      expect(answer.status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('a status fault answers before anything is applied (each status, an Error body); limited to its paths', async () => {
    const msisdn = await freshLine({ balance: 1_000 });
    for (const status of [500, 503, 401, 404, 409] as const) {
      bss.setFaults({ status, paths: ['/topupBalance'] });
      const answer = await call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 1_000, ref('fault')));
      expect(answer.status).toBe(status);
      await expectValid('tmf654', 'Error', answer.body);
    }
    expect(await ledgerBalance(msisdn)).toBe(1_000);
    // The token endpoint is not affected unless named.
    bss.setFaults({ status: 503 });
    expect((await fetchToken(bss.url)).status).toBe(200);
    bss.setFaults({ status: 503, paths: ['/oauth/token'] });
    expect((await fetchToken(bss.url)).status).toBe(503);
    bss.setFaults({ status: 503, paths: ['/topupBalance'] });
    // Another path is not affected.
    expect((await call('GET', `${P.tmf654}/bucket?logicalResource.id=${msisdn}`)).status).toBe(200);
  });

  it('latency: the answer comes, late', async () => {
    bss.setFaults({ latencyMs: 300 });
    const started = Date.now();
    expect((await call('GET', `${P.tmf637}/product?productSerialNumber=07701234567`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('loseAnswer: the top-up is applied, no answer comes until the client gives up; found by reference afterwards', async () => {
    const msisdn = await freshLine();
    const reference = ref('lost');
    bss.setFaults({ loseAnswer: true, methods: ['POST'] });
    await expect(call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 2_000, reference), { signal: AbortSignal.timeout(500) })).rejects.toThrow();
    bss.setFaults(undefined);
    expect(await ledgerBalance(msisdn)).toBe(2_000);
    const found = await call('GET', `${P.tmf654}/topupBalance?externalId=${encodeURIComponent(reference)}`);
    expect(found.body).toEqual([expect.objectContaining({ status: 'completed', externalId: reference })]);
  });

  it('invalidBody: applied, and the answer breaks the spec', async () => {
    const msisdn = await freshLine();
    bss.setFaults({ invalidBody: true, paths: ['/topupBalance'] });
    const answer = await call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 1_500, ref('invalid')));
    expect(answer.status).toBe(201);
    expect((await specErrors('tmf654', 'TopupBalance', answer.body)).length).toBeGreaterThan(0);
    expect(await ledgerBalance(msisdn)).toBe(1_500);
  });

  it('the script\'s switch: POST /bss/faults sets the faults, {} clears them, a bad body is 400', async () => {
    const scripted = await startBss({ port: 0, database: getDb, clientId: CLIENT.id, clientSecret: CLIENT.secret, faultsEndpoint: true });
    try {
      const set = (body: unknown) => fetch(`${scripted.url}/bss/faults`, { method: 'POST', body: JSON.stringify(body) });
      expect((await set({ status: 503, paths: ['/product'] })).status).toBe(200);
      const path = `${P.tmf637}/product?productSerialNumber=07701234567`;
      expect((await client(scripted)('GET', path)).status).toBe(503);
      expect((await set({})).status).toBe(200);
      expect((await client(scripted)('GET', path)).status).toBe(200);
      expect((await set({ status: 418 })).status).toBe(400);
      // Not served unless asked (a BSS started by tests or embedding code).
      expect((await fetch(`${bss.url}/bss/faults`, { method: 'POST', body: '{}' })).status).toBe(404);
    } finally {
      await scripted.close();
    }
  });

  it('events: a registered listener gets TopupBalanceCreateEvent and ProductOrderStateChangeEvent with the shared secret; a dead listener fails nothing; unsubscribed: 204, then 404', async () => {
    const listener = await startListener();
    try {
      const hub = await call('POST', `${P.tmf654}/hub`, { callback: `${listener.url}/api/tmf/listener`, query: 'eventType=TopupBalanceCreateEvent' });
      expect(hub.status).toBe(201);
      await expectValid('tmf654', 'EventSubscription', hub.body);
      // A dead listener too: its delivery fails, the operation does not.
      const dead = await call('POST', `${P.tmf654}/hub`, { callback: 'http://127.0.0.1:9/api/tmf/listener' });

      const msisdn = await freshLine();
      const reference = ref('event');
      expect((await call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 1_000, reference))).status).toBe(201);
      await listener.until(1);
      const [event] = listener.received;
      expect(event.path).toBe('/api/tmf/listener/topupBalanceCreateEvent');
      expect(event.authorization).toBe(`Bearer ${LISTENER_SECRET}`);
      await expectValid('tmf654', 'TopupBalanceCreateEvent', event.body);
      expect(event.body).toMatchObject({ eventType: 'TopupBalanceCreateEvent', event: { topupBalance: { externalId: reference, status: 'completed' } } });
      await expectValid('tmf654', 'TopupBalance', event.body.event.topupBalance);

      const orders = await call('POST', `${P.tmf622}/hub`, { callback: `${listener.url}/orders` });
      expect(orders.status).toBe(201);
      await freshLine({ balance: 5_000 }).then((buyer) => call('POST', `${P.tmf622}/productOrder`, addonOrderBody(buyer, 101, 5_000, ref('purchase'))));
      await listener.until(2);
      expect(listener.received[1].path).toBe('/orders/productOrderStateChangeEvent');
      expect(listener.received[1].authorization).toBe(`Bearer ${LISTENER_SECRET}`);
      await expectValid('tmf622', 'ProductOrderStateChangeEvent', listener.received[1].body);
      expect(listener.received[1].body.event.productOrder.state).toBe('completed');
      expect((await call('DELETE', `${P.tmf622}/hub/${orders.body.id}`)).status).toBe(204);

      expect((await call('DELETE', `${P.tmf654}/hub/${hub.body.id}`)).status).toBe(204);
      expect((await call('DELETE', `${P.tmf654}/hub/${hub.body.id}`)).status).toBe(404);
      expect((await call('DELETE', `${P.tmf654}/hub/${dead.body.id}`)).status).toBe(204);
    } finally {
      await listener.close();
    }
  });
});
