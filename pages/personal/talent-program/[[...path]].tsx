import type { GetStaticPaths, GetStaticProps } from 'next';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { getServedPage } from '@/lib/server/content/documents';
import { shellProps } from '@/lib/server/page-data';
import { closedRoundOfYear } from '@/lib/server/services/talent';
import { TALENT_BASE } from '@/lib/talent';
import { TalentPage, type TalentPageProps } from '@/views/talent/TalentPage';

type Props = ShellPageProps & Omit<TalentPageProps, 'siteUrl'>;

/** The co-branded variant's partner (spec: /yooz-index). */
const YOOZ = { name: 'Yooz', logo: '/images/partner-yooz.svg' };

/**
 * The talent programme (issue 14, part 5): its content pages, `talent-winner-{year}` with that season's
 * results, and every page again as `…/mobile-index` (the page-mobile layout of the app's web views)
 * and `…/yooz-index` (co-branded).
 */
export default function TalentRoute({ site, doc, winners, coBrand, path, locale }: Props) {
  return <TalentPage doc={doc} winners={winners} coBrand={coBrand} path={path} locale={locale} siteUrl={site.url} />;
}

// Like CMS pages: nothing at build time (no database there), rendered on the first request and cached;
// a round's results appear within the revalidation time after its closing job has run.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const parts = [...((params?.path as string[] | undefined) ?? [])];
  const variant = parts.at(-1) === 'mobile-index' || parts.at(-1) === 'yooz-index' ? parts.pop() : null;
  const path = parts.length ? `${TALENT_BASE}/${parts.join('/')}` : TALENT_BASE;
  const year = parts.length === 1 ? /^talent-winner-(\d{4})$/.exec(parts[0])?.[1] : undefined;
  const [doc, winners] = await Promise.all([getServedPage(path, locale), year ? closedRoundOfYear(Number(year), locale) : null]);
  if (!doc && !winners) return { notFound: true, revalidate: 60 };
  const layout = variant === 'mobile-index' ? 'page-mobile' : (doc?.layout ?? 'page');
  return {
    props: { ...(await shellProps(locale, { layout })), doc, winners, coBrand: variant === 'yooz-index' ? YOOZ : null, path, locale },
    revalidate: 300,
  };
};
