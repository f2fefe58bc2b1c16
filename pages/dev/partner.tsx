import { flowMessages } from '@/flows/messages';
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { PartnerArrival, type PartnerOutcome } from '@/flows/sso/PartnerArrival';
import { FlowFrame } from '@/flows/shared/ui';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { queryString } from '@/lib/server/account-pages';
import { serverEnv } from '@/lib/server/env';
import { shellProps } from '@/lib/server/page-data';
import { redeemSsoToken, SSO_SITES, type SsoSite } from '@/lib/server/services/sso';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.ssoPartner;

type Props = ShellPageProps & { partnerSite: SsoSite; outcome: PartnerOutcome };

/** Demo mode only: the partner site a sign-on button leads to; it redeems the token with our server (once). */
export default function DemoPartnerPage({ layout, site, partnerSite, outcome }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('sso.partner.title')} path="/dev/partner" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <PartnerArrival site={partnerSite} outcome={outcome} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, res, query }) => {
  if (!serverEnv().demoMode) return { notFound: true };
  res.setHeader('Cache-Control', 'private, no-store');
  const asked = queryString(query.site);
  const partnerSite: SsoSite = SSO_SITES.includes(asked as SsoSite) ? (asked as SsoSite) : 'mall';
  const token = queryString(query.token) ?? '';
  // The partner's server asks ours; here both are this server, so the service is called directly.
  const result = token ? await redeemSsoToken(token, partnerSite) : ({ ok: false, reason: 'invalid' } as const);
  const outcome: PartnerOutcome = result.ok ? { ok: true, masked: result.masked } : { ok: false, reason: result.reason };
  return { props: { ...(await shellProps(toLocale(locale), { layout: 'page', messages })), partnerSite, outcome } };
};
