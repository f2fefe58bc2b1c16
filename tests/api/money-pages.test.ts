/**
 * The money pages' getServerSideProps against a real database: the signed-in pages send visitors to
 * the login, the visitor pages work for both and hand the subscriber's number to the flow, query
 * parameters are cleaned, unknown add-ons are a 404, the demo payment page takes `?lang=` as a locale
 * prefix, and every answer's props are plain JSON (Next refuses `undefined`).
 */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { accounts } from '@/lib/server/db/schema';
import { createSession } from '@/lib/server/services/subscriber-sessions';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { getServerSideProps as voucherConfirmation } from '@/pages/personal/e-voucher/confirmation';
import { getServerSideProps as eVoucher } from '@/pages/e-voucher/index';
import { getServerSideProps as enterPassword } from '@/pages/e-voucher/EnterPassword';
import { getServerSideProps as eVoucherDeprecated } from '@/pages/e-voucher-deprecated';
import { getServerSideProps as pay } from '@/pages/pay/[orderId]';
import { getServerSideProps as addon } from '@/pages/personal/add-on/[id]';
import { getServerSideProps as createYourOwn } from '@/pages/personal/add-ons/create-your-own';
import { getServerSideProps as balanceLow } from '@/pages/personal/my-account/balance-low/index';
import { getServerSideProps as balanceLowRecharge } from '@/pages/personal/my-account/balance-low/recharge';
import { getServerSideProps as shukran } from '@/pages/personal/my-account/balance-low/shukran';
import { getServerSideProps as balanceTransfer } from '@/pages/personal/my-account/balance-transfer';
import { getServerSideProps as bill } from '@/pages/personal/my-account/bill';
import { getServerSideProps as offers } from '@/pages/personal/my-account/offers';
import { getServerSideProps as recharge } from '@/pages/personal/my-account/recharge';
import { getServerSideProps as rechargeConfirmation } from '@/pages/personal/my-account/recharge-confirmation';

interface Call {
  url: string;
  locale?: string;
  token?: string;
  params?: Record<string, string>;
}

async function run(gssp: GetServerSideProps<any>, { url, locale = 'en', token, params }: Call) {
  const set: Record<string, unknown> = {};
  const [path, search = ''] = url.split('?');
  const ctx = {
    req: { headers: {}, cookies: token ? { session: token } : {} },
    res: {
      setHeader: (name: string, value: unknown) => (set[name.toLowerCase()] = value),
      getHeader: (name: string) => set[name.toLowerCase()],
    },
    query: { ...Object.fromEntries(new URLSearchParams(search)), ...params },
    params,
    locale,
    resolvedUrl: path + (search ? `?${search}` : ''),
  } as unknown as GetServerSidePropsContext;
  return { result: (await gssp(ctx)) as Record<string, any>, headers: set };
}

function expectPlainJson(props: unknown) {
  expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  const walk = (value: unknown, at: string) => {
    if (value === undefined) throw new Error(`undefined at ${at}`);
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
  };
  walk(props, 'props');
}

async function demoToken(): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, '07701234567'));
  return (await createSession(row.id, null)).token;
}

