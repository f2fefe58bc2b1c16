/** What every page passes to the shell (_app), whatever its data source. */
import type { PageMessages } from './i18n/namespaces';
import type { Locale } from './locales';
import type { ShellMenus } from './menu';

export const layoutNames = ['page', 'blog', 'page-mobile', 'page-iframe', 'dashboard', 'sidebar', 'collapse', 'empty'] as const;
export type LayoutName = (typeof layoutNames)[number];

export interface SiteInfo {
  /** Absolute origin for canonical links, e.g. https://www.example.iq */
  url: string;
  demoMode: boolean;
}

export interface ShellPageProps {
  /** Only the namespaces the page uses (lib/i18n/namespaces.ts). */
  messages: PageMessages;
  site: SiteInfo;
  /** Absent on pages rendered without the database (error pages): they show a minimal header. */
  menus?: ShellMenus;
  layout?: LayoutName;
  forcedColorMode?: 'light' | 'dark';
  /** The languages this page exists in (the language menu offers only these); absent: all three. */
  languages?: Locale[];
}
