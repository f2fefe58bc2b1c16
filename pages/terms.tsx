import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { SeoHead } from '@/shell/SeoHead';
import { Container } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './terms.module.css';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = ['terms'] as const;

const sections = ['account', 'codes', 'privacy', 'charges', 'closing'] as const;

/** The terms of use the registration form links to. */
export default function TermsPage({ site }: ShellPageProps) {
  const t = useTranslations('terms');
  const tAll = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <Container>
      <SeoHead title={t('title')} description={t('intro')} path="/terms" locale={locale} siteUrl={site.url} siteName={tAll('meta.siteName')} />
      <Body>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        {sections.map((section) => (
          <section key={section}>
            <h2>{t(`${section}.title`)}</h2>
            <p>{t(`${section}.text`)}</p>
          </section>
        ))}
      </Body>
    </Container>
  );
}

const Body = classed.article(styles.Body);

export const getServerSideProps: GetServerSideProps<ShellPageProps> = async ({ locale, res }) => {
  res.setHeader('Cache-Control', 'public, s-maxage=3600');
  return { props: await shellProps(toLocale(locale), { layout: 'page', messages }) };
};
