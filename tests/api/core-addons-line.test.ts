import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { setCoreFaultsForTests } from '@/lib/server/core';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { signInAs } from '@/lib/server/testing/operator';
import line from '@/pages/api/v1/account/line';
import transactions from '@/pages/api/v1/account/transactions';
import addonPublic from '@/pages/api/v1/addon/[id]/index';
import simplify from '@/pages/api/v1/addon/[id]/simplify';
import groupSelection from '@/pages/api/v1/addon/group-selection';
import addonIds from '@/pages/api/v1/roaming-country/[country]/add-on-ids';
import countries from '@/pages/api/v1/roaming-country/unique-countries';
import cyo from '@/pages/api/v2/addon/cyo/[group]/index';
import quote from '@/pages/api/v2/addon/cyo/[group]/quote';

describeWithDatabase('account line, add-ons and roaming', () => {
  let demo: Record<string, string>;
  beforeAll(async () => {
    demo = await signInAs('07701234567');
  });
  beforeEach(() => {
    resetRateLimits();
    setCoreFaultsForTests(undefined);
  });
  afterAll(() => setCoreFaultsForTests(undefined));

  it('the signed-in line: balance, subscriptions with remaining/total/unit/expiry; the postpaid bill', async () => {
    expect((await callApi(line, { url: '/x' })).status).toBe(401);
    const reply = await callApi(line, { url: '/x?lang=en', headers: demo });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ msisdn: '07701234567', type: 'prepaid', status: 'active', balance: 25_000, bill: null });
    expect(reply.json.data.subscriptions).toEqual([
      expect.objectContaining({ addonId: 101, title: 'Internet 10 GB, 7 days', type: 'internet', remaining: 6_500, total: 10_240, unit: 'MB' }),
      expect.objectContaining({ addonId: 111, remaining: 120, total: 300, unit: 'min' }),
    ]);
    expect(new Date(reply.json.data.subscriptions[0].expiresAt).getTime()).toBeGreaterThan(Date.now());

    const postpaid = await callApi(line, { url: '/x?lang=en', headers: await signInAs('07709876543') });
    expect(postpaid.json.data).toMatchObject({ type: 'postpaid', balance: 0, bill: { amount: 32_500, paidAt: null } });
  });

  it('transactions: the ledger newest first, with the reason in the request’s language', async () => {
    expect((await callApi(transactions, { url: '/x' })).status).toBe(401);
    const reply = await callApi(transactions, { url: '/x?lang=ku', headers: demo });
    expect(reply.json.data).toEqual([expect.objectContaining({ amount: 25_000, reason: 'opening-balance', label: 'باڵانسی سەرەتایی' })]);
  });

  it('an upstream fault on a read: 503 "Cannot fetch information now"', async () => {
    setCoreFaultsForTests({ timeoutRate: 1, timeoutMs: 20 });
    const reply = await callApi(line, { url: '/x?lang=en', headers: demo });
    expect(reply.status).toBe(503);
    expect(reply.json).toMatchObject({ success: false, message: 'Cannot fetch information now.' });
    expect(reply.headers.get('retry-after')).toBe('5');
  });

  it('group selection (signed in): the add-ons of the ids, in order', async () => {
    expect((await callApi(groupSelection, { url: '/x?ids=101,111' })).status).toBe(401);
    const reply = await callApi(groupSelection, { url: '/x?ids=111,101,999&lang=en', headers: demo });
    expect(reply.json.data).toEqual([
      { id: 111, type: 'voice', title: '300 minutes, 30 days', price: 6_000, validityDays: 30, allowance: '300 minutes to all networks', roaming: false },
      expect.objectContaining({ id: 101, price: 5_000 }),
    ]);
    expect((await callApi(groupSelection, { url: '/x?ids=1,x', headers: demo })).status).toBe(400);
  });

  it('simplify (signed in) and the public add-on: same shape; 404 for unknown ids', async () => {
    const expected = { id: 101, type: 'internet', title: 'Internet 10 GB, 7 days', price: 5_000, validityDays: 7, allowance: '10 GB', roaming: false };
    expect((await callApi(simplify, { url: '/x?id=101' })).status).toBe(401);
    expect((await callApi(simplify, { url: '/x?id=101&lang=en', headers: demo })).json.data).toEqual(expected);
    expect((await callApi(addonPublic, { url: '/x?id=101&lang=en' })).json.data).toEqual(expected);
    expect((await callApi(addonPublic, { url: '/x?id=4242&lang=en' })).status).toBe(404);
    expect((await callApi(simplify, { url: '/x?id=4242', headers: demo })).status).toBe(404);
  });

  it('create your own (group 8): the parts, and a price computed on the server', async () => {
    expect((await callApi(cyo, { url: '/x?group=8' })).status).toBe(401);
    expect((await callApi(cyo, { url: '/x?group=7', headers: demo })).status).toBe(404);
    const parts = await callApi(cyo, { url: '/x?group=8&lang=en', headers: demo });
    expect(parts.json.data).toMatchObject({
      group: 8,
      validityDays: 30,
      parts: [
        { addonId: 801, key: 'data', type: 'internet', unit: 'MB', unitQuota: 1_024, unitPrice: 700, min: 0, max: 51_200, step: 1_024 },
        { addonId: 802, key: 'minutes', unit: 'min', unitQuota: 100, unitPrice: 2_500, min: 0, max: 2_000, step: 100 },
        { addonId: 803, key: 'sms', unit: 'sms', unitQuota: 100, unitPrice: 500, min: 0, max: 1_000, step: 100 },
      ],
    });
    const priced = await callApi(quote, { method: 'POST', url: '/x?group=8&lang=en', headers: demo, body: { data: 5_120, minutes: 200, sms: 0 } });
    expect(priced.status).toBe(200);
    expect(priced.json.data.price).toBe(5 * 700 + 2 * 2_500);
    expect(priced.json.data.items).toHaveLength(2);
    const offStep = await callApi(quote, { method: 'POST', url: '/x?group=8&lang=en', headers: demo, body: { data: 1_000 } });
    expect(offStep.status).toBe(400);
    expect(offStep.json.data.errors.data).toBe('Choose an amount from 0 to 51200 in steps of 1024.');
    const nothing = await callApi(quote, { method: 'POST', url: '/x?group=8&lang=en', headers: demo, body: {} });
    expect(nothing.status).toBe(400);
    // A price sent by the browser is ignored.
    const sneaky = await callApi(quote, { method: 'POST', url: '/x?group=8', headers: demo, body: { sms: 100, price: 1 } });
    expect(sneaky.json.data.price).toBe(500);
  });

  it('roaming: countries with add-ons sorted by name in the language; add-on ids per country', async () => {
    const en = await callApi(countries, { url: '/x?lang=en' });
    expect(en.json.data).toHaveLength(17);
    expect(en.json.data[0]).toEqual({ code: 'at', name: 'Austria' });
    const names = en.json.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const ar = await callApi(countries, { url: '/x?lang=ar' });
    expect(ar.json.data.find((c: { code: string }) => c.code === 'tr').name).toBe('تركيا');

    expect((await callApi(addonIds, { url: '/x?country=tr' })).json.data).toEqual([144, 141]);
    expect((await callApi(addonIds, { url: '/x?country=DE' })).json.data).toEqual([143]);
    expect((await callApi(addonIds, { url: '/x?country=zz' })).status).toBe(404);
  });
});
