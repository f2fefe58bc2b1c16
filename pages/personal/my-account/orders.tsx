import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { Orders } from '@/flows/account/Orders';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.orders;

/** My orders: the subscriber's shop orders (flows/account/Orders.tsx). */
export default function OrdersPage({ site }: AccountPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('myAccount.orders.title')} path="/personal/my-account/orders" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <Orders />
    </>
  );
}

export const getServerSideProps = accountPageProps('dashboard', messages);
