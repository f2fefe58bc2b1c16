import type { GetServerSideProps } from 'next';
import type { PageDocument } from '@/lib/content';
import { normalizeUri } from '@/lib/content';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { getServedPage } from '@/lib/server/content/documents';
import { shellProps } from '@/lib/server/page-data';
import { blockTreeMessages } from '@/registry/messages';
import { ContentPage } from '@/shell/ContentPage';

type Props = ShellPageProps & { doc: PageDocument };

/** A page document by `?uri=` in the page-mobile layout, for the mobile app's web views. */
export default function RenderPageContent({ doc, site }: Props) {
  return <ContentPage doc={doc} siteUrl={site.url} />;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, locale: rawLocale, res }) => {
  const locale = toLocale(rawLocale);
  const uri = typeof query.uri === 'string' && query.uri.length <= 300 ? normalizeUri(query.uri) : null;
  const doc = uri ? await getServedPage(uri, locale) : null;
  if (!doc) return { notFound: true };
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
  return { props: { ...(await shellProps(locale, { layout: 'page-mobile', messages: blockTreeMessages(doc.data.content) })), doc } };
};
