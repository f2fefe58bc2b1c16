import { formatSoraniDate, soraniMonths } from '../dates';

describe('Sorani dates', () => {
  it('uses Sorani month names, the same on server and browser', () => {
    const date = new Date('2026-08-05T10:00:00Z');
    expect(formatSoraniDate(date, 'long')).toBe('5ی ئابی 2026');
    expect(formatSoraniDate(date, 'medium')).toBe('5 ئاب 2026');
    expect(soraniMonths).toHaveLength(12);
  });

  it('counts days in Baghdad time', () => {
    // 22:30 UTC on 31 December is already 1 January in Baghdad (UTC+3).
    expect(formatSoraniDate(new Date('2026-12-31T22:30:00Z'), 'medium')).toBe('1 کانوونی دووەم 2027');
  });
});
