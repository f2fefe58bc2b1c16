/** Server-side messages: the same locale files and ICU format as the browser (next-intl). */
import { createTranslator } from 'next-intl';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';
import { logger } from './logger';

export type Messages = typeof en;
export const allMessages: Record<Locale, Messages> = { ar, en, ku };

export type ServerTranslator = (key: string, values?: Record<string, string | number>) => string;

const cache = new Map<Locale, ServerTranslator>();

export function serverTranslator(locale: Locale): ServerTranslator {
  let t = cache.get(locale);
  if (!t) {
    const translate = createTranslator({
      locale,
      messages: allMessages[locale],
      onError: (error) => logger.warn({ locale, err: error.message }, 'missing message'),
      getMessageFallback: ({ namespace, key }) => [namespace, key].filter(Boolean).join('.'),
    });
    t = (key, values) => (translate as unknown as ServerTranslator)(key, values);
    cache.set(locale, t);
  }
  return t;
}

/** An amount of reward points with its plural in `locale` (the message ui/points.ts uses in the browser). */
export function pointsText(locale: Locale, value: number): string {
  return serverTranslator(locale)('price.points', { count: value, n: formatPrice(value) });
}
