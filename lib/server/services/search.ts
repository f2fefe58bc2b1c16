/**
 * Search autocompletion (spec sections 3 and 7): PostgreSQL full-text search in one language over
 * published pages and blog posts (group 1, suggested links), shop products (group 2) and add-ons
 * (group 3, whose link is the add-on id: the browser opens /personal/add-on/{link}).
 *
 * Group 1 starts with the coded screens (recharge, bill, transfer… lib/search-screens.ts), which the
 * content index does not hold: their words in every language are matched with pg_trgm, so a small
 * typo still finds them. Page titles also match by trigrams when full-text search misses a typo.
 * Titles are shown without the site name ("Roaming", not "Roaming | Nour Mobile").
 *
 * Group 2 links to the shop's product pages (`/personal/shop/product/{id}`, issue 12).
 */
import { and, eq, sql } from 'drizzle-orm';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/locales';
import { normalizeSearchText, productCategoryWords, searchScreens } from '@/lib/search-screens';
import { isSearchable } from '@/lib/validation/rules';
import { getDb, type Database } from '../db';
import { addons, blogPosts, pages, pageVersions, products } from '../db/schema';
import { prefixQuery } from './blog';

export interface SearchEntry {
  id: string;
  keyword: string;
  link: string;
  /** One line under the result that says what it is (a page's description, a post's excerpt, …). */
  context: string;
}

export type AutocompleteResult = { '1': SearchEntry[]; '2': SearchEntry[]; '3': SearchEntry[] };

const LIMIT = 6;

export async function autocomplete(keyword: string, locale: Locale): Promise<AutocompleteResult> {
  const empty: AutocompleteResult = { '1': [], '2': [], '3': [] };
  if (!isSearchable(keyword)) return empty;
  const trimmed = keyword.trim().slice(0, 100);
  const words = trimmed.split(/\s+/).slice(0, 8);
  const query = sql`to_tsquery('simple', ${prefixQuery(words)})`;
  const like = `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const db = await getDb();

  const pageDoc = sql`to_tsvector('simple', ${pageVersions.title} || ' ' || coalesce(${pageVersions.seo} ->> 'description', ''))`;
  const postDoc = sql`to_tsvector('simple', coalesce(${blogPosts.translations} -> ${locale} ->> 'title', '') || ' ' || coalesce(${blogPosts.translations} -> ${locale} ->> 'excerpt', ''))`;
  const productName = sql<string>`${products.names} ->> ${locale}`;
  const categoryWords = sql`(case ${products.category} ${sql.join(
    Object.entries(productCategoryWords).map(([category, words]) => sql`when ${category} then ${words}`),
    sql` `,
  )} else '' end)`;
  const addonTitle = sql<string>`${addons.titles} ->> ${locale}`;

  const [screenRows, pageRows, postRows, productRows, addonRows] = await Promise.all([
    matchScreens(db, keyword),
    db
      .select({ uri: pageVersions.uri, title: pageVersions.title, description: sql<string | null>`${pageVersions.seo} ->> 'description'` })
      .from(pageVersions)
      .innerJoin(pages, and(eq(pages.uri, pageVersions.uri), eq(pages.locale, pageVersions.locale), eq(pages.publishedVersion, pageVersions.version)))
      .where(and(eq(pageVersions.locale, locale), sql`(${pageDoc} @@ ${query} or ${pageVersions.title} ilike ${like} or (${trimmed.length >= 4} and word_similarity(${trimmed}, ${pageVersions.title}) >= ${TITLE_TYPO_SIMILARITY}))`))
      .orderBy(sql`ts_rank(${pageDoc}, ${query}) desc`, sql`word_similarity(${trimmed}, ${pageVersions.title}) desc`)
      .limit(LIMIT),
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        legacy: blogPosts.legacy,
        title: sql<string>`${blogPosts.translations} -> ${locale} ->> 'title'`,
        excerpt: sql<string | null>`${blogPosts.translations} -> ${locale} ->> 'excerpt'`,
      })
      .from(blogPosts)
      .where(sql`${postDoc} @@ ${query}`)
      .orderBy(sql`ts_rank(${postDoc}, ${query}) desc`)
      .limit(3),
    db
      .select({ id: products.id, name: productName, description: sql<string | null>`${products.descriptions} ->> ${locale}` })
      .from(products)
      .where(sql`(to_tsvector('simple', ${productName} || ' ' || ${products.brand} || ' ' || ${categoryWords}) @@ ${query} or ${productName} ilike ${like})`)
      .orderBy(products.id)
      .limit(LIMIT),
    db
      .select({ id: addons.id, title: addonTitle, allowances: sql<string | null>`${addons.allowances} ->> ${locale}` })
      .from(addons)
      .where(and(eq(addons.active, true), sql`${addons.groupId} is null`, sql`(to_tsvector('simple', ${addonTitle} || ' ' || (${addons.allowances} ->> ${locale})) @@ ${query} or ${addonTitle} ilike ${like})`))
      .limit(LIMIT),
  ]);

  const screens = screenRows.map((id) => searchScreens.find((screen) => screen.id === id)!);
  const screenLinks = new Set(screens.map((screen) => screen.route));
  return {
    '1': [
      ...screens.map((screen) => ({ id: `screen:${screen.id}`, keyword: screen.title[locale], link: screen.route, context: screen.context[locale] })),
      // A CMS page on a screen's route is the same destination: one suggestion is enough.
      ...pageRows
        .filter((r) => !screenLinks.has(r.uri))
        .map((r) => ({ id: `page:${r.uri}`, keyword: withoutSiteName(r.title), link: r.uri, context: contextLine(r.description) })),
      ...postRows.map((r) => ({
        id: `post:${r.id}`,
        keyword: withoutSiteName(r.title),
        link: r.legacy ? `/blog/old/view/${r.id}` : `/blog/${r.slug}`,
        context: contextLine(r.excerpt),
      })),
    ].slice(0, LIMIT),
    '2': productRows.map((r) => ({ id: String(r.id), keyword: r.name, link: `/personal/shop/product/${r.id}`, context: contextLine(r.description) })),
    '3': addonRows.map((r) => ({ id: String(r.id), keyword: r.title, link: String(r.id), context: contextLine(r.allowances) })),
  };
}

const CONTEXT_LENGTH = 120;

/** One line of context: plain text (no markup), cut at a word before CONTEXT_LENGTH characters. */
export function contextLine(text: string | null | undefined): string {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (plain.length <= CONTEXT_LENGTH) return plain;
  const cut = plain.slice(0, CONTEXT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > CONTEXT_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛-]+$/u, '')}…`;
}

