import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { ApiDepsProvider } from '@/flows/account/api';
import { AuthenticationFlow, authModes, type AuthMode } from '@/flows/login/AuthenticationFlow';
import { safeReturnPath } from '@/lib/guards';
import { toLocale } from '@/lib/locales';
import { accountPageProps, queryString, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.login;

type Props = AccountPageProps<{ mode: AuthMode; redirect: string | null; email: string | null; code: string | null }>;

/** Register, forgot password and reset password (?mode=register|forgot|reset). */
export default function AuthenticationPage({ site, mode, redirect, email, code }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  const title = mode === 'register' ? t('signIn.auth.registerTitle') : mode === 'forgot' ? t('signIn.auth.forgotTitle') : t('signIn.auth.resetTitle');
  return (
    <ApiDepsProvider>
      <SeoHead title={title} path="/personal/my-account/authentication" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <AuthenticationFlow mode={mode} redirect={redirect} email={email} code={code} demoOutbox={site.demoMode} />
    </ApiDepsProvider>
  );
}

export const getServerSideProps = accountPageProps('page', messages, async ({ query }) => {
  const asked = queryString(query.mode);
  const mode: AuthMode = authModes.includes(asked as AuthMode) ? (asked as AuthMode) : 'register';
  return {
    mode,
    redirect: safeReturnPath(queryString(query.redirect)),
    email: mode === 'reset' ? queryString(query.email) : null,
    code: mode === 'reset' ? queryString(query.code) : null,
  };
});
