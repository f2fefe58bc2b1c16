/** Menu items of the site map and the rules that select and lay them out (spec section 2). */
import { stripLocale } from './locales';

export interface MenuItem {
  name: string;
  permalink: string;
  children?: MenuItem[];
  childLimit?: number;
  /** Opens in a new window. */
  target?: '_blank';
}

/** The menus every page's shell shows (site-map positions header, footer and account). */
export interface ShellMenus {
  header: MenuItem[];
  footer: MenuItem[];
  account: MenuItem[];
}

export const DEFAULT_SECTION = '/personal';
export const DEFAULT_COLUMN_SIZE = 10;

/** The section of a path is its first segment after the locale: `/en/personal/roaming` → `/personal`. */
export function sectionOf(path: string): string {
  const bare = stripLocale(path.split(/[?#]/)[0]).path;
  const first = bare.split('/').filter(Boolean)[0];
  return first ? `/${first}` : DEFAULT_SECTION;
}

function barePath(path: string): string {
  return stripLocale(path.split(/[?#]/)[0]).path.replace(/\/+$/, '') || '/';
}

function isWithin(path: string, permalink: string): boolean {
  const base = barePath(permalink);
  return path === base || path.startsWith(base === '/' ? '/' : `${base}/`);
}

/** The top-level item of the current path's section, else the `/personal` item, else the first. */
export function selectTopMenu(items: MenuItem[], path: string): MenuItem | undefined {
  const section = sectionOf(path);
  return (
    items.find((item) => sectionOf(item.permalink) === section) ??
    items.find((item) => barePath(item.permalink) === DEFAULT_SECTION) ??
    items[0]
  );
}

/** The second-level item whose permalink is the longest prefix of the path, else `/personal`. */
export function selectSecondMenu(items: MenuItem[], path: string): MenuItem | undefined {
  const current = barePath(path);
  let best: MenuItem | undefined;
  for (const item of items) {
    if (isWithin(current, item.permalink) && (!best || barePath(item.permalink).length > barePath(best.permalink).length)) {
      best = item;
    }
  }
  return best ?? items.find((item) => barePath(item.permalink) === DEFAULT_SECTION);
}

/** A childLimit that is not a positive integer falls back to 10 (spec section 5). */
export function columnSize(childLimit: unknown): number {
  return typeof childLimit === 'number' && Number.isInteger(childLimit) && childLimit > 0 ? childLimit : DEFAULT_COLUMN_SIZE;
}

/** Splits a mega-menu's children into columns of `childLimit` items; a missing or empty list gives none. */
export function splitColumns<T>(items: T[] | null | undefined, childLimit?: unknown): T[][] {
  if (!Array.isArray(items) || items.length === 0) return [];
  const size = columnSize(childLimit);
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size));
  return columns;
}
