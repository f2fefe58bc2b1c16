import { guardsFor, safeReturnPath } from '@/lib/guards';
import { runGuards, type GuardContext } from '../guards';

const visitor = (path: string, locale: GuardContext['locale'] = 'ar', query: GuardContext['query'] = {}): GuardContext => ({
  path,
  locale,
  subscriber: null,
  query,
});
const signedIn = (path: string, locale: GuardContext['locale'] = 'ar', query: GuardContext['query'] = {}): GuardContext => ({
  ...visitor(path, locale, query),
  subscriber: { accountId: 1, msisdn: '07701234567', email: null },
});

describe('route guards', () => {
  it('sends visitors of account pages to the login with the way back, in their language', () => {
    expect(runGuards(guardsFor('/personal/my-account'), visitor('/personal/my-account'))).toEqual({
      redirect: '/personal/my-account/login?redirect=%2Fpersonal%2Fmy-account',
    });
    expect(runGuards(guardsFor('/personal/my-account/profile'), visitor('/personal/my-account/profile?tab=2', 'en'))).toEqual({
      redirect: '/en/personal/my-account/login?redirect=%2Fpersonal%2Fmy-account%2Fprofile%3Ftab%3D2',
    });
  });

  it('lets signed-in subscribers through and sends them from the login to their account or back', () => {
    expect(runGuards(guardsFor('/personal/my-account/profile'), signedIn('/personal/my-account/profile'))).toBeNull();
    expect(runGuards(guardsFor('/personal/my-account/login'), signedIn('/personal/my-account/login', 'ku'))).toEqual({
      redirect: '/ku/personal/my-account',
    });
    const back = signedIn('/personal/my-account/login', 'en', { redirect: '/personal/lineinfo' });
    expect(runGuards(guardsFor('/personal/my-account/login'), back)).toEqual({ redirect: '/en/personal/lineinfo' });
    const evil = signedIn('/personal/my-account/login', 'en', { redirect: '//evil.example/x' });
    expect(runGuards(guardsFor('/personal/my-account/login'), evil)).toEqual({ redirect: '/en/personal/my-account' });
  });

  it('keeps the PIN step (/confirmation) open to visitors and sends signed-in users on', () => {
    expect(runGuards(guardsFor('/personal/my-account/confirmation'), visitor('/personal/my-account/confirmation?phone=07701234567'))).toBeNull();
    const back = signedIn('/personal/my-account/confirmation', 'en', { redirect: '/personal/my-account/profile' });
    expect(runGuards(guardsFor('/personal/my-account/confirmation'), back)).toEqual({ redirect: '/en/personal/my-account/profile' });
  });

  it('keeps the login open to visitors and recharge open to everyone', () => {
    expect(runGuards(guardsFor('/personal/my-account/login'), visitor('/personal/my-account/login'))).toBeNull();
    expect(runGuards(guardsFor('/personal/my-account/recharge'), visitor('/personal/my-account/recharge'))).toBeNull();
    expect(runGuards(guardsFor('/personal/my-account/balance-low/shukran'), visitor('/personal/my-account/balance-low/shukran'))).toBeNull();
  });

  it('asks for sign-in with the "required" reason on user-redirect-if-not-auth pages', () => {
    expect(runGuards(guardsFor('/personal/lineinfo'), visitor('/personal/lineinfo'))).toEqual({
      redirect: '/personal/my-account/login?redirect=%2Fpersonal%2Flineinfo&reason=required',
    });
  });

  it('sends old home addresses home', () => {
    expect(runGuards(guardsFor('/home'), visitor('/home', 'en'))).toEqual({ redirect: '/en' });
  });

  it('raises on an unknown guard name', () => {
    expect(() => runGuards(['i18n', 'no-such-guard'], visitor('/'))).toThrow('Unknown route middleware: no-such-guard');
  });

  it('accepts only same-site return paths', () => {
    expect(safeReturnPath('/personal/my-account?x=1')).toBe('/personal/my-account?x=1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', 42]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
