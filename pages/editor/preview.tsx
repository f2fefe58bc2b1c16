import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import type { PageDocument } from '@/lib/content';
import { normalizeUri } from '@/lib/content';
import { isLocale, localePrefix, locales, localeRecords, toLocale, type Locale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { getDraft } from '@/lib/server/content/editor';
import { getPublishedPage } from '@/lib/server/content/pages';
import { resolvePageData } from '@/lib/server/content/resolve';
import { shellProps } from '@/lib/server/page-data';
import { EDITOR_COOKIE, editorForToken } from '@/lib/server/services/editor-auth';
import { validatePage } from '@/registry/validate';
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
  const editor = await editorForToken(req.cookies[EDITOR_COOKIE]);
  if (!editor) return { redirect: { destination: '/editor', permanent: false } };
  res.setHeader('Cache-Control', 'private, no-store');
  const uri = typeof query.uri === 'string' && query.uri.length <= 300 ? normalizeUri(query.uri) : null;
  if (!uri) return { notFound: true };
  if (query.compare) return { props: { ...(await shellProps(toLocale(routeLocale), { layout: 'empty' })), mode: 'compare', uri } };

  const locale: Locale = isLocale(query.lang) ? query.lang : toLocale(routeLocale);
  const version = typeof query.version === 'string' && /^\d{1,9}$/.test(query.version) ? Number(query.version) : null;
  let doc: PageDocument | null = null;
  if (version) {
    doc = await getPublishedPage(uri, locale, version);
  } else {
    const draft = await getDraft(uri, locale);
    if (draft) {
      const { data } = validatePage(draft.data, { locale });
      doc = { uri, locale, version: 0, layout: draft.layout, title: draft.title, seo: draft.seo, data, publishedAt: new Date().toISOString() };
    }
  }
  if (!doc) return { notFound: true };
  const resolved = { ...doc, data: await resolvePageData(doc.data, locale) };
  return { props: { ...(await shellProps(locale, { layout: doc.layout })), mode: 'page', doc: resolved } };
};
