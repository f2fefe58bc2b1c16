import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import type { PageDocument } from '@/lib/content';
import { normalizeUri } from '@/lib/content';
import { isLocale, toLocale, type Locale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { EDITOR_CACHE_CONTROL, signedInEditor } from '@/lib/server/api/editor-viewer';
import { getServedPage } from '@/lib/server/content/documents';
import { draftTitles, getServedDraft } from '@/lib/server/content/editor';
import { shellProps } from '@/lib/server/page-data';
import { ContentPage } from '@/shell/ContentPage';
import { SideBySide, type SideBySideProps } from '@/flows/editor/SideBySide';

type Props = ShellPageProps & ({ mode: 'page'; doc: PageDocument } | ({ mode: 'compare' } & SideBySideProps));

/**
 * /editor/preview?uri=&lang=&version= renders a draft (or version N) through the real layout and
 * BlockTree, for editors only; `&compare=1` shows the page in ar, en and ku side by side, at phone and
 * desktop widths, in the editor's language (`&ui=en|ar`), a missing language offering to be created
 * from `lang` (the one the editor had open).
 */
export default function PreviewPage(props: Props) {
  if (props.mode === 'compare') {
    return (
      <>
        <Head>
          <title>Preview</title>
          <meta name="robots" content="noindex" />
        </Head>
        <SideBySide uri={props.uri} language={props.language} titles={props.titles} from={props.from} />
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
  if (query.compare) {
    const titles = await draftTitles(uri);
    const asked = isLocale(query.lang) && titles[query.lang] !== undefined ? query.lang : null;
    const from = asked ?? (['en', 'ar', 'ku'] as const).find((l) => titles[l] !== undefined) ?? null;
    const language = query.ui === 'ar' ? 'ar' : 'en';
    return { props: { ...(await shellProps(toLocale(routeLocale), { layout: 'empty', messages: 'all' })), mode: 'compare', uri, language, titles, from } };
  }

  const locale: Locale = isLocale(query.lang) ? query.lang : toLocale(routeLocale);
  const version = typeof query.version === 'string' && /^\d{1,9}$/.test(query.version) ? Number(query.version) : null;
  const doc = version ? await getServedPage(uri, locale, version) : await getServedDraft(uri, locale);
  if (!doc) return { notFound: true };
  return { props: { ...(await shellProps(locale, { layout: doc.layout, messages: 'all' })), mode: 'page', doc } };
};
