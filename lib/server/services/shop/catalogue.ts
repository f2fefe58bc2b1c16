/**
 * The shop's catalogue in one language (issue 12, part 1): a category with its brands and products,
 * one product with its variants and their stock, the featured products of the mobile mall.
 * A category holds tens of products, so filtering and ordering happen after one query.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { colourPicture } from '@/lib/colour-pictures';
import type { Locale } from '@/lib/locales';
import {
  brandId,
  shopPaths,
  type CategoryListing,
  type ProductBadge,
  type ProductCard,
  type ProductDetail,
  type ShopCategory,
  type ShopSort,
} from '@/lib/shop';
import { ApiError } from '../../api/errors';
import { getDb } from '../../db';
import { products, productVariants } from '../../db/schema';
import { serverTranslator } from '../../i18n';

export const PAGE_SIZE = 12;

type ProductRow = typeof products.$inferSelect;
type Row = ProductRow & { inStock: boolean };

const BADGES: readonly ProductBadge[] = ['new', 'bestseller', 'deal'];

/** A brand's name in the page's language (shop.brands.<id>), the stored name when it has none. */
export function brandName(brand: string, locale: Locale): string {
  const key = `shop.brands.${brandId(brand)}`;
  const name = serverTranslator(locale)(key);
  return name === key ? brand : name;
}

export const categoryName = (category: ShopCategory, locale: Locale): string => serverTranslator(locale)(`shop.categories.${category}`);

const badgesOf = (row: ProductRow): ProductBadge[] => row.badges.filter((b): b is ProductBadge => BADGES.includes(b as ProductBadge));

function card(row: Row, locale: Locale): ProductCard {
  return {
    id: row.id,
    name: row.names[locale],
    brand: brandName(row.brand, locale),
    price: row.price,
    image: row.image,
    inStock: row.inStock,
    badges: badgesOf(row),
  };
}

// Written out: in a one-table select Drizzle leaves column names unqualified, and `id` would be the variant's.
const inStockColumn = sql<boolean>`exists (select 1 from product_variants v where v.product_id = "products"."id" and v.stock > 0)`;

async function productRows(where?: ReturnType<typeof eq>): Promise<Row[]> {
  const db = await getDb();
  const rows = await db
    .select({ product: products, inStock: inStockColumn })
    .from(products)
    .where(where)
    .orderBy(asc(products.id));
  return rows.map((r) => ({ ...r.product, inStock: Boolean(r.inStock) }));
}

const sorters: Record<ShopSort, (a: Row, b: Row) => number> = {
  // Featured first, then what can be bought, then the cheapest.
  featured: (a, b) => Number(b.featured) - Number(a.featured) || Number(b.inStock) - Number(a.inStock) || a.price - b.price || a.id - b.id,
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
  'price-desc': (a, b) => b.price - a.price || a.id - b.id,
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
};

export interface ListingQuery {
  brand?: string;
  sort?: ShopSort;
  page?: number;
}

/** One category: its brands (with how many products each), then one page of products. */
export async function categoryListing(category: ShopCategory, locale: Locale, query: ListingQuery = {}): Promise<CategoryListing> {
  const rows = await productRows(eq(products.category, category));
  const brands = new Map<string, { id: string; name: string; count: number }>();
  for (const row of rows) {
    const id = brandId(row.brand);
    const entry = brands.get(id) ?? { id, name: brandName(row.brand, locale), count: 0 };
    entry.count++;
    brands.set(id, entry);
  }
  const chosen = query.brand ? rows.filter((row) => brandId(row.brand) === query.brand) : rows;
  const sorted = [...chosen].sort(sorters[query.sort ?? 'featured']);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = query.page ?? 1;
  return {
    category: { id: category, name: categoryName(category, locale) },
    brands: [...brands.values()].sort((a, b) => a.name.localeCompare(b.name, locale)),
    items: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row) => ({ type: 'ProductItem' as const, data: card(row, locale) })),
    page,
    pageSize: PAGE_SIZE,
    total: sorted.length,
    pages,
  };
}

