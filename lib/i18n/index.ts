/** next-intl settings shared by the app, Storybook and tests. */
import type { IntlError } from 'next-intl';
import type { Locale } from '../locales';
import type en from '@/locales/en.json';

export type Messages = typeof en;
export const timeZone = 'Asia/Baghdad';

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

/** A missing message logs a warning (spec section 8)… */
export function onIntlError(error: IntlError): void {
  console.warn(`[i18n] ${error.code}: ${error.message}`);
}

/** …and shows the key itself as text. */
export function getMessageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return [namespace, key].filter(Boolean).join('.');
}
