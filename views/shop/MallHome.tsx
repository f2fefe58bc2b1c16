import { useLocale, useTranslations } from 'next-intl';
import { shopPaths, type ProductCard, type ShopCategory } from '@/lib/shop';
import { Container } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { LazySignOnButton } from '@/flows/sso/LazySignOnButton';
import { SmartLink } from '@/ui/SmartLink';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductCards } from '@/ui/ProductCards';
import { classed } from '@/ui/classed';
import styles from './MallHome.module.css';


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

const Intro = classed.header(styles.Intro);

const Section = classed.section(styles.Section);

const Tiles = classed.ul(styles.Tiles);

const Brands = classed.ul(styles.Brands);
