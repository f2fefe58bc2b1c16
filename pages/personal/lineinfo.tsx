import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ApiDepsProvider } from '@/flows/account/api';
import { LineInfo } from '@/flows/account/LineInfo';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.mifi;

/** The line's number, type and status, and the MiFi lines linked to the account. */
export default function LineInfoPage({ site }: AccountPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <ApiDepsProvider>
      <SeoHead title={t('myAccount.lineInfo.title')} path="/personal/lineinfo" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <LineInfo />
    </ApiDepsProvider>
  );
}

export const getServerSideProps = accountPageProps('dashboard', messages);
