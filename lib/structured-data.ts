/**
 * The site's schema.org Organization data, written by `pages/_document.tsx` into the home page's HTML
 * only: search engines read it from the HTML, and it describes the site, not a page, so it ships no
 * JavaScript (it was about 0.25 kB gzip of every CMS page's scripts) and staying in the head after a
 * client-side navigation is still true.
 */
import { brand } from './brand';
import type { Locale } from './locales';

/** A JSON-LD script's text: `<` is escaped so no text can close the element. */
export function organizationJsonLd(siteUrl: string, locale: Locale): string {
  const url = siteUrl.replace(/\/$/, '');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name[locale],
    url: siteUrl,
    logo: `${url}${brand.logo}`,
    contactPoint: [{ '@type': 'ContactPoint', telephone: brand.customerCareInternational, contactType: 'customer service', areaServed: 'IQ', availableLanguage: ['Arabic', 'English', 'Kurdish'] }],
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
