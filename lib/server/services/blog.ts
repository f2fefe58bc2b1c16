/** The blog (spec section 7): categories, posts by category, content, selection, trending, latest, search. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PostSummary } from '@/lib/catalog';
import type { Locale } from '@/lib/locales';
import { sanitizeRichText } from '@/lib/sanitize';
import { getDb } from '../db';
import { blogCategories, blogPosts } from '../db/schema';

export interface BlogCategory {
  id: number;
  slug: string;
  name: string;
}

export interface BlogPost extends PostSummary {
  slug: string;
  categoryId: number;
  html: string;
  legacy: boolean;
}

type PostRow = typeof blogPosts.$inferSelect;

function postHref(row: Pick<PostRow, 'id' | 'slug' | 'legacy'>): string {
  return row.legacy ? `/blog/old/view/${row.id}` : `/blog/${row.slug}`;
}

async function categoryNames(locale: Locale): Promise<Map<number, string>> {
  const db = await getDb();
  const rows = await db.select().from(blogCategories);
  return new Map(rows.map((c) => [c.id, c.names[locale]]));
}

function toPost(row: PostRow, locale: Locale, categories: Map<number, string>): BlogPost {
  const text = row.translations[locale];
  return {
    id: row.id,
    slug: row.slug,
    categoryId: row.categoryId,
    categoryName: categories.get(row.categoryId) ?? '',
    title: text.title,
    excerpt: text.excerpt,
    // Stored sanitised; sanitised again on the way out in case the allowlist was tightened since.
    html: sanitizeRichText(text.html),
    image: row.image,
    publishedAt: row.publishedAt.toISOString(),
    href: postHref(row),
    legacy: row.legacy,
  };
}

export function summary(post: BlogPost): PostSummary {
  const { id, title, excerpt, image, categoryName, publishedAt, href } = post;
  return { id, title, excerpt, image, categoryName, publishedAt, href };
}

export async function listCategories(locale: Locale): Promise<BlogCategory[]> {
  const db = await getDb();
  const rows = await db.select().from(blogCategories).orderBy(blogCategories.id);
  return rows.map((c) => ({ id: c.id, slug: c.slug, name: c.names[locale] }));
}

export interface PostQuery {
  categoryId?: number;
  legacy?: boolean;
  order?: 'latest' | 'trending';
  limit?: number;
  offset?: number;
}

export async function listPosts(locale: Locale, query: PostQuery = {}): Promise<BlogPost[]> {
  const db = await getDb();
  const conditions = [eq(blogPosts.legacy, query.legacy ?? false)];
  if (query.categoryId) conditions.push(eq(blogPosts.categoryId, query.categoryId));
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(...conditions))
    .orderBy(...(query.order === 'trending' ? [desc(blogPosts.views), desc(blogPosts.publishedAt)] : [desc(blogPosts.publishedAt)]))
    .limit(query.limit ?? 12)
    .offset(query.offset ?? 0);
  const names = await categoryNames(locale);
  return rows.map((row) => toPost(row, locale, names));
}

export async function getPost(locale: Locale, by: { id?: number; slug?: string }): Promise<BlogPost | null> {
  const db = await getDb();
  const where = by.id !== undefined ? eq(blogPosts.id, by.id) : eq(blogPosts.slug, by.slug ?? '');
  const [row] = await db.select().from(blogPosts).where(where);
  if (!row) return null;
  return toPost(row, locale, await categoryNames(locale));
}

/** Counts a read (for "trending"). */
export async function countView(id: number): Promise<void> {
  const db = await getDb();
  await db.update(blogPosts).set({ views: sql`${blogPosts.views} + 1` }).where(eq(blogPosts.id, id));
}

export async function getPostsByIds(locale: Locale, ids: number[]): Promise<BlogPost[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select().from(blogPosts).where(inArray(blogPosts.id, ids));
  const names = await categoryNames(locale);
  const byId = new Map(rows.map((row) => [row.id, toPost(row, locale, names)]));
  return ids.map((id) => byId.get(id)).filter((p): p is BlogPost => Boolean(p));
}

/** Full-text search over the posts of one language (PostgreSQL, 'simple' configuration). */
export async function searchPosts(locale: Locale, keyword: string, limit = 20): Promise<BlogPost[]> {
  const words = keyword.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const db = await getDb();
  const document = sql`to_tsvector('simple', coalesce(${blogPosts.translations} -> ${locale} ->> 'title', '') || ' ' || coalesce(${blogPosts.translations} -> ${locale} ->> 'excerpt', '') || ' ' || regexp_replace(coalesce(${blogPosts.translations} -> ${locale} ->> 'html', ''), '<[^>]+>', ' ', 'g'))`;
  const query = sql`to_tsquery('simple', ${prefixQuery(words)})`;
  const rows = await db
    .select()
    .from(blogPosts)
    .where(sql`${document} @@ ${query}`)
    .orderBy(sql`ts_rank(${document}, ${query}) desc`, desc(blogPosts.publishedAt))
    .limit(limit);
  const names = await categoryNames(locale);
  return rows.map((row) => toPost(row, locale, names));
}

/** `free wifi` → `free:* & wifi:*`, keeping only letters and digits of any script. */
export function prefixQuery(words: string[]): string {
  return words
    .map((w) => w.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter(Boolean)
    .map((w) => `${w}:*`)
    .join(' & ') || 'nothing:*';
}
