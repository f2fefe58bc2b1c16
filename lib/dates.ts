/**
 * The one date formatter of the site (issue 28: mixed date formats on one card, Egyptian month names
 * in Iraq). Every date the site shows goes through `formatDate` (in a component, `useDateFormat` of
 * ui/dates.ts; on the server, for texts written in every language such as notifications), in Baghdad time:
 * - Arabic: the Iraqi month names (كانون الثاني … أيلول … كانون الأول), not سبتمبر; Latin digits,
 *   like every number on the site. Composed here, so server and browser agree whatever their ICU says.
 * - Kurdish (Sorani): the Sorani month names, composed here (browsers do not agree on Kurdish: to Intl
 *   `ku` is Kurmanji, and many have no `ckb` data).
 * - English: Intl's English.
 * A month and year alone ("October 2026") is `formatMonth`.
 */
import { timeZone } from '@/lib/i18n';
import type { Locale } from '@/lib/locales';

export type DateStyle = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/** Sorani names of the Gregorian months, as used in Iraqi Kurdistan. */
export const soraniMonths = [
  'کانوونی دووەم', 'شوبات', 'ئازار', 'نیسان', 'ئایار', 'حوزەیران',
  'تەممووز', 'ئاب', 'ئەیلوول', 'تشرینی یەکەم', 'تشرینی دووەم', 'کانوونی یەکەم',
];

/** Arabic names of the Gregorian months as Iraq (and the Levant) says them. */
export const iraqiArabicMonths = [
  'كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران',
  'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول',
];

/** The month names of a language, January first. */
export function monthNames(locale: Locale): string[] {
  if (locale === 'ar') return iraqiArabicMonths;
  if (locale === 'ku') return soraniMonths;
  const format = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
}

let parts: Intl.DateTimeFormat | undefined;

/** Year, month, day, hour and minute of `date` in Baghdad. */
function baghdadParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  parts ??= new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
  const found = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return { year: found.year, month: found.month, day: found.day, hour: found.hour % 24, minute: found.minute, second: found.second };
}

const pad = (n: number) => String(n).padStart(2, '0');

function composedTime(locale: 'ar' | 'ku', p: ReturnType<typeof baghdadParts>, style: DateStyle['timeStyle']): string {
  const seconds = style === 'medium' || style === 'long' || style === 'full' ? `:${pad(p.second)}` : '';
  if (locale === 'ku') return `${pad(p.hour)}:${pad(p.minute)}${seconds}`;
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${hour}:${pad(p.minute)}${seconds} ${p.hour < 12 ? 'ص' : 'م'}`;
}

function composedDate(locale: 'ar' | 'ku', p: ReturnType<typeof baghdadParts>, style: DateStyle['dateStyle']): string {
  const month = monthNames(locale)[p.month - 1];
  if (style === 'short') return locale === 'ar' ? `${p.day}/${p.month}/${p.year}` : `${p.year}/${p.month}/${p.day}`;
  if (locale === 'ku' && (style === 'long' || style === 'full')) return `${p.day}ی ${month}ی ${p.year}`;
  return `${p.day} ${month} ${p.year}`;
}

/**
 * A date (and time, with `timeStyle`) in `locale`, in Baghdad time; '' for a value that is not a date.
 * The default is the date alone, medium ("27 Nov 2026" style).
 */
export function formatDate(value: string | Date, locale: Locale, style: DateStyle = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (locale === 'en') return new Intl.DateTimeFormat('en-US', { ...style, timeZone }).format(date);
  const p = baghdadParts(date);
  const day = style.dateStyle ? composedDate(locale, p, style.dateStyle) : '';
  const time = style.timeStyle ? composedTime(locale, p, style.timeStyle) : '';
  return [day, time].filter(Boolean).join('، ');
}

/** A Sorani date (kept for callers of the old name). */
export function formatSoraniDate(date: Date, style: DateStyle['dateStyle'] = 'medium'): string {
  return formatDate(date, 'ku', { dateStyle: style });
}

/** "2026-10" (a bill's period) as "October 2026", "تشرين الأول 2026", "تشرینی یەکەم 2026". */
export function formatMonth(period: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12) return period;
  return `${monthNames(locale)[month - 1]} ${year}`;
}
