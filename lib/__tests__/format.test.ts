import { CURRENCY, formatMoney, formatPrice, joinParts, toNumberOrNull } from '../format';

describe('formatPrice', () => {
  it.each([
    [5000, '5,000'],
    ['12500', '12,500'],
    [' 12500 ', '12,500'],
    [0, '0'],
    ['0', '0'],
    [999, '999'],
    [1_000_000, '1,000,000'],
    [-5000, '-5,000'],
    [1234.5, '1,234.5'],
    ['60000.00', '60,000'],
  ])('%j → %j', (value, shown) => {
    expect(formatPrice(value)).toBe(shown);
  });

  it.each([
    ['NaN', Number.NaN],
    ['undefined', undefined],
    ['null', null],
    ["'abc'", 'abc'],
    ["''", ''],
    ["'   '", '   '],
    ["'1,000' (already formatted)", '1,000'],
    ["'12abc'", '12abc'],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['true', true],
    ['an object', { price: 5000 }],
    ['an array', [5000]],
  ])('shows - for %s', (_label, value) => {
    expect(formatPrice(value)).toBe('-');
  });
});

describe('toNumberOrNull', () => {
  it('reads numbers and numeric strings, nothing else', () => {
    expect(toNumberOrNull(42)).toBe(42);
    expect(toNumberOrNull('-7.25')).toBe(-7.25);
    expect(toNumberOrNull('1e3')).toBeNull();
    expect(toNumberOrNull('0x10')).toBeNull();
    expect(toNumberOrNull(Number.NaN)).toBeNull();
  });
});

describe('one currency form per language', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const messages = { ar: require('@/locales/ar.json'), en: require('@/locales/en.json'), ku: require('@/locales/ku.json') } as const;
  const strings = (node: unknown, path = ''): [string, string][] =>
    typeof node === 'string' ? [[path, node]] : Object.entries(node as object).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));

  it('formatMoney writes IQD in English and د.ع in Arabic and Kurdish', () => {
    expect(formatMoney(5000, 'en')).toBe('5,000 IQD');
    expect(formatMoney(5000, 'ar')).toBe('5,000 د.ع');
    expect(formatMoney('500', 'ku')).toBe('500 د.ع');
    expect(CURRENCY).toEqual({ en: 'IQD', ar: 'د.ع', ku: 'د.ع' });
  });

  it.each(['ar', 'en', 'ku'] as const)('%s: the price messages give the same form as formatMoney', (locale) => {
    for (const key of ['price.iqd', 'myAccount.common.iqd']) {
      const template = key.split('.').reduce((o: Record<string, unknown>, k) => o[k] as Record<string, unknown>, messages[locale]) as unknown as string;
      expect([key, template.replace('{amount}', formatPrice(5000))]).toEqual([key, formatMoney(5000, locale)]);
    }
  });

  it.each(['ar', 'ku'] as const)('%s: no amount is written in dinars in words, only د.ع', (locale) => {
    // "{amount} دينار", "5,000 دینار", "(دينار)": another form next to an amount or as a label.
    const other = /(\}|\d)\s*(دينار|دینار)|\((دينار|دینار)\)|(دينار|دینار)ی? ?(عراقي|عێراقی)\s*\./;
    expect(strings(messages[locale]).filter(([, text]) => other.test(text))).toEqual([]);
  });

  it('en: amounts are in IQD, never in "dinars" or "ID"', () => {
    expect(strings(messages.en).filter(([, text]) => /(\}|\d)\s*(dinars?|ID\b|IQ\b)/i.test(text))).toEqual([]);
  });
});

describe('joinParts (issue 28: Latin commas in Arabic text)', () => {
  it('joins with the Arabic comma in Arabic and Kurdish, the Latin one in English, leaving out empty parts', () => {
    expect(joinParts(['شارع 14', 'الكرادة', 'بغداد'], 'ar')).toBe('شارع 14، الكرادة، بغداد');
    expect(joinParts(['شەقامی 60', '', 'هەولێر'], 'ku')).toBe('شەقامی 60، هەولێر');
    expect(joinParts(['Street 14', null, 'Karrada', undefined, 'Baghdad'], 'en')).toBe('Street 14, Karrada, Baghdad');
  });
});
