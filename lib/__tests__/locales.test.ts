import { defaultLocale, directionOf, isLocale, localePrefix, localizePath, locales, stripLocale, toLocale } from '../locales';

describe('isLocale and toLocale', () => {
  it('knows ar, en and ku', () => {
    expect(locales).toEqual(['ar', 'en', 'ku']);
    for (const l of ['ar', 'en', 'ku']) expect(isLocale(l)).toBe(true);
  });

  it.each(['EN', 'fr', '', ' en', 'en-US', undefined, null, 1])('%j is not a locale', (v) => {
    expect(isLocale(v)).toBe(false);
    expect(toLocale(v)).toBe('ar');
  });

  it('Arabic is the default', () => {
    expect(defaultLocale).toBe('ar');
    expect(toLocale('ku')).toBe('ku');
  });
});

describe('directionOf', () => {
  it('Arabic and Kurdish are right to left, English left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ku')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('localePrefix', () => {
  it('is empty for Arabic only', () => {
    expect(localePrefix('ar')).toBe('');
    expect(localePrefix('en')).toBe('/en');
    expect(localePrefix('ku')).toBe('/ku');
  });
});

describe('stripLocale', () => {
  it.each([
    ['/en/personal/roaming', 'en', '/personal/roaming'],
    ['/ku/personal', 'ku', '/personal'],
    ['/personal', 'ar', '/personal'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/ku?x=1', 'ku', '/?x=1'],
    ['/en#top', 'en', '/#top'],
    ['/en/personal?x=1#y', 'en', '/personal?x=1#y'],
    ['/', 'ar', '/'],
    ['', 'ar', '/'],
  ])('%j → %s %j', (input, locale, path) => {
    expect(stripLocale(input)).toEqual({ locale, path });
  });

  it.each(['/english', '/enterprise/plans', '/kurdistan', '/EN/personal', '/personal/en'])(
    'leaves %j alone: only a whole first segment is a locale',
    (input) => {
      expect(stripLocale(input)).toEqual({ locale: 'ar', path: input });
    },
  );

  it('does not strip /ar: Arabic has no prefix', () => {
    expect(stripLocale('/ar/personal')).toEqual({ locale: 'ar', path: '/ar/personal' });
  });
});

describe('localizePath', () => {
  it.each([
    ['/personal', 'en', '/en/personal'],
    ['/personal', 'ku', '/ku/personal'],
    ['/personal', 'ar', '/personal'],
    ['/en/personal', 'ku', '/ku/personal'],
    ['/ku/personal', 'ar', '/personal'],
    ['/en/personal', 'en', '/en/personal'],
    ['/', 'en', '/en'],
    ['/', 'ar', '/'],
    ['/en', 'ar', '/'],
    ['/en', 'ku', '/ku'],
    ['', 'en', '/en'],
  ])('%j in %s → %j', (path, locale, expected) => {
    expect(localizePath(path, locale as 'ar' | 'en' | 'ku')).toBe(expected);
  });

  it('keeps the query string and hash', () => {
    expect(localizePath('/en/personal?x=1', 'ku')).toBe('/ku/personal?x=1');
    expect(localizePath('/personal?x=1&y=2#plans', 'en')).toBe('/en/personal?x=1&y=2#plans');
    expect(localizePath('/ku/personal?x=1', 'ar')).toBe('/personal?x=1');
    expect(localizePath('/?q=abc', 'en')).toBe('/en?q=abc');
    expect(localizePath('/en?q=abc', 'ar')).toBe('/?q=abc');
    expect(localizePath('/en#top', 'ku')).toBe('/ku#top');
  });

  it('gives a rooted path for a path typed without the leading slash', () => {
    expect(localizePath('personal', 'en')).toBe('/en/personal');
    expect(localizePath('personal', 'ar')).toBe('/personal');
  });
});
