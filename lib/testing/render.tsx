/**
 * Renders a component the way a page does (messages of a locale and a
 * Next router at a path) for component and block tests.
 */
import { render, type RenderOptions } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { getMessageFallback, timeZone, type Messages } from '@/lib/i18n';
import { defaultLocale, locales, type Locale } from '@/lib/locales';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';


export const testMessages: Record<Locale, Messages> = { ar, en, ku };

export function mockRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  const noop = () => undefined;
  return {
    basePath: '',
    pathname: '/[[...slugs]]',
    route: '/[[...slugs]]',
    query: {},
    asPath: '/',
    isFallback: false,
    isReady: true,
    isLocaleDomain: false,
    isPreview: false,
    locale: defaultLocale,
    locales: [...locales],
    defaultLocale,
    push: jest.fn(async () => true),
    replace: jest.fn(async () => true),
    reload: noop,
    back: noop,
    forward: noop,
    prefetch: jest.fn(async () => undefined),
    beforePopState: noop,
    events: { on: noop, off: noop, emit: noop },
    ...overrides,
  } as NextRouter;
}

export interface ProviderOptions {
  locale?: Locale;
  path?: string;
  router?: Partial<NextRouter>;
}

export function Providers({ locale = 'en', path = '/', router, children }: ProviderOptions & { children: ReactNode }) {
  return (
    <RouterContext.Provider value={mockRouter({ locale, asPath: path, ...router })}>
      <NextIntlClientProvider locale={locale} messages={testMessages[locale]} timeZone={timeZone} getMessageFallback={getMessageFallback} onError={() => undefined}>
        {children}
      </NextIntlClientProvider>
    </RouterContext.Provider>
  );
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { locale, path, router, ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers locale={locale} path={path} router={router}>
        {children}
      </Providers>
    ),
    ...rest,
  });
}
