import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { RechargeConfirmationScreen } from '@/flows/recharge/screens';
import { FlowFrame } from '@/flows/shared/ui';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.recharge;

type Props = ShellPageProps & { orderId: string | null };

/** Where the payment provider sends the payer back: successful or unsuccessful (spec section 4). */
export default function RechargeConfirmationRoute({ layout, orderId, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('money.payment.title')} path="/personal/my-account/recharge-confirmation" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <RechargeConfirmationScreen orderId={orderId} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const locale = toLocale(ctx.locale);
  const orderId = typeof ctx.query.orderId === 'string' ? ctx.query.orderId.slice(0, 100) : null;
  return { props: { ...(await shellProps(locale, { layout: subscriber ? 'dashboard' : 'page', messages })), orderId } };
});
