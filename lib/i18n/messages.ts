/**
 * A language's whole message catalogue (lib/i18n/index.ts has the settings). Its own module: the
 * settings are in every page's _app chunk, and this function's three catalogue imports would add their
 * loader there too, although only the server, the error page and the editor call it.
 */
import type { Locale } from '../locales';
import type { Messages } from './index';

/** Only the active locale's messages go to the browser: call from getStaticProps / getServerSideProps. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'en':
      return (await import('@/locales/en.json')).default;
    case 'ku':
      return (await import('@/locales/ku.json')).default;
    default:
      return (await import('@/locales/ar.json')).default;
  }
}
