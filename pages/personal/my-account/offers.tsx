import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import type { AddonSummary } from '@/lib/catalog';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { listAddons } from '@/lib/server/services/catalog';
import { PackagesScreen } from '@/flows/packages/PackagesFlow';
import { FlowFrame } from '@/flows/shared/ui';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.packages;

type Props = ShellPageProps & { addons: AddonSummary[]; ownMsisdn: string };

/** Offers & packages: subscribe or gift an add-on, confirmed by a code (signed in). */
export default function OffersRoute({ layout, addons, ownMsisdn, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('money.packages.title')} path="/personal/my-account/offers" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <FlowFrame layout={layout}>
        <PackagesScreen addons={addons} ownMsisdn={ownMsisdn} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  if (!subscriber) return { notFound: true };
  const locale = toLocale(ctx.locale);
  const [shell, home, roaming] = await Promise.all([shellProps(locale, { layout: 'dashboard', messages }), listAddons('all', locale, 24), listAddons('roaming', locale, 24)]);
  return { props: { ...shell, addons: [...home, ...roaming], ownMsisdn: subscriber.msisdn } };
});
