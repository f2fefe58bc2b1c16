/** Locale records (spec section 3) and locale-aware paths (spec section 2). */
export type Locale = 'ar' | 'en' | 'ku';
export type Direction = 'rtl' | 'ltr';

export interface LocaleRecord {
  /** The language's own name, shown in the language switch. */
  name: string;
  iso: string;
  flag: string;
  direction: Direction;
}

export const locales = ['ar', 'en', 'ku'] as const satisfies readonly Locale[];
export const defaultLocale: Locale = 'ar';

export const localeRecords: Record<Locale, LocaleRecord> = {
  ar: { name: 'العربية', iso: 'ar-IQ', flag: '🇮🇶', direction: 'rtl' },
  en: { name: 'English', iso: 'en-US', flag: '🇬🇧', direction: 'ltr' },
  ku: { name: 'کوردی', iso: 'ckb-IQ', flag: '☀️', direction: 'rtl' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Falls back to the default locale for anything unknown (e.g. Next's router before hydration). */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function directionOf(locale: Locale): Direction {
  return localeRecords[locale].direction;
}

/** The path prefix of a locale: empty for the default (Arabic), `/en` and `/ku` otherwise. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** Removes a leading `/en` or `/ku` (spec section 2: prefixes are stripped before content lookups). */
export function stripLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/(en|ku)(?=\/|$|\?|#)/.exec(path);
  if (!match) return { locale: defaultLocale, path: path || '/' };
  const rest = path.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The same path in another locale: `/en/personal?x=1` → `/ku/personal?x=1`. */
export function localizePath(path: string, locale: Locale): string {
  const stripped = stripLocale(path).path;
  const bare = stripped.startsWith('/') ? stripped : `/${stripped}`;
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === '/' ? prefix : bare.startsWith('/?') || bare.startsWith('/#') ? prefix + bare.slice(1) : prefix + bare;
}
