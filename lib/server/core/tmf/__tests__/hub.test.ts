/**
 * Events end to end (issue 29): the hub job subscribes our listener at the BSS's TMF654 and TMF622
 * hubs once (renewed hourly, the old subscription deleted first), and a recharge made in a shop then
 * travels BSS → POST /api/tmf/listener/topupBalanceCreateEvent (our real route) → one notification.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { accounts, bssResources, notifications, tmfHubSubscriptions } from '@/lib/server/db/schema';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { withEnv } from '@/lib/server/testing/env';
import { freshLine, signInAs } from '@/lib/server/testing/operator';
import listenerRoute from '@/pages/api/tmf/listener/[event]';
import { DEFAULT_BASE_PATHS, type BssServer } from '../../bss/server';
import { CLIENT, LISTENER_SECRET, client, startTestBss, topupBody } from '../../bss/__tests__/helpers';
import { RENEW_AFTER_MS, registerListeners } from '../hub';
import type { TmfConfig } from '../config';

/** Our portal's address as the BSS sees it: hands each event to the real listener route, and counts them. */
async function startPortal() {
  const delivered: Array<{ status: number; body: unknown }> = [];
  const waiting: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const event = /\/api\/tmf\/listener\/(\w+)$/.exec(request.url ?? '')?.[1] ?? 'x';
      void callApi(listenerRoute, {
        method: 'POST',
        url: `/x?event=${event}`,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        headers: { authorization: request.headers.authorization ?? '' },
      }).then((reply) => {
        delivered.push({ status: reply.status, body: reply.json });
        response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
        waiting.splice(0).forEach((wake) => wake());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    delivered,
    until: (count: number) => new Promise<void>((resolve) => {
      const check = () => (delivered.length >= count ? resolve() : waiting.push(check));
      check();
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeWithDatabase('TMF event hubs', () => {
  let bss: BssServer;
  let config: TmfConfig;
  beforeAll(async () => {
    bss = await startTestBss();
    const p = DEFAULT_BASE_PATHS;
    config = {
      baseUrl: bss.url,
      paths: { '654': p.tmf654, '620': p.tmf620, '622': p.tmf622, '637': p.tmf637, '678': p.tmf678, '676': p.tmf676, '635': '/tmf-api/usageManagement/v4' },
      tokenUrl: `${bss.url}/oauth/token`,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      timeoutMs: 2_000,
    };
  });
  afterAll(() => bss.close());

  const hubsAtBss = async () => (await (await getDb()).select({ id: bssResources.id }).from(bssResources).where(eq(bssResources.kind, 'hub'))).length;

  it('subscribes once per API, renews after an hour replacing the old one, and a shop recharge becomes one notification', async () => {
    const db = await getDb();
    await db.delete(tmfHubSubscriptions);
    const portal = await startPortal();
    try {
      const start = new Date();
      const before = await hubsAtBss();
      expect(await registerListeners(start, config, portal.url)).toBe(2);
      expect(await registerListeners(new Date(start.getTime() + 60_000), config, portal.url)).toBe(0);
      expect(await hubsAtBss()).toBe(before + 2);
      const first = await db.select().from(tmfHubSubscriptions);
      expect(first.map((row) => row.callback)).toEqual([`${portal.url}/api/tmf/listener`, `${portal.url}/api/tmf/listener`]);

      expect(await registerListeners(new Date(start.getTime() + RENEW_AFTER_MS + 1), config, portal.url)).toBe(2);
      expect(await hubsAtBss()).toBe(before + 2);
      const renewed = await db.select().from(tmfHubSubscriptions);
      expect(renewed.map((row) => row.hubId).sort()).not.toEqual(first.map((row) => row.hubId).sort());

      // A recharge in a shop (not the portal's channel), made at the BSS.
      const msisdn = await freshLine({ balance: 1_000 });
      await signInAs(msisdn);
      const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, msisdn));
      const call = client(bss);
      await withEnv({ OPERATOR_CORE: 'tmf', TMF_LISTENER_SECRET: LISTENER_SECRET }, async () => {
        const made = await call('POST', `${DEFAULT_BASE_PATHS.tmf654}/topupBalance`, { ...topupBody(msisdn, 4_000, `shop:${msisdn}`), channel: { id: 'shop' } });
        expect(made.status).toBe(201);
        await portal.until(1);
      });
      expect(portal.delivered[0]).toMatchObject({ status: 201, body: { success: true, data: { notified: 1 } } });
      const written = await db.select().from(notifications).where(and(eq(notifications.accountId, account.id), eq(notifications.reference, `bss:topup:${(await call('GET', `${DEFAULT_BASE_PATHS.tmf654}/topupBalance?externalId=shop:${msisdn}`)).body[0].id}`)));
      expect(written).toHaveLength(1);
    } finally {
      await portal.close();
    }
  });

  it('a BSS that refuses the subscription leaves nothing recorded, so the next run tries again', async () => {
    const db = await getDb();
    await db.delete(tmfHubSubscriptions);
    bss.setFaults({ status: 503, paths: ['/hub'] });
    try {
      expect(await registerListeners(new Date(), config, 'http://portal.test')).toBe(0);
      expect(await db.select().from(tmfHubSubscriptions)).toEqual([]);
    } finally {
      bss.setFaults(undefined);
    }
    expect(await registerListeners(new Date(), config, 'http://portal.test')).toBe(2);
  });
});
