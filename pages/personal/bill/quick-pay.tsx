import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { QUICK_PAY_PATH } from '@/flows/bill-pay/paths';
import { QuickPayScreen } from '@/flows/bill-pay/QuickPay';
import { FlowFrame } from '@/flows/shared/ui';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.quickPay;

type Props = ShellPageProps & { initialPhone: string };

/** Pay a postpaid bill without an account (no sign-in: a code by SMS to the number); `?msisdn=` fills in the number. */
export default function QuickPayRoute({ layout, initialPhone, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('quickPay.title')} path={QUICK_PAY_PATH} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <QuickPayScreen initialPhone={initialPhone} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const msisdn = typeof ctx.query.msisdn === 'string' ? ctx.query.msisdn.slice(0, 20) : '';
  return { props: { ...(await shellProps(toLocale(ctx.locale), { layout: subscriber ? 'dashboard' : 'page', messages })), initialPhone: msisdn } };
});
