import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { BillScreen } from '@/flows/bill-pay/BillFlow';
import { FlowFrame } from '@/flows/shared/ui';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.billPay;

type Props = ShellPageProps & { email: string | null };

/** The postpaid bill, its history and paying it by card (signed in). */
export default function BillRoute({ layout, email, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('money.bill.title')} path="/personal/my-account/bill" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <BillScreen email={email} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  if (!subscriber) return { notFound: true };
  return { props: { ...(await shellProps(toLocale(ctx.locale), { layout: 'dashboard', messages })), email: subscriber.email } };
});
