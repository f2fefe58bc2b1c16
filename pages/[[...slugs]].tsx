import type { GetStaticPaths, GetStaticProps } from 'next';
import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { toLocale, type Locale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { shellProps } from '@/lib/server/page-data';
import { SeoHead } from '@/shell/SeoHead';
import { Container } from '@/ui/primitives';

type Props = ShellPageProps & { path: string; locale: Locale };

/**
 * Home and every content page (spec section 2: `/:slugs(.*)*`). Pages are rendered on first request
 * and then served from Next's cache (ISR), never touching the database at build time.
 */
export default function ContentPage({ path, locale, site }: Props) {
  const t = useTranslations();
  return (
    <>
      <SeoHead
        title={t('home.title')}
        description={t('meta.defaultDescription')}
        path={path}
        locale={locale}
        siteUrl={site.url}
        siteName={t('meta.siteName')}
      />
      <Hero>
        <Container>
          <h1>{t('home.heading')}</h1>
          <p>{t('home.intro')}</p>
        </Container>
      </Hero>
    </>
  );
}

const Hero = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.color.surface};
  h1 {
    font-size: ${({ theme }) => theme.font.size.hero};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0;
  }
`;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const slugs = (params?.slugs as string[] | undefined) ?? [];
  const path = `/${slugs.join('/')}`;
  if (path !== '/') return { notFound: true, revalidate: 60 };
  return { props: { ...(await shellProps(locale)), path, locale }, revalidate: 300 };
};
