import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { formatPrice } from '@/lib/format';
import { shopPaths, type ProductCard } from '@/lib/shop';
import { fillingColumns } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';

/** Products as cards: picture, badges, name (the link to the product page), brand, from-price, sold out. */
export function ProductCards({ items, headingLevel = 2 }: { items: ProductCard[]; headingLevel?: 2 | 3 }) {
  const t = useTranslations('shop');
  const tRoot = useTranslations();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Grid>
      {items.map((product) => (
        <li key={product.id}>
          <Card>
            <div className="picture">
              <SiteImage src={product.image} alt="" width={240} height={320} sizes="(min-width: 768px) 240px, 50vw" />
            </div>
            {product.badges.length > 0 && (
              <ul className="badges">
                {product.badges.map((badge) => (
                  <li key={badge}>{t(`badges.${badge}`)}</li>
                ))}
              </ul>
            )}
            <Heading>
              <SmartLink href={shopPaths.product(product.id)}>{product.name}</SmartLink>
            </Heading>
            <p className="brand">{product.brand}</p>
            <p className="price">{t('from', { price: tRoot('price.iqd', { amount: formatPrice(product.price) }) })}</p>
            {!product.inStock && <p className="out">{t('outOfStock')}</p>}
          </Card>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: ${fillingColumns('150px')};
  gap: ${({ theme }) => theme.space.md};
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
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    img {
      width: 70%;
      height: auto;
    }
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    li {
      padding: 2px 8px;
      border-radius: ${({ theme }) => theme.radius.pill};
      background: ${({ theme }) => theme.color.primary};
      color: ${({ theme }) => theme.color.primaryText};
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  h2 a::after,
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
  }
  .brand {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .price {
    margin-block-start: auto;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.primary};
  }
  .out {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.danger};
  }
`;
