import { useTranslations } from 'next-intl';
import { SHOP_SORTS, shopPaths, type CategoryListing, type ShopSort } from '@/lib/shop';
import { Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductCards } from '@/ui/ProductCards';
import { classed } from '@/ui/classed';
import styles from './CategoryView.module.css';

export interface CategoryViewProps {
  listing: CategoryListing;
  brand: string | null;
  sort: ShopSort;
}

/**
 * A shop category with its brand filter and order. Both are links (not a form), so they work before
 * the page's script runs and every choice is a cacheable address of its own.
 */
export function CategoryView({ listing, brand, sort }: CategoryViewProps) {
  const t = useTranslations('shop');
  const { category, brands, items, total } = listing;
  const current = brand ? brands.find((b) => b.id === brand) : undefined;
  return (
    <Container>
      <Breadcrumbs
        items={[
          { name: t('home'), href: '/' },
          { name: t('title'), href: shopPaths.home },
          { name: category.name, href: current ? shopPaths.category(category.id) : undefined },
          ...(current ? [{ name: current.name }] : []),
        ]}
      />
      <h1>{current ? `${category.name}: ${current.name}` : category.name}</h1>
      <Filters>
        <nav aria-labelledby="shop-brand-filter">
          <h2 id="shop-brand-filter">{t('filters.brand')}</h2>
          <ul>
            <li>
              <SmartLink href={shopPaths.category(category.id, null, sort)} aria-current={!brand ? 'page' : undefined}>
                {t('filters.allBrands')}
              </SmartLink>
            </li>
            {brands.map((b) => (
              <li key={b.id}>
                <SmartLink href={shopPaths.category(category.id, b.id, sort)} aria-current={brand === b.id ? 'page' : undefined}>
                  {b.name} <span className="count">({b.count})</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="shop-sort">
          <h2 id="shop-sort">{t('filters.sort')}</h2>
          <ul>
            {SHOP_SORTS.map((s) => (
              <li key={s}>
                <SmartLink href={shopPaths.category(category.id, brand, s)} aria-current={sort === s ? 'page' : undefined}>
                  {t(`filters.${s}`)}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </Filters>
      <p className="results">
        {t('filters.results', { count: total })}
      </p>
      {items.length === 0 ? <p>{t('filters.empty')}</p> : <ProductCards items={items.map((i) => i.data)} />}
    </Container>
  );
}

const Filters = classed.div(styles.Filters);
