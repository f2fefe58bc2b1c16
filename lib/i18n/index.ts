/** next-intl settings shared by the app, Storybook and tests. */
import type { IntlError } from 'next-intl';
import type en from '@/locales/en.json';

export type Messages = typeof en;
export const timeZone = 'Asia/Baghdad';

/** A missing message logs a warning (spec section 8)… */
export function onIntlError(error: IntlError): void {
  console.warn(`[i18n] ${error.code}: ${error.message}`);
}

/** …and shows the key itself as text. */
export function getMessageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return [namespace, key].filter(Boolean).join('.');
}
