import { useFormatter, useLocale } from 'next-intl';
import { useCallback } from 'react';
import { timeZone } from '@/lib/i18n';
import { toLocale } from '@/lib/locales';

export type DateStyle = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/** Sorani names of the Gregorian months, as used in Iraqi Kurdistan. */
export const soraniMonths = [
  'کانوونی دووەم', 'شوبات', 'ئازار', 'نیسان', 'ئایار', 'حوزەیران',
  'تەممووز', 'ئاب', 'ئەیلوول', 'تشرینی یەکەم', 'تشرینی دووەم', 'کانوونی یەکەم',
];

/**
 * A Sorani date. Browsers do not agree on Kurdish: to Intl `ku` is Kurmanji (Latin script), and many
 * browsers have no `ckb` data at all (they fall back to English, and the page would not match what the
 * server rendered). So Sorani dates are composed here, identically on server and browser.
 */
export function formatSoraniDate(date: Date, style: DateStyle['dateStyle'] = 'medium'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const month = soraniMonths[Number(parts.month) - 1];
  if (style === 'short') return `${parts.year}/${parts.month}/${parts.day}`;
  return style === 'medium' ? `${parts.day} ${month} ${parts.year}` : `${parts.day}ی ${month}ی ${parts.year}`;
}

/** Formats dates in the page's language: next-intl for Arabic and English, formatSoraniDate for Kurdish. */
export function useDateFormat(): (value: string | Date, style?: DateStyle) => string {
  const format = useFormatter();
  const locale = toLocale(useLocale());
  return useCallback(
    (value, style = { dateStyle: 'medium' }) => {
      const date = typeof value === 'string' ? new Date(value) : value;
      if (Number.isNaN(date.getTime())) return '';
      if (locale === 'ku') return formatSoraniDate(date, style.dateStyle);
      return format.dateTime(date, style);
    },
    [format, locale],
  );
}
