import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import type { ProductCard } from '@/lib/shop';
import { ProductCards } from '@/ui/ProductCards';

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

const Wrapper = styled.section`
  margin-block: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
`;
