/**
 * Search autocompletion (spec sections 3 and 7): PostgreSQL full-text search in one language over
 * published pages and blog posts (group 1, suggested links), shop products (group 2) and add-ons
 * (group 3, whose link is the add-on id: the browser opens /personal/add-on/{link}).
 *
 * Group 2 stays empty until the shop exists: its product pages are built by a later issue, and a
 * suggestion must not lead to a page that answers 404. `SHOP_OPEN` turns it on with the shop.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { isSearchable } from '@/lib/validation/rules';
import { getDb } from '../db';
import { addons, blogPosts, pages, pageVersions, products } from '../db/schema';
import { prefixQuery } from './blog';

export interface SearchEntry {
  id: string;
  keyword: string;
  link: string;
}

export type AutocompleteResult = { '1': SearchEntry[]; '2': SearchEntry[]; '3': SearchEntry[] };

const LIMIT = 6;

/** Whether the shop's product pages (`/personal/shop/product/{id}`) exist; see the note above. */
const SHOP_OPEN = false;

export async function autocomplete(keyword: string, locale: Locale): Promise<AutocompleteResult> {
  const empty: AutocompleteResult = { '1': [], '2': [], '3': [] };
  if (!isSearchable(keyword)) return empty;
  const words = keyword.trim().slice(0, 100).split(/\s+/).slice(0, 8);
  const query = sql`to_tsquery('simple', ${prefixQuery(words)})`;
  const like = `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const db = await getDb();

  const pageDoc = sql`to_tsvector('simple', ${pageVersions.title} || ' ' || coalesce(${pageVersions.seo} ->> 'description', ''))`;
  const postDoc = sql`to_tsvector('simple', coalesce(${blogPosts.translations} -> ${locale} ->> 'title', '') || ' ' || coalesce(${blogPosts.translations} -> ${locale} ->> 'excerpt', ''))`;
  const productName = sql<string>`${products.names} ->> ${locale}`;
  const addonTitle = sql<string>`${addons.titles} ->> ${locale}`;

  const [pageRows, postRows, productRows, addonRows] = await Promise.all([
    db
      .select({ uri: pageVersions.uri, title: pageVersions.title })
      .from(pageVersions)
      .innerJoin(pages, and(eq(pages.uri, pageVersions.uri), eq(pages.locale, pageVersions.locale), eq(pages.publishedVersion, pageVersions.version)))
      .where(and(eq(pageVersions.locale, locale), sql`(${pageDoc} @@ ${query} or ${pageVersions.title} ilike ${like})`))
      .orderBy(sql`ts_rank(${pageDoc}, ${query}) desc`)
      .limit(LIMIT),
    db
      .select({ id: blogPosts.id, slug: blogPosts.slug, legacy: blogPosts.legacy, title: sql<string>`${blogPosts.translations} -> ${locale} ->> 'title'` })
      .from(blogPosts)
      .where(sql`${postDoc} @@ ${query}`)
      .orderBy(sql`ts_rank(${postDoc}, ${query}) desc`)
      .limit(3),
    SHOP_OPEN
      ? db
          .select({ id: products.id, name: productName })
          .from(products)
          .where(sql`(to_tsvector('simple', ${productName} || ' ' || ${products.brand}) @@ ${query} or ${productName} ilike ${like})`)
          .limit(LIMIT)
      : Promise.resolve([] as Array<{ id: number; name: string }>),
    db
      .select({ id: addons.id, title: addonTitle })
      .from(addons)
      .where(and(eq(addons.active, true), sql`${addons.groupId} is null`, sql`(to_tsvector('simple', ${addonTitle} || ' ' || (${addons.allowances} ->> ${locale})) @@ ${query} or ${addonTitle} ilike ${like})`))
      .limit(LIMIT),
  ]);

  return {
    '1': [
      ...pageRows.map((r) => ({ id: `page:${r.uri}`, keyword: r.title, link: r.uri })),
      ...postRows.map((r) => ({ id: `post:${r.id}`, keyword: r.title, link: r.legacy ? `/blog/old/view/${r.id}` : `/blog/${r.slug}` })),
    ].slice(0, LIMIT),
    '2': productRows.map((r) => ({ id: String(r.id), keyword: r.name, link: `/personal/shop/product/${r.id}` })),
    '3': addonRows.map((r) => ({ id: String(r.id), keyword: r.title, link: String(r.id) })),
  };
}
