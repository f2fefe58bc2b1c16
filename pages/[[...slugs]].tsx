import type { GetStaticPaths, GetStaticProps } from 'next';
import type { PageDocument } from '@/lib/content';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { getServedPage } from '@/lib/server/content/documents';
import { publishedLocales } from '@/lib/server/content/pages';
import { getServedVariant, hasLiveTest } from '@/lib/server/content/variants';
import { COMBO, VARIANT_PREFIX } from '@/lib/variant-path';
import { shellProps } from '@/lib/server/page-data';
import { blockTreeMessages } from '@/registry/messages';
import { ContentPage } from '@/shell/ContentPage';

type Props = ShellPageProps & { doc: PageDocument };

/** Home and every content page (spec section 2: `/:slugs(.*)*`), from the published block tree. */
export default function CatchAllPage({ doc, site, languages }: Props) {
  return <ContentPage doc={doc} siteUrl={site.url} languages={languages} />;
}

// Rendered on first request and then served from Next's cache (ISR); publishing revalidates the
// page's paths at once, and the cache is refreshed in the background every 5 minutes.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  let slugs = (params?.slugs as string[] | undefined) ?? [];
  // A variant's page of a page that runs a test (`/_variant/b/offers`, `/_variant/a-s12b/offers` with a
  // section's test, where proxy.ts rewrites its visitors): cached by Next on this path, apart from the page's own.
  const variant = slugs[0] === VARIANT_PREFIX.slice(1) && COMBO.test(slugs[1] ?? '') ? slugs[1] : null;
  if (variant) slugs = slugs.slice(2);
  const uri = `/${slugs.join('/')}`;
  const served = variant ? await getServedVariant(uri, locale, variant) : await getServedPage(uri, locale);
  if (!served) return { notFound: true, revalidate: 60 };
  // The page's own address while a test runs on it: a first-time visitor's browser asks for a variant.
  const doc = !variant && (await hasLiveTest(uri, locale)) ? { ...served, variantPending: true } : served;
  // The languages it exists in, for the language menu (a Builder page is known in its own only).
  const languages = [...new Set([locale, ...(await publishedLocales(uri))])];
  return { props: { ...(await shellProps(locale, { layout: doc.layout, messages: blockTreeMessages(doc.data.content) })), doc, languages }, revalidate: 300 };
};
