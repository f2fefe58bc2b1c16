import { decideRedirect, type RedirectDecision } from '../redirect';

const options = { siteHost: 'localhost', allowlist: ['partner.example.org', '*.example.com'] };
const decide = (target: unknown) => decideRedirect(target, options);

/** Where a browser would end up when it follows the decision's Location from a page of the site. */
function landsOn(decision: RedirectDecision): string | null {
  if (decision.kind !== 'redirect') return null;
  return new URL(decision.location, 'http://localhost/api/redirect').host;
}

describe('same-site paths', () => {
  it.each([
    ['/personal/roaming', '/personal/roaming'],
    ['/en/personal?x=1#plans', '/en/personal?x=1#plans'],
    ['/', '/'],
    ['/personal/../about-us', '/about-us'],
    ['/personal/./roaming', '/personal/roaming'],
    ['/../../etc/passwd', '/etc/passwd'],
    ['  /personal  ', '/personal'],
    ['/search?q=a b', '/search?q=a%20b'],
  ])('%j redirects to %j', (target, location) => {
    expect(decide(target)).toEqual({ kind: 'redirect', location });
  });

  it('/%2F%2Fevil.com stays on the site', () => {
    const decision = decide('/%2F%2Fevil.com');
    expect(decision).toEqual({ kind: 'redirect', location: '/%2F%2Fevil.com' });
    expect(landsOn(decision)).toBe('localhost');
  });
});

describe('absolute URLs', () => {
  it.each([
    'http://localhost/personal',
    'https://localhost/en?x=1',
    'HTTPS://LOCALHOST/personal',
    'https://partner.example.org/offer',
    'https://example.com/',
    'https://shop.example.com/phones?id=1',
    'https://a.b.example.com/',
    'https://SHOP.Example.COM/x',
  ])('%j (the site or allowlisted) redirects', (target) => {
    const decision = decide(target);
    expect(decision).toEqual({ kind: 'redirect', location: new URL(target).href });
  });

  it.each([
    ['https://evil.com/', 'evil.com'],
    ['http://example.org/x', 'example.org'],
    ['https://sub.partner.example.org/', 'sub.partner.example.org'],
    ['https://evilexample.com/', 'evilexample.com'],
    ['https://example.com.evil.com/', 'example.com.evil.com'],
    ['https://localhost.evil.com/', 'localhost.evil.com'],
    ['https://evil.com/#@localhost', 'evil.com'],
    ['https://evil.com/?next=https://example.com', 'evil.com'],
  ])('%j gets the leaving page for %j', (target, host) => {
    expect(decide(target)).toEqual({ kind: 'interstitial', url: new URL(target).href, host });
  });

  it("'https:evil.com' is read as https://evil.com/ and does not redirect off the site", () => {
    expect(new URL('https:evil.com').href).toBe('https://evil.com/');
    expect(decide('https:evil.com')).toEqual({ kind: 'interstitial', url: 'https://evil.com/', host: 'evil.com' });
    expect(decide('https:/evil.com')).toMatchObject({ kind: 'interstitial', host: 'evil.com' });
  });

  it('an empty allowlist leaves only the site itself', () => {
    expect(decideRedirect('https://example.com/', { siteHost: 'localhost', allowlist: [] }).kind).toBe('interstitial');
    expect(decideRedirect('https://localhost/', { siteHost: 'localhost', allowlist: [] }).kind).toBe('redirect');
  });

  it("lets the shop locator's directions through, and nothing else of that host", () => {
    const empty = { siteHost: 'localhost', allowlist: [] };
    const directions = 'https://www.google.com/maps/dir/?api=1&destination=33.305,44.423';
    expect(decideRedirect(directions, empty)).toEqual({ kind: 'redirect', location: directions });
    for (const other of ['https://www.google.com/url?q=https://evil.com', 'http://www.google.com/maps/dir/?api=1', 'https://www.google.com:8443/maps/dir/', 'https://www.google.com/maps/dir/../../url?q=x']) {
      expect(decideRedirect(other, empty).kind).toBe('interstitial');
    }
  });
});

describe('tricks are refused', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['javascript: after spaces', '   javascript:alert(1)'],
    ['javascript: after tabs and newlines', '\t\n\r javascript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['javascript: with a newline inside', 'java\nscript:alert(1)'],
    ['javascript: after a no-break space', '\u00a0javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.com/file'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative after spaces', '  //evil.com'],
    ['three slashes', '///evil.com'],
    ['slash and backslash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['backslash in an absolute URL', 'https://localhost\\@evil.com'],
    ['credentials', 'https://user:pass@evil.com'],
    ['a user name', 'https://localhost@evil.com'],
    ['credentials on an allowed host', 'https://user:pass@shop.example.com'],
    ['dot segment rebuilding //', '/.//evil.com'],
    ['dot-dot segment rebuilding //', '/a/..//evil.com'],
    ['encoded dot segment rebuilding //', '/%2e//evil.com'],
    ['a bare host', 'evil.com'],
    ['a relative path', 'personal/roaming'],
    ['a scheme with no host', 'https://'],
    ['the empty string', ''],
    ['spaces only', '   '],
    ['a NUL', '/personal\u0000'],
    ['an escape character', '/personal\u001b[31m'],
    ['a DEL', 'https://example.com/\u007f'],
    ['a carriage return (header injection)', '/personal\r\nSet-Cookie: a=b'],
    ['over 2048 characters', `/${'a'.repeat(2048)}`],
    ['an over-long allowlisted URL', `https://example.com/${'a'.repeat(2100)}`],
  ])('%s', (_label, target) => {
    expect(decide(target)).toEqual({ kind: 'refused' });
  });

  it.each([undefined, null, 42, ['/personal'], { href: '/personal' }, true])('a non-string target (%j)', (target) => {
    expect(decide(target)).toEqual({ kind: 'refused' });
  });

  it('accepts a long path just under the limit', () => {
    const target = `/${'a'.repeat(2047)}`;
    expect(decide(target)).toEqual({ kind: 'redirect', location: target });
  });
});

describe('no accepted target leaves the site without the leaving page', () => {
  const probes = [
    '/.//evil.com', '/..//evil.com', '/%2e%2e//evil.com', '/./%2F/evil.com', '/%5Cevil.com', '/%09/evil.com',
    '/\u3000/evil.com', '/\uff0f\uff0fevil.com', 'https:evil.com', 'http:/\\/evil.com', 'https://evil.com:443@localhost',
    'https://localhost%2F@evil.com', 'https://evil.com%23@localhost', 'https://evil%2ecom', 'https://[::1]/',
  ];

  const allowed = (host: string) => ['localhost', 'partner.example.org', 'example.com'].includes(host) || host.endsWith('.example.com');

  it.each(probes)('%j', (target) => {
    const host = landsOn(decide(target));
    expect(host === null || allowed(host) ? 'stays' : host).toBe('stays');
  });
});
