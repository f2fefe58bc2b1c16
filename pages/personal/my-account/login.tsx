import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ApiDepsProvider } from '@/flows/account/api';
import { LoginFlow } from '@/flows/login/LoginFlow';
import { safeReturnPath } from '@/lib/guards';
import { toLocale } from '@/lib/locales';
import { accountPageProps, queryString, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.login;

type Props = AccountPageProps<{ redirect: string | null; reason: string | null; done: string | null }>;

/** Sign in by phone and SMS PIN, by e-mail and password, or over the operator's network. */
export default function LoginPage({ site, redirect, reason, done }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <ApiDepsProvider>
      <SeoHead title={t('signIn.title')} path="/personal/my-account/login" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <LoginFlow redirect={redirect} reason={reason} notice={done === 'reset' ? t('signIn.auth.resetDone') : null} />
    </ApiDepsProvider>
  );
}

export const getServerSideProps = accountPageProps('page', messages, async ({ query }) => ({
  redirect: safeReturnPath(queryString(query.redirect)),
  reason: queryString(query.reason),
  done: queryString(query.done),
}));
