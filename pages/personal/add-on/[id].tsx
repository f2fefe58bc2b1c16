import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import type { AddonSummary } from '@/lib/catalog';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { getAddon } from '@/lib/server/services/catalog';
import { AddonPage } from '@/flows/addon-purchase/AddonPage';
import { SeoHead } from '@/shell/SeoHead';
import { formatMoney } from '@/lib/format';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.addon;

type Props = ShellPageProps & { addon: AddonSummary; msisdn: string | null };

/** /personal/add-on/{id}: the add-on and its Buy button, which opens the purchase modal (spec section 2). */
export default function AddonRoute({ addon, msisdn, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead
        title={addon.title}
        description={`${addon.allowance} · ${formatMoney(addon.price, locale)}`}
        path={`/personal/add-on/${addon.id}`}
        locale={locale}
        siteUrl={site.url}
        siteName={t('meta.siteName')}
      />
      <AddonPage addon={addon} msisdn={msisdn} />
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const locale = toLocale(ctx.locale);
  const raw = String(ctx.params?.id ?? '');
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  const addon = Number.isSafeInteger(id) ? await getAddon(id, locale) : null;
  if (!addon) return { notFound: true };
  return { props: { ...(await shellProps(locale, { messages })), addon, msisdn: subscriber?.msisdn ?? null } };
});
