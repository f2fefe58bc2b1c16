import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import type { ProductSummary } from '@/lib/catalog';
import { formatPrice } from '@/lib/format';
import { fillingColumns } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';

export interface ProductGridProps {
  title: string;
  category: 'all' | 'phones' | 'sims' | 'routers' | 'accessories';
  /** At most this many (1 to 24). */
  limit: number;
  /** Resolved by the server from `category` and `limit`. */
  products?: ProductSummary[];
}

/** Shop products in a grid: picture, name (the link to the product), brand and price. */
export function ProductGrid({ title, category, limit, products }: ProductGridProps) {
  const t = useTranslations();
  const shown = (products ?? []).filter((p) => category === 'all' || p.category === category).slice(0, Math.max(1, limit));
  return (
    <Wrapper>
      {title && <h2>{title}</h2>}
      {shown.length === 0 ? (
        <Empty>{t('blocks.ProductGrid.empty')}</Empty>
      ) : (
        <Grid>
          {shown.map((product) => (
            <li key={product.id}>
              <Card>
                <div className="picture">
                  {product.image && <SiteImage src={product.image} alt="" width={240} height={240} sizes="(min-width: 768px) 240px, 50vw" />}
                </div>
                <h3>
                  <SmartLink href={product.href}>{product.name}</SmartLink>
                </h3>
                <p className="brand">{product.brand}</p>
                <p className="price">{t('price.iqd', { amount: formatPrice(product.price) })}</p>
              </Card>
            </li>
          ))}
        </Grid>
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

const Grid = styled.ul`
  display: grid;
  grid-template-columns: ${fillingColumns('200px')};
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The whole card is clickable through the name's link (its ::after covers the card). */
const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  .picture {
    display: grid;
    place-items: center;
    aspect-ratio: 1;
    margin-block-end: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    img {
      width: 80%;
      height: auto;
    }
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  h3 a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  .brand {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .price {
    margin: 0;
    margin-block-start: auto;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
`;
