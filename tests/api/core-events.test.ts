/**
 * Events from the BSS (issue 29, TMF hub and listener): a recharge, a transfer or an add-on made outside
 * the portal reaches the subscriber's notifications, once however often the BSS delivers it; the
 * portal's own changes are not notified twice; only the BSS, with the shared secret, may post.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { accounts, addons, notifications } from '@/lib/server/db/schema';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { withEnv } from '@/lib/server/testing/env';
import { freshLine, signInAs } from '@/lib/server/testing/operator';
import listener from '@/pages/api/tmf/listener/[event]';
import notificationsApi from '@/pages/api/v1/notifications/index';

const SECRET = 'listener-secret-0123456789';
const asBss = { Authorization: `Bearer ${SECRET}` };

async function subscriber() {
  const msisdn = await freshLine({ balance: 5_000 });
  const headers = await signInAs(msisdn);
  const db = await getDb();
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, msisdn));
  await db.delete(notifications).where(eq(notifications.accountId, account.id));
  return { msisdn, headers };
}

async function seen(headers: Record<string, string>, lang: 'ar' | 'en') {
  const reply = await callApi(notificationsApi, { url: `/x?lang=${lang}`, headers });
  expect(reply.status).toBe(200);
  return (reply.json.data.items as Array<{ title: string; body: string }>).map((n) => `${n.title}: ${n.body}`);
}

const post = (event: string, body: unknown, headers: Record<string, string> = asBss) =>
  callApi(listener, { method: 'POST', url: `/x?event=${event}&lang=en`, body, headers });

const topup = (id: string, msisdn: string, channel = 'shop') => ({
  eventId: `ev-${id}`,
  eventType: 'TopupBalanceCreateEvent',
  event: { topupBalance: { id, status: 'completed', amount: { amount: 5000, units: 'IQD' }, logicalResource: [{ id: msisdn }], channel: { id: channel } } },
});

describeWithDatabase('BSS events through the TMF listener', () => {
  it('a recharge made in a shop becomes one notification, in the reader’s language, however often it is delivered', async () => {
    const { msisdn, headers } = await subscriber();
    await withEnv({ OPERATOR_CORE: 'tmf', TMF_LISTENER_SECRET: SECRET }, async () => {
      const first = await post('topupBalanceCreateEvent', topup('t-1', msisdn));
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({ success: true, data: { notified: 1 }, id: 'topupBalanceCreateEvent' });
      const again = await post('topupBalanceCreateEvent', topup('t-1', msisdn));
      expect(again.status).toBe(201);
      expect(again.json.data).toEqual({ notified: 0 });
    });
    expect(await seen(headers, 'en')).toEqual(['Line recharged: Your line was recharged with 5,000 IQD.']);
    const arabic = await seen(headers, 'ar');
    expect(arabic).toHaveLength(1);
    expect(arabic[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('a change the portal made itself (channel portal) is not notified again', async () => {
    const { msisdn, headers } = await subscriber();
    await withEnv({ OPERATOR_CORE: 'tmf', TMF_LISTENER_SECRET: SECRET }, async () => {
      const reply = await post('topupBalanceCreateEvent', topup('t-2', msisdn, 'portal'));
      expect(reply.status).toBe(201);
      expect(reply.json.data).toEqual({ notified: 0 });
    });
    expect(await seen(headers, 'en')).toEqual([]);
  });

  it('a transfer and an add-on made elsewhere notify both ends and the buyer', async () => {
    const sender = await subscriber();
    const receiver = await subscriber();
    const db = await getDb();
    const [addon] = await db.select({ id: addons.id, titles: addons.titles }).from(addons).limit(1);
    await withEnv({ OPERATOR_CORE: 'tmf', TMF_LISTENER_SECRET: SECRET }, async () => {
      const moved = await post('transferBalanceCreateEvent', {
        eventId: 'ev-x1',
        event: {
          transferBalance: {
            id: 'x-1',
            amount: { amount: 2000, units: 'IQD' },
            logicalResource: [{ id: sender.msisdn }],
            receiverLogicalResource: { id: receiver.msisdn },
            channel: { id: 'ussd' },
          },
        },
      });
      expect(moved.json.data).toEqual({ notified: 2 });
      const ordered = await post('productOrderStateChangeEvent', {
        eventId: 'ev-o1',
        event: {
          productOrder: {
            id: 'o-1',
            state: 'completed',
            channel: [{ id: 'care', role: 'salesChannel' }],
            relatedParty: [{ id: receiver.msisdn, role: 'user', '@referredType': 'MSISDN' }],
            productOrderItem: [{ id: '1', action: 'add', productOffering: { id: `addon-${addon.id}` }, itemPrice: [{ priceType: 'oneTime', price: { taxIncludedAmount: { unit: 'IQD', value: 3000 } } }] }],
          },
        },
      });
      expect(ordered.json.data).toEqual({ notified: 1 });
    });
    expect(await seen(sender.headers, 'en')).toEqual([`Credit sent: You sent 2,000 IQD to ${receiver.msisdn}.`]);
    const received = await seen(receiver.headers, 'en');
    expect(received).toEqual(expect.arrayContaining([`Credit received: You received 2,000 IQD from ${sender.msisdn}.`, `Add-on active: You bought ${addon.titles.en} for 3,000 IQD.`]));
    expect(received).toHaveLength(2);
  });

  it('refuses a wrong secret (401), is off over the embedded core (404), and answers 400 to an event it cannot read: writing nothing', async () => {
    const { msisdn, headers } = await subscriber();
    const off = await post('topupBalanceCreateEvent', topup('t-3', msisdn));
    expect(off.status).toBe(404);
    expect(off.json).toMatchObject({ success: false, code: 'notFound' });
    await withEnv({ OPERATOR_CORE: 'tmf', TMF_LISTENER_SECRET: SECRET }, async () => {
      const wrong = await post('topupBalanceCreateEvent', topup('t-3', msisdn), { Authorization: 'Bearer listener-secret-0123456780' });
      expect(wrong.status).toBe(401);
      expect(wrong.json).toMatchObject({ success: false, code: 'unauthorized' });
      expect((await post('topupBalanceCreateEvent', topup('t-3', msisdn), {})).status).toBe(401);
      const unreadable = await post('topupBalanceCreateEvent', { event: { topupBalance: { id: 't-4', amount: { amount: 'lots' } } } });
      expect(unreadable.status).toBe(400);
      expect(unreadable.json).toMatchObject({ success: false, code: 'invalid' });
      expect((await post('somethingElse', topup('t-5', msisdn))).status).toBe(400);
    });
    expect(await seen(headers, 'en')).toEqual([]);
  });
});
