import { useTranslations } from 'next-intl';
import { TalentResults } from '@/flows/talent/TalentResults';
import type { ShellPageProps } from '@/lib/page-props';
import type { TalentPageData } from '@/lib/talent';
import { BlockTree } from '@/registry/BlockTree';
import { ContentPage } from '@/shell/ContentPage';
import { SeoHead } from '@/shell/SeoHead';
import { Container } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './TalentPage.module.css';

export interface TalentPageProps extends TalentPageData {
  siteUrl: string;
}

/** A programme route's props: the shell's and the page's (the site address comes from the shell). */
export type TalentRouteProps = ShellPageProps & TalentPageData;

/** The page of the programme's routes (/personal/talent-program and its campaign root). */
export function TalentRoute({ site, doc, winners, coBrand, path, locale }: TalentRouteProps) {
  return <TalentPage doc={doc} winners={winners} coBrand={coBrand} path={path} locale={locale} siteUrl={site.url} />;
}

/**
 * The talent programme's pages: the content document, the season's results on a winners page (read on
 * the server, so the page is complete without JavaScript), and the partner's mark on the co-branded
 * variant. The mobile-app variant is the same page in the page-mobile layout (chosen by the route).
 */
export function TalentPage({ doc, winners, coBrand, path, locale, siteUrl }: TalentPageProps) {
  const t = useTranslations();
  return (
    <>
      {coBrand && (
        <Container>
          <CoBrand>
            <span>{t('talent.coBrand.with')}</span>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG */}
            <img src={coBrand.logo} alt={coBrand.name} width={72} height={24} />
          </CoBrand>
        </Container>
      )}
      {winners && (
        <>
          {!doc && (
            <SeoHead
              title={t('talent.results.winnersTitle', { year: winners.round.year })}
              description={t('talent.results.winnersIntro', { title: winners.round.title })}
              path={path}
              locale={locale}
              siteUrl={siteUrl}
              siteName={t('meta.siteName')}
            />
          )}
          <Container>
            <Winners>
              {!doc && <h1>{t('talent.results.winnersTitle', { year: winners.round.year })}</h1>}
              <p>{t('talent.results.winnersIntro', { title: winners.round.title })}</p>
              <TalentResults data={winners} />
            </Winners>
          </Container>
        </>
      )}
      {doc && (winners ? <BlockTree content={doc.data.content} /> : <ContentPage doc={doc} siteUrl={siteUrl} />)}
      {doc && winners && (
        <SeoHead title={doc.title} description={doc.seo.description ?? ''} image={doc.seo.image} path={path} locale={locale} siteUrl={siteUrl} siteName={t('meta.siteName')} />
      )}
    </>
  );
}

const CoBrand = classed.p(styles.CoBrand);

const Winners = classed.section(styles.Winners);
