import { flowMessages } from '@/flows/messages';
import Head from 'next/head';
import { useTranslations } from 'next-intl';
import { isLocale, localizePath, toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { payPageState } from '@/lib/server/payments/at-provider';
import { DemoPaymentPage } from '@/flows/payment/DemoPaymentPage';
import { QrPaymentStep, type QrStep } from '@/flows/payment/QrPaymentStep';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.payment;

type Props = ShellPageProps & { orderId: string; qr: { step: QrStep; reference: string; amount: number; nextUrl: string } | null };

/**
 * /pay/<orderId>: where every payment starts (issue 30 §2). The demo card's hosted page (design.md
 * section 6, demo mode); for another method the payment is registered at its provider once, then the
 * payer is sent to the provider's page or shown the QR step of a bank app. `?lang=` picks its language.
 */
export default function PayRoute({ orderId, qr }: Props) {
  const t = useTranslations('money.pay');
  const tq = useTranslations('money.methods.qr');
  if (qr) {
    return (
      <>
        <Head>
          <title>{tq('title')}</title>
          <meta name="robots" content="noindex" />
        </Head>
        <QrPaymentStep orderId={orderId} {...qr} />
      </>
    );
  }
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
  const orderId = String(ctx.params?.orderId ?? '');
  if (!/^[A-Za-z0-9_-]{6,100}$/.test(orderId)) return { notFound: true };
  // The provider is told the language as `?lang=`; our addresses carry it as a prefix.
  const lang = ctx.query.lang;
  if (isLocale(lang) && lang !== locale) {
    return { redirect: { destination: localizePath(`/pay/${encodeURIComponent(orderId)}`, lang), permanent: false } };
  }
  // Registers the payment at its provider on the first arrival only (a reload shows the same step).
  const state = await payPageState(orderId, locale);
  // The demo card's page is a stand-in for a provider's: it does not exist in a real deployment.
  if (!state) return { notFound: true };
  if (state.kind === 'done') return { redirect: { destination: state.redirectUrl, permanent: false } };
  if (state.kind === 'step' && state.step.kind === 'redirect') return { redirect: { destination: state.step.url, permanent: false } };
  const qr = state.kind === 'step' && state.step.kind === 'qr' ? { step: state.step, reference: state.reference, amount: state.amount, nextUrl: state.nextUrl } : null;
  return { props: { ...(await shellProps(locale, { layout: 'empty', messages })), orderId, qr } };
});
