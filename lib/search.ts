/** Search autocompletion results (spec section 3): group 1 links, 2 shop products, 3 bundles. */
import { localizePath, type Locale } from './locales';

export interface SearchEntry {
  id: string;
  keyword: string;
  link: string;
  /** One line under the result that says what it is (absent from an older server). */
  context?: string;
}

export type SearchGroups = Partial<Record<'1' | '2' | '3', SearchEntry[]>>;

/** Where a result leads: bundle results go to the localised /personal/add-on/{link} (spec section 2). */
export function searchResultHref(group: '1' | '2' | '3', entry: SearchEntry, locale: Locale): string {
  if (group === '3') return localizePath(`/personal/add-on/${encodeURIComponent(entry.link)}`, locale);
  return localizePath(entry.link.startsWith('/') ? entry.link : `/${entry.link}`, locale);
}

/** ctrl+K, or cmd+K on Mac and iOS (spec section 2). */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>, isApple: boolean): boolean {
  return event.key.toLowerCase() === 'k' && (isApple ? event.metaKey : event.ctrlKey);
}
