import { highlightParts, vanityPromoPrice, vanityType } from '../vanity';

describe('vanityType (by the pattern of the last 7 digits)', () => {
  it.each([
    ['07714444444', 'gold'],
    ['07719955555', 'gold'],
    ['07716234567', 'gold'],
    ['07718765432', 'gold'],
    ['07713778888', 'silver'],
    ['07719982982', 'silver'],
    ['07715686868', 'silver'],
    ['07713912345', 'silver'],
    ['07711452111', 'bronze'],
    ['07718998800', 'bronze'],
  ])('%s is %s', (number, type) => expect(vanityType(number)).toBe(type));
});

it('the promo price is 5 % off, in whole IQD', () => {
  expect(vanityPromoPrice(750_000)).toBe(712_500);
  expect(vanityPromoPrice(99_999)).toBe(94_999);
});

describe('highlightParts', () => {
  it('marks every occurrence of the digits', () => {
    expect(highlightParts('07714444444', '444')).toEqual([
      { text: '0771', match: false },
      { text: '444', match: true },
      { text: '444', match: true },
      { text: '4', match: false },
    ]);
  });
  it('marks the digits at the end', () => {
    expect(highlightParts('07716234567', '4567')).toEqual([
      { text: '0771623', match: false },
      { text: '4567', match: true },
    ]);
  });
  it('leaves a number without the digits whole', () => {
    expect(highlightParts('07716234567', '9999')).toEqual([{ text: '07716234567', match: false }]);
  });
});
