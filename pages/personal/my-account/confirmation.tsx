import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ApiDepsProvider } from '@/flows/account/api';
import { PinConfirmation } from '@/flows/login/PinConfirmation';
import { safeReturnPath } from '@/lib/guards';
import { localizePath, toLocale } from '@/lib/locales';
import { accountPageProps, queryString, type AccountPageProps } from '@/lib/server/account-pages';
import { isIraqiMsisdn, normalizeMsisdn } from '@/lib/validation/rules';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.otp;

type Props = AccountPageProps<{ phone: string; redirect: string | null; wait: number }>;

/**
 * The PIN step of the phone login as its own address: the login sends the PIN and comes here with
 * ?phone=&redirect=&wait= (seconds before a new code may be asked). Without a usable number it goes
 * back to the login.
 */
export default function ConfirmationPage({ site, phone, redirect, wait }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <ApiDepsProvider>
      <SeoHead title={t('signIn.pin.title')} path="/personal/my-account/confirmation" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <PinConfirmation phone={phone} redirect={redirect} wait={wait} />
    </ApiDepsProvider>
  );
}

export const getServerSideProps = accountPageProps('page', messages, async ({ query, locale }) => {
  const phone = normalizeMsisdn(queryString(query.phone) ?? '');
  const redirect = safeReturnPath(queryString(query.redirect));
  if (!isIraqiMsisdn(phone)) {
    const back = new URLSearchParams(redirect ? { redirect } : {}).toString();
    return { redirect: { destination: localizePath(`/personal/my-account/login${back ? `?${back}` : ''}`, toLocale(locale)), permanent: false } };
  }
  const wait = Number(queryString(query.wait) ?? 60);
  return { phone, redirect, wait: Number.isFinite(wait) ? Math.min(Math.max(0, Math.round(wait)), 3600) : 60 };
});
