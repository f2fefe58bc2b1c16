import { useTranslations } from 'next-intl';
import type { PageDocument } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import { BlockTree } from '@/registry/BlockTree';
import { SeoHead } from './SeoHead';
import { VariantAssigner, VariantTracker } from './VariantTracker';

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
        <>
          <BlockTree content={doc.data.content} />
          {doc.variantPending && <VariantAssigner uri={doc.uri} locale={doc.locale} />}
        </>
      )}
    </>
  );
}
