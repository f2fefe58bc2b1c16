/**
 * next-intl's request configuration. The Pages Router does not use it (messages come through page
 * props), but the next-intl plugin, which precompiles our messages at build time, requires the file.
 */
import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from '../locales';
import { timeZone } from './index';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, timeZone, messages: await loadMessages(locale) };
});
