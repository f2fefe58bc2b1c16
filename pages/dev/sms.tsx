import { flowMessages } from '@/flows/messages';
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ApiDepsProvider } from '@/flows/account/api';
import { SmsOutbox } from '@/flows/dev/SmsOutbox';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { queryString } from '@/lib/server/account-pages';
import { serverEnv } from '@/lib/server/env';
import { shellProps } from '@/lib/server/page-data';
import { isOperatorMsisdn, normalizeMsisdn } from '@/lib/validation/rules';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.devSms;

type Props = ShellPageProps & { networkMsisdn: string | null; filter: string };

/** Demo mode only: the SMS and e-mail outbox, and the "on the operator's network" switch. */
export default function DevSmsPage({ site, networkMsisdn, filter }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <ApiDepsProvider>
      <SeoHead title={t('devSms.title')} path="/dev/sms" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <SmsOutbox networkMsisdn={networkMsisdn} initialFilter={filter} />
    </ApiDepsProvider>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, req, res, query }) => {
  if (!serverEnv().demoMode) return { notFound: true };
  res.setHeader('Cache-Control', 'private, no-store');
  const cookie = normalizeMsisdn((req as { cookies?: Record<string, string> }).cookies?.demo_on_network ?? '');
  const shell = await shellProps(toLocale(locale), { layout: 'page', messages });
  return {
    props: {
      ...shell,
      networkMsisdn: isOperatorMsisdn(cookie) ? cookie : null,
      filter: queryString(query.msisdn) ?? queryString(query.email) ?? '',
    },
  };
};
