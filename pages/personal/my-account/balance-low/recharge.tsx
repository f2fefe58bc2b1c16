import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { BalanceLowRechargeScreen } from '@/flows/recharge/screens';
import { FlowFrame } from '@/flows/shared/ui';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.recharge;

type Props = ShellPageProps & { ownMsisdn: string | null; initialMsisdn: string | null };

/** The low-balance flow's recharge step; a successful recharge ends on /balance-low/shukran. */
export default function BalanceLowRechargeRoute({ layout, ownMsisdn, initialMsisdn, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('money.balanceLow.rechargeTitle')} path="/personal/my-account/balance-low/recharge" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <BalanceLowRechargeScreen ownMsisdn={ownMsisdn} initialMsisdn={initialMsisdn} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const locale = toLocale(ctx.locale);
  const msisdn = typeof ctx.query.msisdn === 'string' ? ctx.query.msisdn.slice(0, 20) : null;
  return { props: { ...(await shellProps(locale, { layout: subscriber ? 'dashboard' : 'page', messages })), ownMsisdn: subscriber?.msisdn ?? null, initialMsisdn: msisdn } };
});
