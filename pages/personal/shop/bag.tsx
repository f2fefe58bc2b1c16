import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { shopPaths } from '@/lib/shop';
import { SeoHead } from '@/shell/SeoHead';
import { BagView } from '@/views/shop/BagView';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = viewMessages.shop;

/** /personal/shop/bag: the same page for everyone; the bag itself is read in the browser. */
export default function BagRoute({ site }: ShellPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('shop.bag.title')} path={shopPaths.bag} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <BagView />
    </>
  );
}

// Rendered per request, not at build time: the shell's menus come from the database (and no page
// touches the database while `next build` runs).
export const getServerSideProps: GetServerSideProps<ShellPageProps> = async ({ locale }) => ({ props: await shellProps(toLocale(locale), { messages }) });
