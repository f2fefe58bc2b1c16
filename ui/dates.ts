import { useFormatter, useLocale } from 'next-intl';
import { useCallback } from 'react';
import { timeZone } from '@/lib/i18n';
import { localeRecords, toLocale } from '@/lib/locales';

export type DateStyle = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/**
 * Formats dates in the page's language with next-intl's formatter. Kurdish is the exception: the
 * site's locale code `ku` reads as Kurmanji (Latin script) to Intl, so Sorani dates use the locale's
 * ISO code (`ckb-IQ`, Arabic script, Sorani month names) in the same time zone.
 */
export function useDateFormat(): (value: string | Date, style?: DateStyle) => string {
  const format = useFormatter();
  const locale = toLocale(useLocale());
  return useCallback(
    (value, style = { dateStyle: 'medium' }) => {
      const date = typeof value === 'string' ? new Date(value) : value;
      if (Number.isNaN(date.getTime())) return '';
      if (locale === 'ku') return new Intl.DateTimeFormat(localeRecords.ku.iso, { ...style, timeZone }).format(date);
      return format.dateTime(date, style);
    },
    [format, locale],
  );
}
