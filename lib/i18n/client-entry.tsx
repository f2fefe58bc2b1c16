/**
 * What the browser gets for `import … from 'next-intl'` (next.config.ts aliases it in the client
 * build only; the server, Storybook and tests use next-intl itself). next-intl's client entry wraps
 * use-intl's hooks for React Server Components and, in doing so, calls its wrapper on `useFormatter`
 * when the module loads: that call keeps use-intl's whole formatter (dates, relative times, lists,
 * display names: about 0.7 kB gzip) on every page although no component uses it. The pages router has
 * no server components, so the hooks come straight from use-intl, where unused ones are dropped.
 * Same names, same behaviour: the provider is next-intl's (a locale is required), on use-intl's.
 */
import type { ComponentProps } from 'react';
import { IntlProvider } from 'use-intl';

export * from 'use-intl';

export function NextIntlClientProvider({ locale, ...rest }: ComponentProps<typeof IntlProvider>) {
  if (!locale) throw new Error('NextIntlClientProvider: no locale');
  return <IntlProvider locale={locale} {...rest} />;
}
