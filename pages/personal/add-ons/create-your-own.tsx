import { flowMessages } from '@/flows/messages';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { withGuards } from '@/lib/server/guards';
import { shellProps } from '@/lib/server/page-data';
import { CreateYourOwnScreen } from '@/flows/addon-purchase/CreateYourOwn';
import { Container } from '@/ui/primitives';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.createYourOwn;

type Props = ShellPageProps & { signedIn: boolean };

/**
 * Create your own bundle (the "create-your-own" section of /personal/add-ons, as a page of its own):
 * data, minutes and SMS with the server's price. Signed-in subscribers only see the builder.
 */
export default function CreateYourOwnRoute({ signedIn, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <Container>
      <SeoHead title={t('money.cyo.title')} description={t('money.cyo.intro')} path="/personal/add-ons/create-your-own" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <CreateYourOwnScreen signedIn={signedIn} />
    </Container>
  );
}

export const getServerSideProps = withGuards(async (ctx, subscriber) => ({
  props: { ...(await shellProps(toLocale(ctx.locale), { messages })), signedIn: Boolean(subscriber) },
}));
