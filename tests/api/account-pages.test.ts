/**
 * The account pages' getServerSideProps against a real database: the guards send visitors to the
 * login (and signed-in users away from it), the props are plain JSON (Next refuses `undefined`), the
 * login's `redirect` prop is not mistaken for a redirect, sign-out revokes the session, and /dev/sms
 * is a 404 outside demo mode.
 */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { enterRealDeployment } from '@/lib/server/testing/env';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { accounts } from '@/lib/server/db/schema';
import { createSession, subscriberForToken } from '@/lib/server/services/subscriber-sessions';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { getServerSideProps as devSms } from '@/pages/dev/sms';
import { getServerSideProps as lineInfo } from '@/pages/personal/lineinfo';
import { getServerSideProps as authentication } from '@/pages/personal/my-account/authentication';
import { getServerSideProps as confirmation } from '@/pages/personal/my-account/confirmation';
import { getServerSideProps as connectMifi } from '@/pages/personal/my-account/connect-mifi';
import { getServerSideProps as dashboard } from '@/pages/personal/my-account/index';
import { getServerSideProps as login } from '@/pages/personal/my-account/login';
import { getServerSideProps as logout } from '@/pages/personal/my-account/logout';
import { getServerSideProps as notifications } from '@/pages/personal/my-account/notifications';
import { getServerSideProps as orders } from '@/pages/personal/my-account/orders';
import { getServerSideProps as autoRecharge } from '@/pages/personal/my-account/auto-recharge';
import { getServerSideProps as profile } from '@/pages/personal/my-account/profile';
import { getServerSideProps as terms } from '@/pages/terms';

interface Call {
  url: string;
  locale?: string;
  token?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

async function run(gssp: GetServerSideProps<any>, { url, locale = 'en', token, headers = {}, cookies = {} }: Call) {
  const set: Record<string, unknown> = {};
  const [path, search = ''] = url.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  const ctx = {
    req: { headers, cookies: { ...cookies, ...(token ? { session: token } : {}) } },
    res: {
      setHeader: (name: string, value: unknown) => (set[name.toLowerCase()] = value),
      getHeader: (name: string) => set[name.toLowerCase()],
    },
    query,
    locale,
    resolvedUrl: path + (search ? `?${search}` : ''),
  } as unknown as GetServerSidePropsContext;
  const result = (await gssp(ctx)) as Record<string, any>;
  return { result, headers: set };
}

/** Next refuses props with `undefined` anywhere; the props must survive JSON as they are. */
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

const guarded: Array<[string, GetServerSideProps<any>, string]> = [
  ['/personal/my-account', dashboard, ''],
  ['/personal/my-account/profile', profile, ''],
  ['/personal/my-account/notifications', notifications, ''],
  ['/personal/my-account/orders', orders, ''],
  ['/personal/my-account/connect-mifi', connectMifi, ''],
  ['/personal/my-account/auto-recharge', autoRecharge, ''],
  ['/personal/lineinfo', lineInfo, '&reason=required'],
];

describeWithDatabase('account pages', () => {
  it('send visitors to the login with the way back, and show signed-in subscribers their page', async () => {
    const token = await demoToken();
    for (const [path, gssp, reason] of guarded) {
      const visitor = await run(gssp, { url: path });
      expect([path, visitor.result.redirect?.destination]).toEqual([path, `/en/personal/my-account/login?redirect=${encodeURIComponent(path)}${reason}`]);
      const signedIn = await run(gssp, { url: path, token });
      expect([path, signedIn.result.props?.subscriber]).toEqual([path, { msisdn: '07701234567', email: 'demo@example.com' }]);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      expectPlainJson(signedIn.result.props);
    }
  });

  it('the login keeps its redirect as a prop for visitors and sends signed-in subscribers on', async () => {
    const visitor = await run(login, { url: '/personal/my-account/login?redirect=/personal/my-account/profile&reason=required', locale: 'ku' });
    expect(visitor.result.redirect).toBeUndefined();
    expect(visitor.result.props).toMatchObject({ redirect: '/personal/my-account/profile', reason: 'required', done: null, subscriber: null });
    expectPlainJson(visitor.result.props);
    const evil = await run(login, { url: '/personal/my-account/login?redirect=//evil.example' });
    expect(evil.result.props.redirect).toBeNull();
    const signedIn = await run(login, { url: '/personal/my-account/login?redirect=/personal/lineinfo', token: await demoToken(), locale: 'ku' });
    expect(signedIn.result.redirect.destination).toBe('/ku/personal/lineinfo');
  });

  it('the PIN step needs a number, and the authentication page a known mode', async () => {
    expect((await run(confirmation, { url: '/personal/my-account/confirmation?redirect=/personal/lineinfo' })).result.redirect.destination).toBe(
      '/en/personal/my-account/login?redirect=%2Fpersonal%2Flineinfo',
    );
    const pin = await run(confirmation, { url: '/personal/my-account/confirmation?phone=%2B9647701234567&wait=999999' });
    expect(pin.result.props).toMatchObject({ phone: '07701234567', wait: 3600, redirect: null });
    expectPlainJson(pin.result.props);

    const reset = await run(authentication, { url: '/personal/my-account/authentication?mode=reset&email=demo@example.com&code=123456' });
    expect(reset.result.props).toMatchObject({ mode: 'reset', email: 'demo@example.com', code: '123456' });
    const unknown = await run(authentication, { url: '/personal/my-account/authentication?mode=nonsense&email=x' });
    expect(unknown.result.props).toMatchObject({ mode: 'register', email: null, code: null });
    expectPlainJson(unknown.result.props);
  });

  it('sign-out revokes the session and clears both cookies; from another site it asks first', async () => {
    const token = await demoToken();
    const fromElsewhere = await run(logout, { url: '/personal/my-account/logout', token, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fromElsewhere.result.props).toBeDefined();
    expect(await subscriberForToken(token)).not.toBeNull();

    const out = await run(logout, { url: '/personal/my-account/logout', token, headers: { 'sec-fetch-site': 'same-origin' }, locale: 'ar' });
    expect(out.result.redirect.destination).toBe('/');
    expect(await subscriberForToken(token)).toBeNull();
    const cookies = out.headers['set-cookie'] as string[];
    expect(cookies.some((c) => c.startsWith('session=;') && c.includes('Max-Age=0'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('signed_in=;') && c.includes('Max-Age=0'))).toBe(true);
  });

  it('/dev/sms shows the network switch state in demo mode and is a 404 otherwise; /terms is public', async () => {
    const on = await run(devSms, { url: '/dev/sms?msisdn=07701234567', cookies: { demo_on_network: '07701234567' } });
    expect(on.result.props).toMatchObject({ networkMsisdn: '07701234567', filter: '07701234567' });
    expectPlainJson(on.result.props);
    const restore = enterRealDeployment();
    try {
      expect((await run(devSms, { url: '/dev/sms' })).result).toEqual({ notFound: true });
    } finally {
      restore();
    }
    expectPlainJson((await run(terms, { url: '/terms' })).result.props);
  });
});
