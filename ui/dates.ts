/**
 * The site's date formatter for components: `useDateFormat` formats in the page's language. The
 * formatting itself is lib/dates.ts (shared with the server, which writes notifications in every
 * language with it), re-exported here for the components that import it from ui/.
 */
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { formatDate, type DateStyle } from '@/lib/dates';
import { toLocale } from '@/lib/locales';

export { formatDate, formatMonth, formatSoraniDate, iraqiArabicMonths, monthNames, soraniMonths, type DateStyle } from '@/lib/dates';

/** Formats dates in the page's language (formatDate with the page's locale). */
export function useDateFormat(): (value: string | Date, style?: DateStyle) => string {
  const locale = toLocale(useLocale());
  return useCallback((value, style = { dateStyle: 'medium' }) => formatDate(value, locale, style), [locale]);
}
