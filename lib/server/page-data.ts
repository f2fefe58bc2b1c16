/** The shell's props for getStaticProps / getServerSideProps (see lib/page-props.ts). */
import { loadMessages } from '@/lib/i18n/messages';
import { pickMessages, withShell, type MessageNamespace, type PageMessages } from '@/lib/i18n/namespaces';
import type { GetServerSideProps } from 'next';
import { toLocale, type Locale } from '@/lib/locales';
import type { LayoutName, ShellPageProps } from '@/lib/page-props';
import { serverEnv } from './env';
import { getShellMenus } from './services/site-map';

export interface ShellOptions {
  layout?: LayoutName;
  forcedColorMode?: 'light' | 'dark';
  /**
   * The message namespaces the page uses beyond the shell's (lib/i18n/namespaces.ts), declared beside
   * its view, flow or blocks; 'all' only for the editor, which shows every block and flow.
   */
  messages?: readonly MessageNamespace[] | 'all';
}

async function pageMessages(locale: Locale, namespaces: ShellOptions['messages']): Promise<PageMessages> {
  const all = await loadMessages(locale);
  return namespaces === 'all' ? all : pickMessages(all, withShell(namespaces));
}

function site() {
  const env = serverEnv();
  return { url: env.SITE_URL, demoMode: env.demoMode };
}

/** The active locale's messages the page uses, the menus from the site map, and site settings. */
export async function shellProps(locale: Locale, options: ShellOptions = {}): Promise<ShellPageProps> {
  const [messages, menus] = await Promise.all([pageMessages(locale, options.messages), getShellMenus(locale)]);
  return { messages, menus, site: site(), layout: options.layout ?? 'page', ...(options.forcedColorMode ? { forcedColorMode: options.forcedColorMode } : {}) };
}

/** For pages prerendered at build time without the database (error pages, the editor): no menus. */
export async function staticShellProps(locale: Locale, options: ShellOptions = {}): Promise<ShellPageProps> {
  return { messages: await pageMessages(locale, options.messages), site: site(), layout: options.layout ?? 'collapse' };
}

/** getServerSideProps of a legal page (terms, privacy, cookies): the shell and the page's own messages, cached an hour. */
export function legalPageProps(messages: readonly MessageNamespace[]): GetServerSideProps<ShellPageProps> {
  return async ({ locale, res }) => {
    res.setHeader('Cache-Control', 'public, s-maxage=3600');
    return { props: await shellProps(toLocale(locale), { layout: 'page', messages }) };
  };
}
