import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import { shopPaths, type ProductCard } from '@/lib/shop';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './ProductCards.module.css';

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

const Grid = classed.ul(styles.Grid);

/** The whole card is clickable through the name's link (its ::after covers the card). */
const Card = classed.article(styles.Card);
