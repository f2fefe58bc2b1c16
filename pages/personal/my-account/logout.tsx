import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiDepsProvider, useAccountFetch } from '@/flows/account/api';
import { Card, failureText, FormAlert, Narrow } from '@/flows/account/ui';
import { localizePath, toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { clearSubscriberCookie, requestToken } from '@/lib/server/api/subscriber-session';
import { revokeSession } from '@/lib/server/services/subscriber-sessions';
import { SeoHead } from '@/shell/SeoHead';
import { Button } from '@/ui/primitives';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.logout;

/**
 * Sign-out. Opened from this site (the account menu), getServerSideProps revokes the session on the
 * server, clears the cookies and goes home. Opened from another site (a link elsewhere, which would
 * otherwise sign people out behind their back), it asks first and signs out with POST /api/v1/logout.
 */
export default function LogoutPage({ site }: AccountPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <ApiDepsProvider>
      <SeoHead title={t('myAccount.logout.title')} path="/personal/my-account/logout" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <ConfirmLogout />
    </ApiDepsProvider>
  );
}

function ConfirmLogout() {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  const fetcher = useAccountFetch();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const signOut = async () => {
    setBusy(true);
    try {
      await fetcher('/api/v1/logout', { method: 'POST', session: false });
      window.location.assign(localizePath('/', locale));
    } catch (error) {
      setFailure(failureText(t, error));
      setBusy(false);
    }
  };
  return (
    <Narrow>
      <h1>{t('myAccount.logout.title')}</h1>
      <Card>
        <p>{t('myAccount.logout.confirm')}</p>
        <FormAlert>{failure}</FormAlert>
        <div>
          <Button type="button" onClick={() => void signOut()} disabled={busy}>
            {t('accountMenu.signOut')}
          </Button>
        </div>
      </Card>
    </Narrow>
  );
}

export const getServerSideProps = accountPageProps('page', messages, async ({ req, res, locale }, subscriber) => {
  const home = { redirect: { destination: localizePath('/', toLocale(locale)), permanent: false as const } };
  const fetchSite = req.headers['sec-fetch-site'];
  const fromElsewhere = fetchSite === 'cross-site' || fetchSite === 'same-site';
  if (subscriber && fromElsewhere) return {};
  const found = requestToken(req as Parameters<typeof requestToken>[0]);
  if (found?.fromCookie) await revokeSession(found.token);
  clearSubscriberCookie(res);
  return home;
});
