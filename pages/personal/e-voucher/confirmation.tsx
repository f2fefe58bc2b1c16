import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { VoucherConfirmationScreen } from '@/flows/e-voucher/EVoucher';
import { Container } from '@/ui/primitives';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.eVoucher;

type Props = ShellPageProps & { orderId: string | null };

/** After an e-voucher payment: the voucher was sent by SMS (or the payment failed). */
export default function VoucherConfirmationRoute({ orderId, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <Container>
      <SeoHead title={t('money.voucher.doneTitle')} path="/personal/e-voucher/confirmation" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <VoucherConfirmationScreen orderId={orderId} />
    </Container>
  );
}

export const getServerSideProps = withGuards(async (ctx) => ({
  props: { ...(await shellProps(toLocale(ctx.locale), { messages })), orderId: typeof ctx.query.orderId === 'string' ? ctx.query.orderId.slice(0, 100) : null },
}));
