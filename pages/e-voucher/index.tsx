import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { EVoucherScreen, toRechargeType, type RechargeType } from '@/flows/e-voucher/EVoucher';
import { Container } from '@/ui/primitives';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.eVoucher;

type Props = ShellPageProps & { initialType: RechargeType };

/** E-voucher checkout, step 1: packages by recharge type (`?type=postpaid`). */
export default function EVoucherRoute({ initialType, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <Container>
      <SeoHead title={t('money.voucher.title')} description={t('money.voucher.intro')} path="/e-voucher" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <EVoucherScreen initialType={initialType} />
    </Container>
  );
}

export const getServerSideProps = withGuards(async (ctx) => ({
  props: { ...(await shellProps(toLocale(ctx.locale), { messages })), initialType: toRechargeType(ctx.query.type) },
}));
