import { flowMessages } from '@/flows/messages';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { isLocale, localizePath, toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { serverEnv } from '@/lib/server/env';
import { shellProps } from '@/lib/server/page-data';
import { DemoPaymentPage } from '@/flows/payment/DemoPaymentPage';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.payment;

type Props = ShellPageProps & { orderId: string };

/** The demo payment provider's hosted page (design.md section 6); `?lang=` picks its language. */
export default function PayRoute({ orderId }: Props) {
  const t = useTranslations('money.pay');
  return (
    <>
      <Head>
        <title>{`DemoPay · ${t('title')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <DemoPaymentPage orderId={orderId} />
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx) => {
  const locale = toLocale(ctx.locale);
  // A stand-in for the provider's page: it does not exist in a real deployment (design.md section 6).
  if (!serverEnv().demoMode) return { notFound: true };
  const orderId = String(ctx.params?.orderId ?? '');
  if (!/^[A-Za-z0-9_-]{6,100}$/.test(orderId)) return { notFound: true };
  // The provider is told the language as `?lang=`; our addresses carry it as a prefix.
  const lang = ctx.query.lang;
  if (isLocale(lang) && lang !== locale) {
    return { redirect: { destination: localizePath(`/pay/${encodeURIComponent(orderId)}`, lang), permanent: false } };
  }
  return { props: { ...(await shellProps(locale, { layout: 'empty', messages })), orderId } };
});
