import '@/lib/theme/fonts.css';
import '@/lib/theme/base.css';
import '@/lib/theme/colors.css';
import '@/lib/theme/accessibility.css';
import '@/shell/loading-bar.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { skipRevalidationHead } from '@/lib/data-fetch-once';
import { getMessageFallback, onIntlError, timeZone } from '@/lib/i18n';
import { directionOf, toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { installAutoReload } from '@/shell/errors/auto-reload';
import { ErrorBoundary } from '@/shell/errors/ErrorBoundary';
import { NoticeProvider } from '@/shell/feedback/notice';
import { SiteToaster } from '@/shell/feedback/SiteToaster';
import { SiteLayout } from '@/shell/layouts';
import { LoadingBar } from '@/shell/LoadingBar';

export default function App({ Component, pageProps, router }: AppProps<ShellPageProps>) {
  const locale = toLocale(router.locale);

  useEffect(() => installAutoReload(), []);
  // One request for a page's data per navigation (lib/data-fetch-once.ts).
  useEffect(() => skipRevalidationHead(router), [router]);
  useEffect(() => {
    // _document renders only on the server: keep <html lang dir> right after client-side changes.
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);

  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pageProps.messages}
      timeZone={timeZone}
      onError={onIntlError}
      getMessageFallback={getMessageFallback}
    >
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <LoadingBar />
      <NoticeProvider>
        <ErrorBoundary>
          <SiteLayout
            name={pageProps.layout ?? 'page'}
            menus={pageProps.menus}
            demoMode={pageProps.site?.demoMode}
            forcedColorMode={pageProps.forcedColorMode}
            languages={pageProps.languages}
          >
            <Component {...pageProps} />
          </SiteLayout>
        </ErrorBoundary>
      </NoticeProvider>
      <SiteToaster />
    </NextIntlClientProvider>
  );
}
