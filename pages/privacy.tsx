import type { GetServerSideProps } from 'next';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { LegalPage } from '@/views/legal/LegalPage';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = ['privacy'] as const;

const sections = ['collect', 'use', 'share', 'keep', 'rights', 'contact'] as const;

/** The privacy policy: what the site and the line keep about a customer, why, and for how long. Linked from the footer. */
export default function PrivacyPage({ site }: ShellPageProps) {
  const t = useTranslations('privacy');
  return (
    <LegalPage
      path="/privacy"
      title={t('title')}
      intro={t('intro')}
      sections={sections.map((id) => ({ id, title: t(`${id}.title`), text: t(`${id}.text`) }))}
      siteUrl={site.url}
    />
  );
}

export const getServerSideProps: GetServerSideProps<ShellPageProps> = async ({ locale, res }) => {
  res.setHeader('Cache-Control', 'public, s-maxage=3600');
  return { props: await shellProps(toLocale(locale), { layout: 'page', messages }) };
};
