import { useTranslations } from 'next-intl';
import type { ProductCard } from '@/lib/shop';
import { ProductCards } from '@/ui/ProductCards';
import { classed } from '@/ui/classed';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  title: string;
  category: 'all' | 'phones' | 'sims' | 'routers' | 'accessories';
  /** At most this many (1 to 24). */
  limit: number;
  /** Resolved by the server from `category` and `limit`. */
  products?: ProductCard[];
}

/** Shop products as the shop shows them (ui/ProductCards): picture, badges, name (the link), brand, price. */
export function ProductGrid({ title, limit, products }: ProductGridProps) {
  const t = useTranslations();
  // The server resolved the category's products; the limit holds for anything stored with more.
  const shown = (products ?? []).slice(0, Math.max(1, limit));
  return (
    <Wrapper>
      {title && <h2>{title}</h2>}
      {shown.length === 0 ? (
        <Empty>{t('blocks.ProductGrid.empty')}</Empty>
      ) : (
        <ProductCards items={shown} headingLevel={3} />
      )}
    </Wrapper>
  );
}

const Wrapper = classed.section(styles.Wrapper);

const Empty = classed.p(styles.Empty);
