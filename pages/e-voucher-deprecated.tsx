import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { DeprecatedCheckoutScreen, toRechargeType, type RechargeType } from '@/flows/e-voucher/EVoucher';
import { Container } from '@/ui/primitives';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.eVoucher;

type Props = ShellPageProps & { initialType: RechargeType; ownMsisdn: string | null };

/** The old e-voucher checkout: one page, a review-and-confirm step and a confirmation modal. */
export default function EVoucherDeprecatedRoute({ initialType, ownMsisdn, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <Container>
      <SeoHead title={t('money.voucher.oldTitle')} path="/e-voucher-deprecated" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <DeprecatedCheckoutScreen initialType={initialType} ownMsisdn={ownMsisdn} />
    </Container>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => ({
  props: { ...(await shellProps(toLocale(ctx.locale), { messages })), initialType: toRechargeType(ctx.query.type), ownMsisdn: subscriber?.msisdn ?? null },
}));
