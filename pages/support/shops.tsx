import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { ShopLocator } from '@/flows/shops/ShopLocator';
import { FlowFrame, FlowHeader } from '@/flows/shared/ui';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import type { ShopView } from '@/lib/shops';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { listShops } from '@/lib/server/services/shops';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.shops;

const SHOPS_PATH = '/support/shops';

type Props = ShellPageProps & { shops: ShopView[] };

/** The shop locator (issue 13): filters, near me, the map of Iraq and the list. */
export default function ShopsRoute({ layout, shops, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('shops.title')} description={t('shops.intro')} path={SHOPS_PATH} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <FlowFrame layout={layout}>
        <FlowHeader>
          <h1>{t('shops.title')}</h1>
          <p>{t('shops.intro')}</p>
        </FlowHeader>
        <ShopLocator initialShops={shops} />
      </FlowFrame>
    </>
  );
}

// Server-rendered on each request: the open / closed badges are of this minute, and the list works without JavaScript.
export const getServerSideProps = withGuards(async (ctx) => {
  const locale = toLocale(ctx.locale);
  const [shell, shops] = await Promise.all([shellProps(locale, { layout: 'page', messages }), listShops({}, locale)]);
  return { props: { ...shell, shops } };
});
