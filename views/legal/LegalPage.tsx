import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import { SeoHead } from '@/shell/SeoHead';
import { Container } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './LegalPage.module.css';

export interface LegalSection {
  id: string;
  title: string;
  text: string;
}

export interface LegalPageProps {
  /** The page's own address without the locale (`/privacy`). */
  path: string;
  title: string;
  intro: string;
  sections: LegalSection[];
  siteUrl: string;
}

/** A legal page (terms of use, privacy policy, cookie policy): a title, an introduction and sections. */
export function LegalPage({ path, title, intro, sections, siteUrl }: LegalPageProps) {
  const t = useTranslations('meta');
  const locale = toLocale(useRouter().locale);
  return (
    <Container>
      <SeoHead title={title} description={intro} path={path} locale={locale} siteUrl={siteUrl} siteName={t('siteName')} />
      <Body>
        <h1>{title}</h1>
        <p>{intro}</p>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`legal-${section.id}`}>
            <h2 id={`legal-${section.id}`}>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </Body>
    </Container>
  );
}

const Body = classed.article(styles.Body);
