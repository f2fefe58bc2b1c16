import { formatDate, formatMonth, formatSoraniDate, iraqiArabicMonths, monthNames, soraniMonths } from '../dates';

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

describe('the one date formatter (issue 28)', () => {
  const september = new Date('2026-09-05T07:05:00Z'); // 10:05 in Baghdad

  it('writes Arabic dates with the Iraqi month names and Latin digits', () => {
    expect(formatDate(september, 'ar')).toBe('5 أيلول 2026');
    expect(formatDate(september, 'ar')).not.toMatch(/سبتمبر/);
    expect(iraqiArabicMonths).toEqual(['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول']);
    expect(formatDate(new Date('2026-11-30T22:00:00Z'), 'ar')).toBe('1 كانون الأول 2026');
  });

  it('writes the time too when asked, in every language (Kurdish dropped it)', () => {
    expect(formatDate(september, 'ar', { dateStyle: 'medium', timeStyle: 'short' })).toBe('5 أيلول 2026، 10:05 ص');
    expect(formatDate(new Date('2026-09-05T15:30:00Z'), 'ar', { dateStyle: 'medium', timeStyle: 'short' })).toBe('5 أيلول 2026، 6:30 م');
    expect(formatDate(september, 'ku', { dateStyle: 'medium', timeStyle: 'short' })).toBe('5 ئەیلوول 2026، 10:05');
    expect(formatDate(september, 'en', { dateStyle: 'medium', timeStyle: 'short' })).toBe('Sep 5, 2026, 10:05 AM');
  });

  it('writes a month and year (a bill period) with the same names', () => {
    expect(formatMonth('2026-09', 'ar')).toBe('أيلول 2026');
    expect(formatMonth('2026-10', 'ku')).toBe('تشرینی یەکەم 2026');
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('not a period', 'en')).toBe('not a period');
    expect(monthNames('ar')[8]).toBe('أيلول');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('nope', 'ar')).toBe('');
  });
});
