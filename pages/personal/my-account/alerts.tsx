import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ApiDepsProvider } from '@/flows/account/api';
import { Alerts } from '@/flows/account/Alerts';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.alerts;

/** Usage alerts settings (flows/account/Alerts.tsx). */
export default function AlertsPage({ site }: AccountPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <ApiDepsProvider>
      <SeoHead title={t('myAccount.alerts.title')} path="/personal/my-account/alerts" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <Alerts />
    </ApiDepsProvider>
  );
}

export const getServerSideProps = accountPageProps('dashboard', messages);
