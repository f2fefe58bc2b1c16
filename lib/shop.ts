/**
 * The mobile shop's shapes and addresses, shared by the API, the pages and the browser (issue 12,
 * parts 1 and 2). Brand and category names are translated with the `shop` messages of locales/*.json.
 */
export const SHOP_CATEGORIES = ['phones', 'sims', 'routers', 'accessories'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export const SHOP_SORTS = ['featured', 'price-asc', 'price-desc', 'newest'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const isShopCategory = (value: unknown): value is ShopCategory => SHOP_CATEGORIES.includes(value as ShopCategory);

/** Badges a product may carry; the UI words them (shop.badges.*). */
export type ProductBadge = 'new' | 'bestseller' | 'deal';

/** "Only N left" from this many units down. */
export const LOW_STOCK = 5;

export type StockState = 'in-stock' | 'low' | 'out';

export const stockState = (stock: number): StockState => (stock <= 0 ? 'out' : stock <= LOW_STOCK ? 'low' : 'in-stock');

/** `Nour Mobile` → `nour-mobile`: the brand's id in addresses and filters. */
export const brandId = (brand: string): string =>
  brand
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const shopPaths = {
  home: '/personal/mobile-mall',
  /** A category, optionally one brand and an order: `/personal/shop/phones/nova/price-asc`. */
  category(category: ShopCategory, brand?: string | null, sort?: ShopSort | null): string {
    const base = `/personal/shop/${category}`;
    if (!brand && (!sort || sort === 'featured')) return base;
    return `${base}/${brand || 'all'}${sort && sort !== 'featured' ? `/${sort}` : ''}`;
  },
  product: (id: number | string) => `/personal/shop/product/${id}`,
  bag: '/personal/shop/bag',
  checkout: '/personal/shop/checkout',
};

export interface ProductCard {
  id: number;
  name: string;
  brand: string;
  price: number;
  image: string;
  inStock: boolean;
  badges: ProductBadge[];
}

export interface CategoryListing {
  category: { id: ShopCategory; name: string };
  brands: Array<{ id: string; name: string; count: number }>;
  items: Array<{ type: 'ProductItem'; data: ProductCard }>;
  page: number;
  pageSize: number;
  total: number;
  pages: number;
}

export interface ProductVariantView {
  id: number;
  colour: string | null;
  colourHex: string | null;
  storage: string | null;
  price: number;
  stock: number;
  /** The product's picture in this variant's colour, when there is one (lib/colour-pictures.ts). */
  image?: string | null;
}

export interface ProductDetail {
  id: number;
  name: string;
  description: string;
  brand: string;
  brandId: string;
  category: { id: ShopCategory; name: string };
  price: number;
  image: string;
  images: string[];
  specs: Array<{ label: string; value: string }>;
  badges: ProductBadge[];
  variants: ProductVariantView[];
  maxPerOrder: number;
  needsId: boolean;
}

export interface CartLine {
  id: number;
  productId: number;
  variantId: number;
  name: string;
  /** "Black · 128 GB" (empty when the product has one variant without colour or storage). */
  variant: string;
  /** The product's picture in the line's colour, as its product page shows it; else the product's picture. */
  image: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  stock: number;
  stockState: StockState;
  maxPerOrder: number;
}

export interface CartView {
  items: CartLine[];
  subtotal: number;
  /** Units in the bag. */
  count: number;
}

// The header's bag count lives in its own small module: every page's first JavaScript carries it.
export { BAG_COUNT_COOKIE, BAG_EVENT, bagCountFromCookie } from './bag-count';
