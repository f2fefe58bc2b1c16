import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import type { RechargeTab } from '@/flows/recharge/RechargeFlow';
import { RechargeScreen } from '@/flows/recharge/screens';
import { FlowFrame } from '@/flows/shared/ui';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.recharge;

type Props = ShellPageProps & { ownMsisdn: string | null; initialMsisdn: string | null; initialTab: RechargeTab };

/** Recharge any Nour number by scratch card or bank card; `?msisdn=` fills in the number, `?tab=card` opens the card tab. */
export default function RechargeRoute({ layout, ownMsisdn, initialMsisdn, initialTab, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('money.recharge.title')} path="/personal/my-account/recharge" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <RechargeScreen ownMsisdn={ownMsisdn} initialMsisdn={initialMsisdn} initialTab={initialTab} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const locale = toLocale(ctx.locale);
  const msisdn = typeof ctx.query.msisdn === 'string' ? ctx.query.msisdn.slice(0, 20) : null;
  return {
    props: {
      ...(await shellProps(locale, { layout: subscriber ? 'dashboard' : 'page', messages })),
      ownMsisdn: subscriber?.msisdn ?? null,
      initialMsisdn: msisdn,
      initialTab: (ctx.query.tab === 'card' ? 'card' : 'scratch') as RechargeTab,
    },
  };
});
