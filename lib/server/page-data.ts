/** The shell's props for getStaticProps / getServerSideProps (see lib/page-props.ts). */
import { loadMessages } from '@/lib/i18n';
import type { Locale } from '@/lib/locales';
import type { LayoutName, ShellPageProps } from '@/lib/page-props';
import { serverEnv } from './env';
import { getShellMenus } from './services/site-map';

export interface ShellOptions {
  layout?: LayoutName;
  forcedColorMode?: 'light' | 'dark';
}

function site() {
  const env = serverEnv();
  return { url: env.SITE_URL, demoMode: env.demoMode };
}

/** Messages of the active locale only, the menus from the site map, and site settings. */
export async function shellProps(locale: Locale, options: ShellOptions = {}): Promise<ShellPageProps> {
  const [messages, menus] = await Promise.all([loadMessages(locale), getShellMenus(locale)]);
  return { messages, menus, site: site(), layout: options.layout ?? 'page', ...(options.forcedColorMode ? { forcedColorMode: options.forcedColorMode } : {}) };
}

/** For pages prerendered at build time without the database (error pages): no menus. */
export async function staticShellProps(locale: Locale, options: ShellOptions = {}): Promise<ShellPageProps> {
  return { messages: await loadMessages(locale), site: site(), layout: options.layout ?? 'collapse' };
}
