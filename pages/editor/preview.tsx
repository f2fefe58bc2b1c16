import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import type { PageDocument } from '@/lib/content';
import { normalizeUri } from '@/lib/content';
import { isLocale, localePrefix, locales, localeRecords, toLocale, type Locale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { EDITOR_CACHE_CONTROL, signedInEditor } from '@/lib/server/api/editor-viewer';
import { getServedPage } from '@/lib/server/content/documents';
import { getServedDraft } from '@/lib/server/content/editor';
import { shellProps } from '@/lib/server/page-data';
import { ContentPage } from '@/shell/ContentPage';

type Props = ShellPageProps & ({ mode: 'page'; doc: PageDocument } | { mode: 'compare'; uri: string });

/**
 * /editor/preview?uri=&lang=&version= renders a draft (or version N) through the real layout and
 * BlockTree, for editors only; `&compare=1` shows the page in ar, en and ku side by side, at phone and
 * desktop widths.
 */
export default function PreviewPage(props: Props) {
  if (props.mode === 'compare') {
    return (
      <>
        <Head>
          <title>Preview</title>
          <meta name="robots" content="noindex" />
        </Head>
        {/* The row scrolls sideways: focusable and named, so keyboard users can scroll it too (WCAG 2.1.1). */}
        <div role="region" aria-label={`Side by side: ${props.uri}`} tabIndex={0} style={{ display: 'flex', gap: 16, padding: 16, overflowX: 'auto' }}>
          {(['phone', 'desktop'] as const).map((width) =>
            locales.map((locale) => (
              <figure key={`${width}-${locale}`} style={{ margin: 0 }}>
                <figcaption>
                  {localeRecords[locale].name} · {width}
                </figcaption>
                <iframe
                  title={`${localeRecords[locale].name} ${width}`}
                  // Under the locale's prefix: <html lang dir> and the site's messages follow the route's locale.
                  src={`${localePrefix(locale)}/editor/preview?uri=${encodeURIComponent(props.uri)}&lang=${locale}`}
                  // content-box: the frame's viewport is exactly the phone or desktop width, the border outside it.
                  style={{ width: width === 'phone' ? 375 : 1280, height: 800, border: '1px solid #ccc', boxSizing: 'content-box' }}
                />
              </figure>
            )),
          )}
        </div>
      </>
    );
  }
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <ContentPage doc={props.doc} siteUrl={props.site.url} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, req, res, locale: routeLocale }) => {
  // Drafts and past versions are for editors only (design.md section 7): anyone else goes to sign-in.
  res.setHeader('Cache-Control', EDITOR_CACHE_CONTROL);
  const editor = await signedInEditor(req);
  if (!editor) return { redirect: { destination: '/editor', permanent: false } };
  const uri = typeof query.uri === 'string' && query.uri.length <= 300 ? normalizeUri(query.uri) : null;
  if (!uri) return { notFound: true };
  if (query.compare) return { props: { ...(await shellProps(toLocale(routeLocale), { layout: 'empty', messages: 'all' })), mode: 'compare', uri } };

  const locale: Locale = isLocale(query.lang) ? query.lang : toLocale(routeLocale);
  const version = typeof query.version === 'string' && /^\d{1,9}$/.test(query.version) ? Number(query.version) : null;
  const doc = version ? await getServedPage(uri, locale, version) : await getServedDraft(uri, locale);
  if (!doc) return { notFound: true };
  return { props: { ...(await shellProps(locale, { layout: doc.layout, messages: 'all' })), mode: 'page', doc } };
};
