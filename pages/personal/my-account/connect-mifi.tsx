import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ApiDepsProvider } from '@/flows/account/api';
import { ConnectMifi } from '@/flows/account/ConnectMifi';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.mifi;

/** Add a MiFi line to the account, confirmed by a code sent to the MiFi. */
export default function ConnectMifiPage({ site }: AccountPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <ApiDepsProvider>
      <SeoHead title={t('myAccount.mifi.title')} path="/personal/my-account/connect-mifi" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <ConnectMifi />
    </ApiDepsProvider>
  );
}

export const getServerSideProps = accountPageProps('dashboard', messages);
