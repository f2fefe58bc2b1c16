import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import { NEW_LINE_OFFERS, NEW_LINE_PATH, type NewLineOffer } from '@/lib/new-line';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { NewLineScreen } from '@/flows/new-line/NewLineFlow';
import { FlowFrame } from '@/flows/shared/ui';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.newLine;

type Props = ShellPageProps & { initialOffer: NewLineOffer | null };

/** Ask for a new line (no sign-in: a code by SMS to the number to contact); `?offer=` preselects an offer. */
export default function NewOfferRoute({ layout, initialOffer, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('newLine.title')} path={NEW_LINE_PATH} locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <FlowFrame layout={layout}>
        <NewLineScreen initialOffer={initialOffer ?? undefined} />
      </FlowFrame>
    </>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => {
  const offer = typeof ctx.query.offer === 'string' && (NEW_LINE_OFFERS as readonly string[]).includes(ctx.query.offer) ? (ctx.query.offer as NewLineOffer) : null;
  return { props: { ...(await shellProps(toLocale(ctx.locale), { layout: subscriber ? 'dashboard' : 'page', messages })), initialOffer: offer } };
});
