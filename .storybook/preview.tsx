/**
 * Every story renders inside the same providers as pages/_app.tsx, in the locale chosen in the
 * toolbar (design.md sections 3 and 8): messages, <html lang dir> and
 * the Next router's locale.
 */
import '@/lib/theme/fonts.css';
import '@/lib/theme/base.css';
import '@/lib/theme/colors.css';
import '@/lib/theme/accessibility.css';
import type { Decorator, Loader, Preview } from '@storybook/nextjs';
import { getRouter } from '@storybook/nextjs/router.mock';
import { NextIntlClientProvider } from 'next-intl';
import { useLayoutEffect, type ReactNode } from 'react';
import { getMessageFallback, onIntlError, timeZone, type Messages } from '@/lib/i18n';
import { defaultLocale, directionOf, localeRecords, locales, toLocale, type Locale } from '@/lib/locales';
import { NoticeProvider } from '@/shell/feedback/notice';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';

const messages: Record<Locale, Messages> = { ar, en, ku };

function setDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * The Next router's locale follows the toolbar. @storybook/nextjs's own loader creates the mock
 * router from `parameters.nextjs.router` (asPath, pathname, …) on every render, including after a
 * globals change; this loader runs after it and sets the i18n fields of next.config.ts on that
 * router, so `useRouter().locale` is the toolbar's locale even if a story's router parameter names
 * another one.
 */
const localeLoader: Loader = ({ globals }) => {
  const locale = toLocale(globals.locale);
  Object.assign(getRouter(), { locale, locales: [...locales], defaultLocale });
  // Before the first render, so the first paint already has the right direction and font.
  setDocumentLocale(locale);
};

/** The providers of pages/_app.tsx. */
function LocaleShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  useLayoutEffect(() => setDocumentLocale(locale), [locale]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages[locale]}
      timeZone={timeZone}
      onError={onIntlError}
      getMessageFallback={getMessageFallback}
    >
      <NoticeProvider>{children}</NoticeProvider>
    </NextIntlClientProvider>
  );
}

const withLocale: Decorator = (Story, { globals }) => (
  <LocaleShell locale={toLocale(globals.locale)}>
    <Story />
  </LocaleShell>
);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language and direction of the site',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((locale) => ({
          value: locale,
          title: `${localeRecords[locale].name} (${locale}, ${directionOf(locale)})`,
          right: directionOf(locale),
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale },
  loaders: [localeLoader],
  decorators: [withLocale],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    nextjs: { router: { pathname: '/[[...slugs]]', asPath: '/personal' } },
  },
};

export default preview;
