import { formatPrice, toNumberOrNull } from '../format';

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
