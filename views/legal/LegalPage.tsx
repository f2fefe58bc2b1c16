import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import { SeoHead } from '@/shell/SeoHead';
import { Container } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './LegalPage.module.css';

export interface LegalPageProps {
  /** The page's messages: `title`, `intro`, and `<section>.title` / `<section>.text` for each section. */
  namespace: 'terms' | 'privacy' | 'cookies';
  /** The page's own address without the locale (`/privacy`). */
  path: string;
  /** The sections' ids, in order (each is also its heading's anchor, `#legal-<id>`). */
  sections: readonly string[];
  siteUrl: string;
}

/** A legal page (terms of use, privacy policy, cookie policy): a title, an introduction and sections. */
export function LegalPage({ namespace, path, sections, siteUrl }: LegalPageProps) {
  const meta = useTranslations('meta');
  const t = useTranslations();
  const text = (key: string) => t(`${namespace}.${key}` as Parameters<typeof t>[0]);
  const locale = toLocale(useRouter().locale);
  const title = text('title');
  const intro = text('intro');
  return (
    <Container>
      <SeoHead title={title} description={intro} path={path} locale={locale} siteUrl={siteUrl} siteName={meta('siteName')} />
      <Body>
        <h1>{title}</h1>
        <p>{intro}</p>
        {sections.map((id) => (
          <section key={id} aria-labelledby={`legal-${id}`}>
            <h2 id={`legal-${id}`}>{text(`${id}.title`)}</h2>
            <p>{text(`${id}.text`)}</p>
          </section>
        ))}
      </Body>
    </Container>
  );
}

const Body = classed.article(styles.Body);
