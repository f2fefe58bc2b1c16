import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ApiDepsProvider } from '@/flows/account/api';
import { Usage } from '@/flows/account/Usage';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.usage;

/** Usage and spend of the last 90 days (flows/account/Usage.tsx). */
export default function UsagePage({ site }: AccountPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <ApiDepsProvider>
      <SeoHead title={t('myAccount.usage.title')} path="/personal/my-account/usage" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <Usage />
    </ApiDepsProvider>
  );
}

export const getServerSideProps = accountPageProps('dashboard', messages);
