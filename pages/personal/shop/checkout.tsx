import { viewMessages } from '@/lib/i18n/view-messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { CheckoutFlow, type CheckoutProps } from '@/flows/checkout/CheckoutFlow';
import { FlowFrame } from '@/flows/shared/ui';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { cartRefOf } from '@/lib/server/api/cart-ref';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { profileFor } from '@/lib/server/services/accounts/profile';
import { readCartForCheckout } from '@/lib/server/services/shop/cart';
import { shopList } from '@/lib/server/services/shop/shops';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = viewMessages.checkout;

type Props = ShellPageProps & CheckoutProps;

/** The checkout of the bag (guests and subscribers). */
export default function CheckoutPage({ layout, site, bag, shops, prefill }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('checkout.title')} path="/personal/shop/checkout" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <CheckoutFlow bag={bag} shops={shops} prefill={prefill} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const locale = toLocale(ctx.locale);
  const cartRef = await cartRefOf(ctx.req as Parameters<typeof cartRefOf>[0]);
  const lines = cartRef ? await readCartForCheckout(cartRef) : [];
  const profile = subscriber ? await profileFor(subscriber.accountId).catch(() => null) : null;
  const prefill: CheckoutProps['prefill'] = profile
    ? {
        details: {
          firstName: profile.firstName,
          secondName: profile.secondName,
          thirdName: profile.thirdName,
          phone: profile.msisdn,
          email: profile.email ?? '',
          ...(profile.idType ? { idType: profile.idType as NonNullable<CheckoutProps['prefill']>['details']['idType'] } : {}),
          idNumber: profile.idNumber ?? '',
        },
        addresses: profile.addresses,
      }
    : null;
  return {
    props: {
      ...(await shellProps(locale, { layout: 'page', messages })),
      bag: lines.map((l) => ({ name: l.names[locale], quantity: l.quantity, unitPrice: l.unitPrice, needsId: l.needsId })),
      shops: await shopList(locale),
      prefill,
    },
  };
});
