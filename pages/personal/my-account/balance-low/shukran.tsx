import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { ShukranScreen } from '@/flows/recharge/screens';
import { FlowFrame } from '@/flows/shared/ui';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.recharge;

type Props = ShellPageProps & { signedIn: boolean; msisdn: string | null; amount: number | null };

/** The low-balance flow's last page: thank you ("shukran"). */
export default function ShukranRoute({ layout, signedIn, msisdn, amount, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('money.balanceLow.thanksTitle')} path="/personal/my-account/balance-low/shukran" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <ShukranScreen signedIn={signedIn} msisdn={msisdn} amount={amount} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const locale = toLocale(ctx.locale);
  const msisdn = typeof ctx.query.msisdn === 'string' ? ctx.query.msisdn.slice(0, 20) : null;
  const amount = typeof ctx.query.amount === 'string' && /^\d{1,7}$/.test(ctx.query.amount) ? Number(ctx.query.amount) : null;
  return { props: { ...(await shellProps(locale, { layout: subscriber ? 'dashboard' : 'page', messages })), signedIn: Boolean(subscriber), msisdn, amount } };
});
