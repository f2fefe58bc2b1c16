import Head from 'next/head';
import { localeRecords, locales, localizePath, type Locale } from '@/lib/locales';

export interface SeoHeadProps {
  title: string;
  description?: string;
  /** The path without a locale prefix, e.g. `/personal/roaming`. */
  path: string;
  locale: Locale;
  siteUrl: string;
  siteName: string;
  image?: string;
  noindex?: boolean;
  /** The languages the page exists in (hreflang alternates); absent: all three. */
  languages?: readonly Locale[];
}

/** Title, description, OpenGraph, canonical link and hreflang alternates of the three locales. */
export function SeoHead({ title, description, path, locale, siteUrl, siteName, image, noindex, languages = locales }: SeoHeadProps) {
  const origin = siteUrl.replace(/\/$/, '');
  const url = (l: Locale) => origin + localizePath(path, l);
  const fullTitle = title && title !== siteName ? `${title} | ${siteName}` : siteName;
  return (
    <Head>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={url(locale)} />
      {locales
        .filter((l) => languages.includes(l))
        .map((l) => (
          <link key={l} rel="alternate" hrefLang={l} href={url(l)} />
        ))}
      {languages.includes('ar') && <link rel="alternate" hrefLang="x-default" href={url('ar')} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title || siteName} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={localeRecords[locale].iso.replace('-', '_')} />
      {image && <meta property="og:image" content={image.startsWith('http') ? image : origin + image} />}
      {noindex && <meta name="robots" content="noindex" />}
    </Head>
  );
}
