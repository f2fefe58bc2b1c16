/**
 * The shop pages' getStaticProps against a real database: the mall, a category with its brand filter
 * and order taken from the address, a product; unknown categories, brands, orders and products are a
 * 404; every page revalidates (ISR) so stock and prices refresh without a rebuild; props are plain JSON.
 */
import type { GetStaticProps } from 'next';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { getStaticProps as mall } from '@/pages/personal/mobile-mall/[[...home]]';
import { getStaticProps as category } from '@/pages/personal/shop/[category]/[[...filter]]';
import { getStaticProps as product } from '@/pages/personal/shop/product/[id]';
import { getServerSideProps as bag } from '@/pages/personal/shop/bag';

async function run(getProps: GetStaticProps<any>, params: Record<string, string | string[]>, locale = 'en') {
  const result = (await getProps({ params, locale, locales: ['ar', 'en', 'ku'], defaultLocale: 'ar' })) as Record<string, any>;
  if ('props' in result) expect(JSON.parse(JSON.stringify(result.props))).toEqual(result.props);
  return result;
}

describeWithDatabase('shop pages', () => {
  it('the mall: categories with counts, brands linking to a category, featured products; revalidated', async () => {
    const result = await run(mall, {}, 'ku');
    expect(result.revalidate).toBeGreaterThan(0);
    expect(result.props.categories.map((c: { id: string }) => c.id)).toEqual(['phones', 'sims', 'routers', 'accessories']);
    expect(result.props.brands.length).toBeGreaterThanOrEqual(5);
    expect(result.props.featured.length).toBeGreaterThan(0);
    expect(result.props.featured.every((p: { name: string }) => /[\u0600-\u06FF]/.test(p.name))).toBe(true);
  });

  it('a category takes its brand and order from the address', async () => {
    const all = await run(category, { category: 'phones' });
    expect(all.props).toMatchObject({ brand: null, sort: 'featured' });
    expect(all.revalidate).toBeGreaterThan(0);
    const nova = await run(category, { category: 'phones', filter: ['nova', 'price-desc'] });
    expect(nova.props).toMatchObject({ brand: 'nova', sort: 'price-desc' });
    const prices = nova.props.listing.items.map((i: { data: { price: number; brand: string } }) => i.data.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(nova.props.listing.items.every((i: { data: { brand: string } }) => i.data.brand === 'Nova')).toBe(true);
    expect((await run(category, { category: 'phones', filter: ['all', 'newest'] })).props).toMatchObject({ brand: null, sort: 'newest' });
  });

  it('unknown categories, brands, orders and extra segments are a 404', async () => {
    for (const params of [{ category: 'tablets' } as Record<string, string | string[]>, { category: 'phones', filter: ['acme'] }, { category: 'phones', filter: ['all', 'cheapest'] }, { category: 'phones', filter: ['nova', 'newest', 'x'] }]) {
      expect([params, (await run(category, params)).notFound]).toEqual([params, true]);
    }
  });

  it('a product in the page language with its variants and stock; an unknown or malformed id is a 404', async () => {
    const [row] = await (await getDb()).select({ id: products.id }).from(products).where(eq(products.slug, 'nova-a35'));
    const result = await run(product, { id: String(row.id) }, 'ar');
    expect(result.props.product).toMatchObject({ id: row.id, name: 'نوفا A35', category: { id: 'phones', name: 'الهواتف' } });
    expect(result.props.product.variants.some((v: { stock: number }) => v.stock === 3)).toBe(true);
    expect(result.revalidate).toBeLessThanOrEqual(60);
    expect((await run(product, { id: '999999' })).notFound).toBe(true);
    expect((await run(product, { id: '1e3' })).notFound).toBe(true);
  });

  it('the bag page is the same for everyone (the bag is read in the browser)', async () => {
    const result = (await bag({ locale: 'en', params: {}, query: {}, req: {}, res: {}, resolvedUrl: '/en/personal/shop/bag' } as never)) as unknown as { props: Record<string, unknown> };
    expect(Object.keys(result.props).sort()).toEqual(['layout', 'menus', 'messages', 'site']);
  });
});
