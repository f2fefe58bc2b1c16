import { useLocale, useTranslations } from 'next-intl';
import styled from 'styled-components';
import { shopPaths, type ProductCard, type ShopCategory } from '@/lib/shop';
import { Container, fillingColumns } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { LazySignOnButton } from '@/flows/sso/LazySignOnButton';
import { SmartLink } from '@/ui/SmartLink';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductCards } from '@/ui/ProductCards';


export interface MallHomeProps {
  featured: ProductCard[];
  categories: Array<{ id: ShopCategory; name: string; count: number; image: string }>;
  brands: Array<{ id: string; name: string; category: ShopCategory }>;
}

/** /personal/mobile-mall: the shop's home with its categories, brands and featured products. */
export function MallHome({ featured, categories, brands }: MallHomeProps) {
  const t = useTranslations('shop');
  const locale = useLocale();
  return (
    // Links to the mall carry the language as their fragment (spec section 2, lib/links.ts): it names this.
    <Container id={locale}>
      <Breadcrumbs items={[{ name: t('home'), href: '/' }, { name: t('title') }]} />
      <Intro>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </Intro>
      <Section aria-labelledby="mall-categories">
        <h2 id="mall-categories">{t('categoriesTitle')}</h2>
        <Tiles>
          {categories.map((c) => (
            <li key={c.id}>
              <SmartLink href={shopPaths.category(c.id)}>
                <SiteImage src={c.image} alt="" width={120} height={160} />
                <span className="name">{c.name}</span>
                <span className="count">{t('productsCount', { count: c.count })}</span>
              </SmartLink>
            </li>
          ))}
        </Tiles>
      </Section>
      <Section aria-labelledby="mall-brands">
        <h2 id="mall-brands">{t('brandsTitle')}</h2>
        <Brands>
          {brands.map((b) => (
            <li key={b.id}>
              <SmartLink href={shopPaths.category(b.category, b.id)}>{b.name}</SmartLink>
            </li>
          ))}
        </Brands>
      </Section>
      {featured.length > 0 && (
        <Section aria-labelledby="mall-featured">
          <h2 id="mall-featured">{t('featuredTitle')}</h2>
          <ProductCards items={featured} headingLevel={3} />
        </Section>
      )}
      <Section aria-labelledby="mall-partners">
        <h2 id="mall-partners">{t('partnerMallTitle')}</h2>
        <p>{t('partnerMallText')}</p>
        <LazySignOnButton site="mall" />
      </Section>
    </Container>
  );
}

const Intro = styled.header`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: ${fillingColumns('140px')};
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    height: 100%;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  img {
    width: 64px;
    height: auto;
  }
  .name {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .count {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Brands = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;
