import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { mallHome } from '@/lib/server/services/shop/catalogue';
import { shopPaths } from '@/lib/shop';
import { SeoHead } from '@/shell/SeoHead';
import { MallHome, type MallHomeProps } from '@/views/shop/MallHome';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = viewMessages.mall;

type Props = ShellPageProps & MallHomeProps;

/** /personal/mobile-mall: the shop's home (issue 12). Cached like CMS pages; stock and prices refresh every minute. */
export default function MobileMallRoute({ site, featured, categories, brands }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('shop.title')} description={t('shop.intro')} path={shopPaths.home} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <MallHome featured={featured} categories={categories} brands={brands} />
    </>
  );
}

// An optional catch-all only so that nothing is rendered at build time: like CMS pages, the mall is
// rendered on its first request (with the server's database and SITE_URL) and then cached.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async ({ locale: rawLocale, params }) => {
  if (params?.home?.length) return { notFound: true };
  const locale = toLocale(rawLocale);
  return { props: { ...(await shellProps(locale, { messages })), ...(await mallHome(locale)) }, revalidate: 60 };
};
