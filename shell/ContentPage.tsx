import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { brand } from '@/lib/brand';
import type { PageDocument } from '@/lib/content';
import { BlockTree } from '@/registry/BlockTree';
import { SeoHead } from './SeoHead';

/** A published page document: its SEO head and its block tree. */
export function ContentPage({ doc, siteUrl }: { doc: PageDocument; siteUrl: string }) {
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
      />
      {isHome && <OrganizationJsonLd siteUrl={siteUrl} name={t('siteName')} />}
      <BlockTree content={doc.data.content} />
    </>
  );
}

function OrganizationJsonLd({ siteUrl, name }: { siteUrl: string; name: string }) {
  const json = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: siteUrl,
    logo: `${siteUrl.replace(/\/$/, '')}${brand.logo}`,
    contactPoint: [{ '@type': 'ContactPoint', telephone: brand.customerCareInternational, contactType: 'customer service', areaServed: 'IQ', availableLanguage: ['Arabic', 'English', 'Kurdish'] }],
  };
  return (
    <Head>
      <script
        type="application/ld+json"
        // JSON-LD is data, not script; "<" is escaped so no text can close the element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
      />
    </Head>
  );
}
