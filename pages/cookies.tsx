import type { GetServerSideProps } from 'next';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { LegalPage } from '@/views/legal/LegalPage';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = ['cookies'] as const;

const sections = ['necessary', 'storage', 'none', 'control'] as const;

/** The cookie policy: the few cookies the site sets (all of them needed for it to work) and what the browser keeps. Linked from the footer. */
export default function CookiesPage({ site }: ShellPageProps) {
  const t = useTranslations('cookies');
  return (
    <LegalPage
      path="/cookies"
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
