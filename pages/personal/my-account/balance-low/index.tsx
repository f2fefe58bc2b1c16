import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import type { AddonSummary } from '@/lib/catalog';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { listAddons } from '@/lib/server/services/catalog';
import { BalanceLowScreen } from '@/flows/recharge/screens';
import { FlowFrame } from '@/flows/shared/ui';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.recharge;

type Props = ShellPageProps & { signedIn: boolean; offers: AddonSummary[] };

/** The low-balance flow's first page: the balance is low; recharge, or pick an offer. */
export default function BalanceLowRoute({ layout, signedIn, offers, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('money.balanceLow.title')} path="/personal/my-account/balance-low" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <BalanceLowScreen signedIn={signedIn} offers={offers} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const locale = toLocale(ctx.locale);
  const [shell, offers] = await Promise.all([shellProps(locale, { layout: subscriber ? 'dashboard' : 'page', messages }), listAddons('all', locale, 4)]);
  return { props: { ...shell, signedIn: Boolean(subscriber), offers } };
});
