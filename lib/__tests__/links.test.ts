import { brand } from '../brand';
import { buildLink, isExternalUrl, REDIRECT_ENDPOINT, redirectHref } from '../links';

/** The target and lang of a /api/redirect link. */
function redirectParams(href: string) {
  const url = new URL(href, 'https://site.invalid');
  expect(url.pathname).toBe(REDIRECT_ENDPOINT);
  return { target: url.searchParams.get('target'), lang: url.searchParams.get('lang') };
}

describe('buildLink: {LANG}', () => {
  it('becomes empty for Arabic and /en or /ku for the others', () => {
    expect(buildLink('{LANG}/personal/roaming', 'ar')).toEqual({ href: '/personal/roaming', external: false });
    expect(buildLink('{LANG}/personal/roaming', 'en')).toEqual({ href: '/en/personal/roaming', external: false });
    expect(buildLink('{LANG}/personal/roaming', 'ku')).toEqual({ href: '/ku/personal/roaming', external: false });
  });

  it('a bare {LANG} is the home page', () => {
    expect(buildLink('{LANG}', 'ar').href).toBe('/');
    expect(buildLink('{LANG}', 'en').href).toBe('/en');
  });

  it('an absolute URL with {LANG} is filled in and still leaves through the redirect endpoint', () => {
    const link = buildLink('https://shop.example.com{LANG}/phones', 'en');
    expect(link.external).toBe(true);
    expect(redirectParams(link.href)).toEqual({ target: 'https://shop.example.com/en/phones', lang: 'en' });
    expect(redirectParams(buildLink('https://shop.example.com{LANG}/phones', 'ar').href).target).toBe(
      'https://shop.example.com/phones',
    );
  });
});

describe(`buildLink: /content links of ${brand.contentServiceName}`, () => {
  it('get the language as a suffix, for every language', () => {
    expect(buildLink('/content/partner-world', 'en')).toEqual({ href: '/content/partner-world/en', external: false });
    expect(buildLink('/content/offers/partner-world', 'ku').href).toBe('/content/offers/partner-world/ku');
    expect(buildLink('/content/partner-world', 'ar').href).toBe('/content/partner-world/ar');
  });

  it('put the suffix before a query string or hash', () => {
    expect(buildLink('/content/partner-world?tab=2', 'en').href).toBe('/content/partner-world/en?tab=2');
    expect(buildLink('/content/partner-world#top', 'ku').href).toBe('/content/partner-world/ku#top');
  });

  it('other /content links and partner-world outside /content are localised as usual', () => {
    expect(buildLink('/content/news', 'en').href).toBe('/en/content/news');
    expect(buildLink('/personal/partner-world', 'en').href).toBe('/en/personal/partner-world');
  });
});

describe('buildLink: mall links', () => {
  it('are localised like any site path, without a language hash (issue 28: a stray #ar/#en)', () => {
    expect(buildLink('/personal/mobile-mall', 'en')).toEqual({ href: '/en/personal/mobile-mall', external: false });
    expect(buildLink('/personal/mobile-mall/phones', 'ku').href).toBe('/ku/personal/mobile-mall/phones');
    expect(buildLink('/personal/mobile-mall', 'ar').href).toBe('/personal/mobile-mall');
  });

  it('keep their query string and their own hash', () => {
    expect(buildLink('/personal/mobile-mall?brand=x', 'en').href).toBe('/en/personal/mobile-mall?brand=x');
    expect(buildLink('/personal/mobile-mall#phones', 'ku').href).toBe('/ku/personal/mobile-mall#phones');
  });
});

describe('buildLink: tel: and mailto:', () => {
  it.each(['tel:107', 'tel:+9647700000107', 'mailto:care@example.com?subject=Hi', 'TEL:107', 'MailTo:care@example.com'])(
    '%j is left as it is, outside the redirect endpoint',
    (link) => {
      expect(buildLink(link, 'en')).toEqual({ href: link, external: true });
    },
  );
});

describe('buildLink: absolute URLs go through /api/redirect', () => {
  it.each([
    'https://partner.example.com/offer?id=5&x=a b',
    'http://example.com',
    '//cdn.example.com/file.pdf',
    'javascript:alert(1)',
    'whatsapp://send?phone=964',
  ])('%j', (link) => {
    for (const lang of ['ar', 'en', 'ku'] as const) {
      const built = buildLink(link, lang);
      expect(built.external).toBe(true);
      expect(built.href.startsWith(`${REDIRECT_ENDPOINT}?`)).toBe(true);
      expect(redirectParams(built.href)).toEqual({ target: link, lang });
    }
  });

  it('encodes the target so it cannot add parameters of its own', () => {
    const href = redirectHref('https://e.com/?a=1&lang=ku#x', 'en');
    expect(href).not.toContain('&lang=ku');
    expect(redirectParams(href)).toEqual({ target: 'https://e.com/?a=1&lang=ku#x', lang: 'en' });
  });
});

describe('buildLink: site paths', () => {
  it.each([
    ['/personal/roaming', 'ar', '/personal/roaming'],
    ['/personal/roaming', 'en', '/en/personal/roaming'],
    ['/personal/roaming?x=1#y', 'ku', '/ku/personal/roaming?x=1#y'],
    ['personal/roaming', 'en', '/en/personal/roaming'],
    ['/', 'en', '/en'],
    ['  /about-us  ', 'ku', '/ku/about-us'],
    ['/en/personal', 'ku', '/ku/personal'],
  ])('%j in %s → %j', (link, lang, href) => {
    expect(buildLink(link, lang as 'ar' | 'en' | 'ku')).toEqual({ href, external: false });
  });
});

describe('isExternalUrl', () => {
  it.each([
    ['https://x.com', true],
    ['//x.com', true],
    ['tel:1', true],
    ['/personal', false],
    ['personal', false],
  ])('%j → %s', (link, external) => {
    expect(isExternalUrl(link)).toBe(external);
  });
});
