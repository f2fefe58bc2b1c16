import { flowMessages } from '@/flows/messages';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { VanityScreen } from '@/flows/vanity/VanitySearch';
import { FlowFrame } from '@/flows/shared/ui';
import { toLocale } from '@/lib/locales';
import { accountPageProps, queryString, type AccountPageProps } from '@/lib/server/account-pages';
import { isVanitySearch } from '@/lib/validation/rules';
import { SeoHead } from '@/shell/SeoHead';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = flowMessages.vanity;

type Props = AccountPageProps<{ digits: string; number: string | null }>;

/** Vanity numbers: search for everyone; reserving needs a signed-in subscriber (the dialog says so). */
export default function VanityNumbersPage({ layout, site, subscriber, digits, number }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('vanity.title')} description={t('vanity.intro')} path="/personal/vanity-numbers" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <FlowFrame layout={layout}>
        <VanityScreen signedIn={subscriber !== null} initialDigits={digits} initialNumber={number ?? undefined} />
      </FlowFrame>
    </>
  );
}

// Only well-formed values from the address are kept (they fill the search box and reopen a number).
export const getServerSideProps = accountPageProps('page', messages, async (ctx) => {
  const digits = queryString(ctx.query.digits) ?? '';
  const number = queryString(ctx.query.number) ?? '';
  return { digits: isVanitySearch(digits) ? digits : '', number: /^\d{11}$/.test(number) ? number : null };
});
