import { viewMessages } from '@/lib/i18n/view-messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { OrderPage, type OrderPageProps } from '@/flows/checkout/OrderPage';
import { FlowFrame } from '@/flows/shared/ui';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { queryString } from '@/lib/server/account-pages';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = viewMessages.checkout;

type Props = ShellPageProps & OrderPageProps;

/** An order and its receipt, for its owner or the holder of its link (the order is read by the browser). */
export default function OrderRoute({ layout, site, orderNumber, token, placed, signedIn }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('checkout.order.title', { number: orderNumber })} path={`/personal/shop/orders/${orderNumber}`} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <OrderPage orderNumber={orderNumber} token={token} placed={placed} signedIn={signedIn} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const locale = toLocale(ctx.locale);
  const orderNumber = (queryString(ctx.query.orderNumber) ?? '').slice(0, 40);
  return {
    props: {
      ...(await shellProps(locale, { layout: 'page', messages })),
      orderNumber,
      token: queryString(ctx.query.token),
      placed: queryString(ctx.query.placed) === '1',
      signedIn: subscriber !== null,
    },
  };
});
