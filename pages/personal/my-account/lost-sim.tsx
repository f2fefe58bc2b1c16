import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ApiDepsProvider } from '@/flows/account/api';
import { LostSim } from '@/flows/account/LostSim';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.lostSim;

/** Lost or stolen SIM: block, unblock, PUK, behind the password + e-mail code check. */
export default function LostSimPage({ site }: AccountPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <ApiDepsProvider>
      <SeoHead title={t('lostSim.title')} path="/personal/my-account/lost-sim" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <LostSim />
    </ApiDepsProvider>
  );
}

export const getServerSideProps = accountPageProps('dashboard', messages);