/** A typo of a page title's word, from 4 characters: "roamng" (0.57) finds "Roaming" (stricter than for screens: titles are many). */
const TITLE_TYPO_SIMILARITY = 0.5;
/** How close a typed word must be to a screen's word ("biil" and "bill" score 0.4). */
const SCREEN_SIMILARITY = 0.39;
/** At most this many screens, so that pages still show in group 1. */
const SCREEN_LIMIT = 3;
/** How well one of a screen's words must appear inside a longer query ("how do I recharge"). */
const SCREEN_IN_QUERY_SIMILARITY = 0.8;

/**
 * The ids of the screens whose words match `keyword`, best first. An exact part of a word always
 * matches ("rech"); trigram similarity only from 4 characters, where 3 letters say too little ("sim"
 * is not "sign in").
 */
async function matchScreens(db: Database, keyword: string): Promise<string[]> {
  const typed = normalizeSearchText(keyword).slice(0, 100);
  const terms = searchScreens.flatMap((screen) =>
    Object.values(screen.words)
      .flat()
      .map((word) => sql`(${screen.id}, ${normalizeSearchText(word)})`),
  );
  const fuzzy = typed.length >= 4;
  const score = sql`greatest(
    case when strpos(term, ${typed}) > 0 then 1 else 0 end,
    case when ${fuzzy} and word_similarity(${typed}, term) >= ${SCREEN_SIMILARITY} then word_similarity(${typed}, term) else 0 end,
    case when ${fuzzy} and length(term) >= 4 and word_similarity(term, ${typed}) >= ${SCREEN_IN_QUERY_SIMILARITY} then word_similarity(term, ${typed}) else 0 end
  )`;
  const rows = await db.execute<{ id: string }>(
    // Ties (both "recharge" and "recharge card" contain "recharge") go to the closest whole word.
    sql`select id from (select id, max(${score}) as score, max(similarity(${typed}, term)) as closeness from (values ${sql.join(terms, sql`, `)}) as words(id, term) group by id) as scored where score > 0 order by score desc, closeness desc, id limit ${SCREEN_LIMIT}`,
  );
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
}

/** `db.execute` answers `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const siteNames = Object.values(brand.name).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const SITE_NAME = new RegExp(`^\\s*(?:${siteNames.join('|')})\\s*[|\\-–—:·]\\s*|\\s*[|\\-–—:·]\\s*(?:${siteNames.join('|')})\\s*$`, 'g');

/** A title as a search result: without the site name an editor may have added ("Roaming | Nour Mobile"). */
export function withoutSiteName(title: string): string {
  const stripped = title.replace(SITE_NAME, '').trim();
  return stripped || title;
}
