import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { PortingFlow } from '@/flows/porting/PortingFlow';
import { FlowFrame } from '@/flows/shared/ui';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.porting;

/** Move a number from another Iraqi operator to Nour, and follow the request (no sign-in needed). */
export default function PortingRoute({ layout, site }: ShellPageProps) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('porting.title')} path="/personal/porting" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <FlowFrame layout={layout}>
        <PortingFlow />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => ({
  props: { ...(await shellProps(toLocale(ctx.locale), { layout: subscriber ? 'dashboard' : 'page', messages })) },
}));
