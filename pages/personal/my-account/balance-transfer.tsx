import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { TransferScreen } from '@/flows/credit-transfer/TransferFlow';
import { FlowFrame } from '@/flows/shared/ui';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.creditTransfer;

type Props = ShellPageProps & { ownMsisdn: string };

/** Credit transfer to another Nour number (signed in). */
export default function BalanceTransferRoute({ layout, ownMsisdn, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('money.transfer.title')} path="/personal/my-account/balance-transfer" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <TransferScreen ownMsisdn={ownMsisdn} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  // redirect-if-not-auth (lib/guards.ts) sent visitors to the login already.
  if (!subscriber) return { notFound: true };
  return { props: { ...(await shellProps(toLocale(ctx.locale), { layout: 'dashboard', messages })), ownMsisdn: subscriber.msisdn } };
});
