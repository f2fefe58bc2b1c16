/**
 * The sign-in return path (`?redirect=`) is cleaned by one function, safeReturnPath, on what the path
 * becomes after the locale prefix is taken off and the path is decoded, and every user of it (the
 * server guard, the sign-in screens) ends on a same-site path.
 */
import { safeReturnPath } from '@/lib/guards';
import { locales, localizePath } from '@/lib/locales';
import { runGuards } from '../guards';
import { guardsFor } from '@/lib/guards';
import { afterSignInPath } from '@/flows/login/navigation';

const nasty = [
  '//evil.example',
  '//evil.example/x',
  '///evil.example',
  '/\\evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/en//evil.example',
  '/en//evil.example/personal',
  '/ku//evil.example',
  '/ar//evil.example',
  '/AR//evil.example',
  '/en/\\evil.example',
  '/en/\\\\evil.example',
  '/en/ar//evil.example',
  '/en/en//evil.example',
  '/en/ku/ar//evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/en/%2F%2Fevil.example',
  '/en%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%65n//evil.example',
  '/ar/https://evil.example',
  '/en/https://evil.example',
  '/https://evil.example',
  '/https:/evil.example',
  '/en/javascript:alert(1)',
  '/ar/javascript:alert(1)',
  '/en/data:text/html,<script>alert(1)</script>',
  '/\tevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/en/\t/evil.example',
  '/%09/evil.example',
  '/%00evil',
  '/personal/../../evil.example',
  '/personal/..//evil.example',
  '/./evil.example',
  '/en/./%2F',
  '/%E0%A4%A',
  '',
  42,
  null,
  undefined,
  { toString: () => '/personal' },
  ['/personal'],
  `/${'a'.repeat(600)}`,
];

describe('safeReturnPath', () => {
  it.each(nasty.map((value) => [JSON.stringify(value) ?? String(value), value]))('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('answers same-site paths without their locale prefix, query and fragment kept', () => {
    expect(safeReturnPath('/personal/my-account?x=1')).toBe('/personal/my-account?x=1');
    expect(safeReturnPath('/en/personal/my-account/profile?x=1#top')).toBe('/personal/my-account/profile?x=1#top');
    expect(safeReturnPath('/ku/personal/lineinfo')).toBe('/personal/lineinfo');
    expect(safeReturnPath('/ar/personal/lineinfo')).toBe('/personal/lineinfo');
    expect(safeReturnPath('/en/ar/personal')).toBe('/personal');
    expect(safeReturnPath('/en')).toBe('/');
    expect(safeReturnPath('/en?tab=1')).toBe('/?tab=1');
    expect(safeReturnPath('/arabic-page')).toBe('/arabic-page');
    // A query may carry anything: it is the same-site page's business.
    expect(safeReturnPath('/personal/recharge?back=https://evil.example')).toBe('/personal/recharge?back=https://evil.example');
    expect(safeReturnPath('/blog/%D8%A7%D9%84%D8%B9%D8%B1%D8%A8%D9%8A%D8%A9')).toBe('/blog/%D8%A7%D9%84%D8%B9%D8%B1%D8%A8%D9%8A%D8%A9');
  });

  it('whatever it answers stays a same-site path once localised in every language', () => {
    const candidates = [...nasty, '/personal', '/en/personal?x=1', '/ku/a/b#c', '/en/ar/personal'];
    for (const value of candidates) {
      const clean = safeReturnPath(value);
      if (clean === null) continue;
      for (const locale of locales) {
        const target = localizePath(clean, locale);
        expect(target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')).toBe(true);
        expect(new URL(target, 'https://www.example.com').origin).toBe('https://www.example.com');
      }
    }
  });
});

describe('the users of safeReturnPath', () => {
  const signedIn = (redirect: string) => ({
    path: '/personal/my-account/login',
    locale: 'ar' as const,
    subscriber: { accountId: 1, msisdn: '07701234567', email: null },
    query: { redirect },
  });

  it('the server guard sends a signed-in user to a same-site page only', () => {
    for (const bad of ['/en//evil.example', '/en/\\evil.example', '/%2F%2Fevil.example', '/ar/https://evil.example', '/ku/ar//evil.example']) {
      expect(runGuards(guardsFor('/personal/my-account/login'), signedIn(bad))).toEqual({ redirect: '/personal/my-account' });
    }
    expect(runGuards(guardsFor('/personal/my-account/login'), signedIn('/en/personal/lineinfo'))).toEqual({ redirect: '/personal/lineinfo' });
    // Back to the login itself (in any language) is no way back.
    expect(runGuards(guardsFor('/personal/my-account/login'), signedIn('/en/personal/my-account/login'))).toEqual({ redirect: '/personal/my-account' });
  });

  it('the sign-in screens go to a same-site page only', () => {
    for (const bad of ['/en//evil.example', '/en/\\evil.example', '/%2F%2Fevil.example', '/ar/https://evil.example', '/en/en//evil.example']) {
      expect(afterSignInPath(bad, 'ar')).toBe('/personal/my-account');
      expect(afterSignInPath(bad, 'en')).toBe('/en/personal/my-account');
    }
    expect(afterSignInPath('/en/personal/lineinfo', 'ku')).toBe('/ku/personal/lineinfo');
  });
});
