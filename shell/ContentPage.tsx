import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import type { PageDocument } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import { BlockTree } from '@/registry/BlockTree';
import { SeoHead } from './SeoHead';
import styles from './ContentPage.module.css';

// Only a page that runs a test needs them (they render nothing): their own chunk, loaded by such a page,
// keeps them out of every other page's first load (the content page was at its 140 kB budget).
const VariantTracker = dynamic(() => import('./VariantTracker').then((m) => m.VariantTracker), { ssr: false });
const VariantAssigner = dynamic(() => import('./VariantTracker').then((m) => m.VariantAssigner), { ssr: false });

/** A published page document: its SEO head and its block tree (the home page's Organization data is in pages/_document.tsx). */
export function ContentPage({ doc, siteUrl, languages }: { doc: PageDocument; siteUrl: string; languages?: readonly Locale[] }) {
  const t = useTranslations('meta');
  const isHome = doc.uri === '/';
  return (
    <>
      <SeoHead
        title={isHome ? '' : doc.title}
        description={doc.seo.description ?? t('defaultDescription')}
        image={doc.seo.image}
        path={doc.uri}
        locale={doc.locale}
        siteUrl={siteUrl}
        siteName={t('siteName')}
        languages={languages}
      />
      {doc.variant ? (
        <div data-variant={doc.variant.key}>
          <BlockTree content={doc.data.content} markIds />
          <VariantTracker uri={doc.uri} locale={doc.locale} tests={doc.variant.tests} />
        </div>
      ) : (
        <PendingVariant pending={!!doc.variantPending} uri={doc.uri} locale={doc.locale}>
          <BlockTree content={doc.data.content} />
        </PendingVariant>
      )}
    </>
  );
}

/** How long a first-time visitor's page waits for their variant at most (ContentPage.module.css waits as long). */
const REVEAL_AFTER_MS = 1_500;

/**
 * The cached page of a page that runs a test, for a visitor without a variant: its blocks stay hidden
 * (ContentPage.module.css) until VariantAssigner has the visitor's variant and shows it in place, or
 * hears there is none for them; otherwise the blocks, as they are.
 */
function PendingVariant({ pending, uri, locale, children }: { pending: boolean; uri: string; locale: Locale; children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  // Shown as they are after REVEAL_AFTER_MS whatever happens: the CSS fallback does not run in the
  // accessibility widget's reading mode (no animations), and the assigner is a chunk that may not load.
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setSettled(true), REVEAL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  if (!pending) return <>{children}</>;
  return (
    <>
      <div className={settled ? undefined : styles.pending} data-variant-pending={settled ? undefined : ''}>
        {children}
      </div>
      <VariantAssigner uri={uri} locale={locale} onSettled={() => setSettled(true)} />
    </>
  );
}
