/**
 * The canvas shows a page as visitors of its language will see it: the site's messages of the page's
 * locale (not the editor's route, which is Arabic at /editor), and the data the server adds to some
 * blocks (an add-on card's add-on, a list's add-ons…) fetched for that locale from /api/editor/resolve.
 */
import type { Config } from '@puckeditor/core';
import { NextIntlClientProvider } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import { getMessageFallback, onIntlError, timeZone } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/locales';

/**
 * The blocks whose props the server completes when it serves a page (lib/server/content/resolve.ts,
 * `resolvers`; a test keeps the two lists the same).
 */
export const resolvedBlockTypes = ['AddonCard', 'AddonList', 'RoamingCountries', 'ProductGrid', 'JobsList', 'BlogList', 'SharedSection'] as const;

const CanvasLocale = createContext<Locale | null>(null);

type Render = (props: Record<string, unknown>) => ReactNode;

/** The props Puck adds and the server does not need. */
function authoredProps({ puck: _puck, editMode: _editMode, id: _id, ...rest }: Record<string, unknown>): Record<string, unknown> {
  return rest;
}

function Resolved({ type, props, render }: { type: string; props: Record<string, unknown>; render: Render }) {
  const locale = useContext(CanvasLocale);
  const authored = authoredProps(props);
  const key = locale ? ['editor-resolve', locale, type, JSON.stringify(authored)] : null;
  const { data, error } = useSWR(key, () => apiFetch<Record<string, unknown>>('/api/editor/resolve', { method: 'POST', body: { type, props: authored }, lang: locale! }).then((a) => a.data), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  // Until the data is there, a quiet placeholder rather than the block's "no longer available" state.
  if (!data && !error && key) return <div aria-busy="true" style={{ minHeight: 96 }} />;
  return render({ ...props, ...(data ?? {}) });
}

/** Puck's config with the server-completed blocks rendering their data in the canvas's locale. */
export function withResolvedData(config: Config): Config {
  const components = { ...config.components };
  for (const type of resolvedBlockTypes) {
    const component = components[type];
    if (!component?.render) continue;
    const render = component.render as unknown as Render;
    components[type] = { ...component, render: (props: Record<string, unknown>) => <Resolved type={type} props={props} render={render} /> } as typeof component;
  }
  return { ...config, components };
}

/** The site's providers for the page's locale around the canvas (messages load once per locale). */
export function CanvasProviders({ locale, loading, children }: { locale: Locale; loading: ReactNode; children: ReactNode }) {
  const { data: messages } = useSWR(['editor-messages', locale], () => loadMessages(locale), { revalidateOnFocus: false, revalidateIfStale: false });
  if (!messages) return <>{loading}</>;
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone} onError={onIntlError} getMessageFallback={getMessageFallback}>
      <CanvasLocale.Provider value={locale}>{children}</CanvasLocale.Provider>
    </NextIntlClientProvider>
  );
}
