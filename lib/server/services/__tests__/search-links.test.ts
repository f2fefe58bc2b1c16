/**
 * Search suggestions must not promise what does not exist (issue "Visitor experience", item 3): every
 * suggested link leads to a published page, a blog post, a coded screen or an add-on that exists.
 * Group 2 (shop products) links to the shop's product pages.
 */
import { eq } from 'drizzle-orm';
import { locales } from '@/lib/locales';
import { addons, pages, products } from '../../db/schema';
import { describeWithDatabase } from '../../testing/db';
import { codedRouteExists } from '../../testing/routes';
import { autocomplete } from '../search';

// Words that find pages, posts, products (phones, SIMs, routers) and add-ons in each language.
const keywords = ['Nova', 'SIM', 'Router', 'MiFi', 'Internet', 'roaming', 'نوفا', 'شريحة', 'راوتر', 'إنترنت', 'نۆڤا', 'سیمکارت', 'ئینتەرنێت'];

describeWithDatabase('search suggestions lead somewhere real', ({ db }) => {
  it('every link of every group is a published page, a coded screen or an add-on', async () => {
    const published = new Set((await db().db.select({ uri: pages.uri, locale: pages.locale }).from(pages)).map((p) => `${p.locale}:${p.uri}`));
    const activeAddons = new Set((await db().db.select({ id: addons.id }).from(addons).where(eq(addons.active, true))).map((a) => String(a.id)));
    const problems: string[] = [];
    let suggestions = 0;
    for (const locale of locales) {
      for (const keyword of keywords) {
        const groups = await autocomplete(keyword, locale);
        for (const entry of groups['1']) {
          suggestions++;
          if (!published.has(`${locale}:${entry.link}`) && !codedRouteExists(entry.link)) problems.push(`${locale} "${keyword}" group 1 → ${entry.link}`);
        }
        for (const entry of groups['2']) {
          suggestions++;
          if (!codedRouteExists(entry.link)) problems.push(`${locale} "${keyword}" group 2 → ${entry.link}: no such page`);
        }
        for (const entry of groups['3']) {
          suggestions++;
          if (!activeAddons.has(entry.link)) problems.push(`${locale} "${keyword}" group 3 → add-on ${entry.link}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(suggestions).toBeGreaterThan(10);
  });

  it('offers shop products in every language, each leading to its product page', async () => {
    expect(codedRouteExists('/personal/shop/product/1')).toBe(true);
    const productIds = new Set((await db().db.select({ id: products.id }).from(products)).map((p) => p.id));
    for (const [locale, keyword, name] of [
      ['en', 'Nova', 'Nova A15'],
      ['ar', 'نوفا', 'نوفا A15'],
      ['ku', 'نۆڤا', 'نۆڤا A15'],
    ] as const) {
      const found = (await autocomplete(keyword, locale))['2'];
      expect(found.map((e) => e.keyword)).toContain(name);
      for (const entry of found) {
        expect(entry.link).toBe(`/personal/shop/product/${entry.id}`);
        expect(productIds.has(Number(entry.id))).toBe(true);
      }
    }
  });
});
