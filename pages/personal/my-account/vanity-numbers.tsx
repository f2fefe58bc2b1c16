import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ReservationsScreen } from '@/flows/vanity/Reservations';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.vanity;

/** My vanity numbers: the subscriber's reservations, the time left, cancel. */
export default function MyVanityNumbersPage({ site }: AccountPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('vanity.reservations.title')} path="/personal/my-account/vanity-numbers" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <ReservationsScreen />
    </>
  );
}

export const getServerSideProps = accountPageProps('dashboard', messages);
