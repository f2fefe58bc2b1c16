import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ApiDepsProvider } from '@/flows/account/api';
import { Esim } from '@/flows/account/Esim';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.esim;

/** eSIM: a new activation code (moving the line to an eSIM or to a new phone), shown once. */
export default function EsimPage({ site }: AccountPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <ApiDepsProvider>
      <SeoHead title={t('esim.title')} path="/personal/my-account/esim" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <Esim />
    </ApiDepsProvider>
  );
}

export const getServerSideProps = accountPageProps('dashboard', messages);