/** Cards of a category (or of all), featured and buyable first: the ProductGrid block's products. */
export async function productCards(category: ShopCategory | 'all', locale: Locale, limit: number): Promise<ProductCard[]> {
  const rows = await productRows(category === 'all' ? undefined : eq(products.category, category));
  return rows.sort(sorters.featured).slice(0, limit).map((row) => card(row, locale));
}

/** The mall's home: featured products (in stock first), and every brand with its categories. */
export async function mallHome(locale: Locale): Promise<{
  featured: ProductCard[];
  categories: Array<{ id: ShopCategory; name: string; count: number; image: string }>;
  brands: Array<{ id: string; name: string; category: ShopCategory }>;
}> {
  const rows = await productRows();
  const featured = rows.filter((r) => r.featured).sort(sorters.featured).slice(0, 8).map((r) => card(r, locale));
  const categoryImages: Record<ShopCategory, string> = {
    phones: '/images/phone-1.svg',
    sims: '/images/sim-card.svg',
    routers: '/images/router-mifi.svg',
    accessories: '/images/products/earbuds.svg',
  };
  const categories = (['phones', 'sims', 'routers', 'accessories'] as const).map((id) => ({
    id,
    name: categoryName(id, locale),
    count: rows.filter((r) => r.category === id).length,
    image: categoryImages[id],
  }));
  // A brand links to its category with the most products.
  const brandCategories = new Map<string, { name: string; counts: Map<ShopCategory, number> }>();
  for (const row of rows) {
    const id = brandId(row.brand);
    const entry = brandCategories.get(id) ?? { name: brandName(row.brand, locale), counts: new Map() };
    entry.counts.set(row.category, (entry.counts.get(row.category) ?? 0) + 1);
    brandCategories.set(id, entry);
  }
  const brands = [...brandCategories.entries()]
    .map(([id, { name, counts }]) => ({ id, name, category: [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0] }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return { featured, categories: categories.filter((c) => c.count > 0), brands };
}

/** One product with its variants (cheapest first) and their stock; null when there is none. */
export async function productDetail(id: number, locale: Locale): Promise<ProductDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.price), asc(productVariants.id));
  return {
    id: row.id,
    name: row.names[locale],
    description: row.descriptions[locale],
    brand: brandName(row.brand, locale),
    brandId: brandId(row.brand),
    category: { id: row.category, name: categoryName(row.category, locale) },
    price: variants.length > 0 ? Math.min(...variants.map((v) => v.price)) : row.price,
    image: row.image,
    images: row.images.length > 0 ? row.images : [row.image],
    specs: row.specs?.[locale] ?? [],
    badges: badgesOf(row),
    variants: variants.map((v) => ({
      id: v.id,
      colour: v.colours?.[locale] ?? null,
      colourHex: v.colourHex,
      storage: v.storage,
      price: v.price,
      stock: v.stock,
      image: colourPicture(row.image, v.colourHex),
    })),
    maxPerOrder: row.maxPerOrder,
    needsId: row.needsId,
  };
}

export async function productOr404(id: number, locale: Locale): Promise<ProductDetail> {
  const product = await productDetail(id, locale);
  if (!product) throw new ApiError(404, 'shop.errors.noProduct');
  return product;
}

/** The shop's addresses for the sitemap: the mall, each category with products, each product. */
export async function shopSitemapEntries(): Promise<Array<{ href: string; lastmod: Date }>> {
  const rows = await productRows();
  if (rows.length === 0) return [];
  const newest = (list: Row[]) => new Date(Math.max(...list.map((r) => r.createdAt.getTime())));
  const categories = [...new Set(rows.map((r) => r.category))];
  return [
    { href: shopPaths.home, lastmod: newest(rows) },
    ...categories.map((c) => ({ href: shopPaths.category(c), lastmod: newest(rows.filter((r) => r.category === c)) })),
    ...rows.map((r) => ({ href: shopPaths.product(r.id), lastmod: r.createdAt })),
  ];
}
