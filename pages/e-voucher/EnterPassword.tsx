import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { EnterPasswordScreen, toRechargeType, type RechargeType } from '@/flows/e-voucher/EVoucher';
import { Container } from '@/ui/primitives';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.eVoucher;

type Props = ShellPageProps & { packageId: number | null; type: RechargeType; ownMsisdn: string | null };

/**
 * E-voucher checkout, the step before confirming (spec section 2: "password entry"): the number the
 * voucher's secret code is texted to, then review and confirm. `?package=<id>&type=prepaid|postpaid`.
 */
export default function EnterPasswordRoute({ packageId, type, ownMsisdn, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <Container>
      <SeoHead title={t('money.voucher.detailsTitle')} path="/e-voucher/EnterPassword" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <EnterPasswordScreen packageId={packageId} type={type} ownMsisdn={ownMsisdn} />
    </Container>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const raw = ctx.query.package;
  const packageId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return {
    props: { ...(await shellProps(toLocale(ctx.locale), { messages })), packageId, type: toRechargeType(ctx.query.type), ownMsisdn: subscriber?.msisdn ?? null },
  };
});
