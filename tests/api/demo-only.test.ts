/**
 * Nothing demo-only is reachable in a real deployment (design.md section 6): every demo surface answers
 * in demo mode and is a 404 outside it, on the same database.
 */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { enterRealDeployment } from '@/lib/server/testing/env';
import network from '@/pages/api/dev/network';
import demoPay from '@/pages/api/dev/payment-provider/[orderId]/pay';
import smsOutbox from '@/pages/api/dev/sms-outbox';
import cardRecharge from '@/pages/api/v1/recharge/card';
import { getServerSideProps as devPartner } from '@/pages/dev/partner';
import { getServerSideProps as devSms } from '@/pages/dev/sms';
import { getServerSideProps as payPage } from '@/pages/pay/[orderId]';

function page(gssp: GetServerSideProps<any>, url: string, params: Record<string, string> = {}) {
  const search = url.split('?')[1] ?? '';
  const ctx = {
    req: { headers: {}, cookies: {} },
    res: { setHeader: () => undefined, getHeader: () => undefined },
    query: { ...Object.fromEntries(new URLSearchParams(search)), ...params },
    params,
    locale: 'en',
    resolvedUrl: url,
  } as unknown as GetServerSidePropsContext;
  return gssp(ctx) as Promise<Record<string, unknown>>;
}

let orderId = '';

const surfaces: Array<[string, () => Promise<number>]> = [
  ['GET /api/dev/sms-outbox', async () => (await callApi(smsOutbox, { url: '/x?msisdn=07701234567' })).status],
  ['GET /api/dev/network', async () => (await callApi(network, { url: '/x' })).status],
  ['POST /api/dev/network', async () => (await callApi(network, { method: 'POST', url: '/x', body: { msisdn: '07701234567' } })).status],
  // An order that exists, and a card form left empty: a 400 in demo mode, nothing at all outside it.
  ['POST /api/dev/payment-provider/{id}/pay', async () => (await callApi(demoPay, { method: 'POST', url: `/x?orderId=${orderId}`, body: {} })).status],
  ['page /dev/sms', async () => ((await page(devSms, '/dev/sms')).notFound ? 404 : 200)],
  ['page /dev/partner', async () => ((await page(devPartner, '/dev/partner?site=mall&token=x.y')).notFound ? 404 : 200)],
  ['page /pay/{orderId}', async () => ((await page(payPage, '/pay/abcdef123', { orderId: 'abcdef123' })).notFound ? 404 : 200)],
];

describeWithDatabase('demo-only surfaces', () => {
  beforeAll(async () => {
    const started = await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', body: { msisdn: '07701234567', amount: 5_000 } });
    orderId = started.json.data.orderId;
    expect(orderId).toBeTruthy();
  });

  it.each(surfaces)('%s exists in demo mode', async (_name, call) => {
    expect(await call()).not.toBe(404);
  });

  it.each(surfaces)('%s is a 404 in a real deployment', async (_name, call) => {
    const restore = enterRealDeployment();
    try {
      expect(await call()).toBe(404);
    } finally {
      restore();
    }
  });
});
