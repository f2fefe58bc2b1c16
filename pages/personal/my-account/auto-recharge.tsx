import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { AutoRechargeScreen } from '@/flows/account/AutoRecharge';
import { FlowFrame } from '@/flows/shared/ui';
import { toLocale } from '@/lib/locales';
import { accountPageProps, type AccountPageProps } from '@/lib/server/account-pages';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.autoRecharge;

/** Auto-recharge of the signed-in subscriber's line (issue 33 part 3). */
export default function AutoRechargePage({ layout, site }: AccountPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('money.autoRecharge.title')} path="/personal/my-account/auto-recharge" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <AutoRechargeScreen />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = accountPageProps('dashboard', messages);