describeWithDatabase('money pages', () => {
  it('send visitors of the signed-in money pages to the login, and give subscribers their number', async () => {
    const token = await demoToken();
    for (const [path, gssp] of [
      ['/personal/my-account/balance-transfer', balanceTransfer],
      ['/personal/my-account/bill', bill],
      ['/personal/my-account/offers', offers],
    ] as const) {
      const visitor = await run(gssp, { url: path });
      expect([path, visitor.result.redirect?.destination]).toEqual([path, `/en/personal/my-account/login?redirect=${encodeURIComponent(path)}`]);
      const signedIn = await run(gssp, { url: path, token });
      expect([path, signedIn.result.props?.layout]).toEqual([path, 'dashboard']);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      expectPlainJson(signedIn.result.props);
    }
    expect((await run(balanceTransfer, { url: '/personal/my-account/balance-transfer', token })).result.props.ownMsisdn).toBe('07701234567');
    expect((await run(bill, { url: '/personal/my-account/bill', token })).result.props.email).toBe('demo@example.com');
    const catalogue = (await run(offers, { url: '/personal/my-account/offers', token, locale: 'ar' })).result.props.addons;
    expect(catalogue.some((a: { id: number }) => a.id === 101)).toBe(true);
    expect(catalogue.some((a: { roaming: boolean }) => a.roaming)).toBe(true);
    // Create-your-own parts are not packages of their own.
    expect(catalogue.some((a: { id: number }) => a.id >= 801 && a.id <= 803)).toBe(false);
  });

  it('open recharge to visitors (any number) and offer a subscriber their own; ?msisdn and ?tab are read', async () => {
    const visitor = await run(recharge, { url: '/personal/my-account/recharge?msisdn=07701234568&tab=card' });
    expect(visitor.result.props).toMatchObject({ ownMsisdn: null, initialMsisdn: '07701234568', initialTab: 'card', layout: 'page' });
    expectPlainJson(visitor.result.props);
    const signedIn = await run(recharge, { url: '/personal/my-account/recharge?tab=nonsense', token: await demoToken() });
    expect(signedIn.result.props).toMatchObject({ ownMsisdn: '07701234567', initialMsisdn: null, initialTab: 'scratch', layout: 'dashboard' });

    const low = await run(balanceLow, { url: '/personal/my-account/balance-low', locale: 'ku' });
    expect(low.result.props.signedIn).toBe(false);
    expect(low.result.props.offers.length).toBeGreaterThan(0);
    expectPlainJson(low.result.props);
    expect((await run(balanceLowRecharge, { url: '/personal/my-account/balance-low/recharge?msisdn=07701234568' })).result.props.initialMsisdn).toBe('07701234568');
    expect((await run(shukran, { url: '/personal/my-account/balance-low/shukran?msisdn=07701234568&amount=10000' })).result.props).toMatchObject({ msisdn: '07701234568', amount: 10000 });
    expect((await run(shukran, { url: '/personal/my-account/balance-low/shukran?amount=1e9' })).result.props).toMatchObject({ msisdn: null, amount: null });
    const confirmation = await run(rechargeConfirmation, { url: '/personal/my-account/recharge-confirmation?orderId=abc123DEF' });
    expect(confirmation.result.props.orderId).toBe('abc123DEF');
    expectPlainJson((await run(rechargeConfirmation, { url: '/personal/my-account/recharge-confirmation' })).result.props);
  });

  it('show an add-on by id and answer 404 for unknown or malformed ids', async () => {
    const page = await run(addon, { url: '/personal/add-on/101', params: { id: '101' }, locale: 'ar' });
    expect(page.result.props.addon).toMatchObject({ id: 101, price: 5000 });
    expect(page.result.props.msisdn).toBeNull();
    expectPlainJson(page.result.props);
    const signedIn = await run(addon, { url: '/personal/add-on/101', params: { id: '101' }, token: await demoToken() });
    expect(signedIn.result.props.msisdn).toBe('07701234567');
    for (const id of ['99999', 'abc', '1e3', '-1']) {
      expect([id, (await run(addon, { url: `/personal/add-on/${id}`, params: { id } })).result]).toEqual([id, { notFound: true }]);
    }
  });

  it('the demo payment page takes ?lang= as the locale prefix and refuses malformed order ids', async () => {
    expect((await run(pay, { url: '/pay/Xb3kQ9vR2mTn8yLp4sWc1A?lang=en', params: { orderId: 'Xb3kQ9vR2mTn8yLp4sWc1A' }, locale: 'ar' })).result.redirect.destination).toBe(
      '/en/pay/Xb3kQ9vR2mTn8yLp4sWc1A',
    );
    const page = await run(pay, { url: '/pay/Xb3kQ9vR2mTn8yLp4sWc1A?lang=ku', params: { orderId: 'Xb3kQ9vR2mTn8yLp4sWc1A' }, locale: 'ku' });
    expect(page.result.props).toMatchObject({ orderId: 'Xb3kQ9vR2mTn8yLp4sWc1A', layout: 'empty' });
    expectPlainJson(page.result.props);
    expect((await run(pay, { url: '/pay/x', params: { orderId: '<script>' } })).result).toEqual({ notFound: true });
  });

  it('e-voucher pages, create your own', async () => {
    expect((await run(eVoucher, { url: '/e-voucher?type=postpaid' })).result.props.initialType).toBe('postpaid');
    expect((await run(eVoucher, { url: '/e-voucher?type=x' })).result.props.initialType).toBe('prepaid');
    const step = await run(enterPassword, { url: '/e-voucher/EnterPassword?package=2&type=prepaid', token: await demoToken() });
    expect(step.result.props).toMatchObject({ packageId: 2, type: 'prepaid', ownMsisdn: '07701234567' });
    expect((await run(enterPassword, { url: '/e-voucher/EnterPassword?package=two' })).result.props.packageId).toBeNull();
    expectPlainJson((await run(eVoucherDeprecated, { url: '/e-voucher-deprecated' })).result.props);
    expect((await run(voucherConfirmation, { url: '/personal/e-voucher/confirmation?orderId=abc123DEF' })).result.props.orderId).toBe('abc123DEF');
    expect((await run(createYourOwn, { url: '/personal/add-ons/create-your-own' })).result.props.signedIn).toBe(false);
    expect((await run(createYourOwn, { url: '/personal/add-ons/create-your-own', token: await demoToken() })).result.props.signedIn).toBe(true);
  });
});
