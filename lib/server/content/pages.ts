/**
 * Published pages: read (validated and sanitised on the way out, cached per version), listed for the
 * sitemap, drafted and published (the editor builds on these).
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PageDocument } from '@/lib/content';
import { layoutNames, type LayoutName } from '@/lib/page-props';
import type { Locale } from '@/lib/locales';
import { validatePage } from '@/registry/validate';
import type { BlockProblem, PageData } from '@/registry/types';
import { getDb, type Database } from '../db';
import { pages, pageVersions, type PageSeo } from '../db/schema';
import { logger } from '../logger';
import { cached, invalidate } from './cache';

const CACHE_TTL_MS = 60_000;

/** Forget cached pages (after a publish); without arguments, all of them. */
export function invalidatePageCache(uri?: string, locale?: Locale): void {
  invalidate(uri ? `page|${uri}|${locale ?? ''}` : 'page|');
}

function toLayout(value: string): LayoutName {
  return (layoutNames as readonly string[]).includes(value) ? (value as LayoutName) : 'page';
}

/**
 * The published page at `uri` in `locale`: version 0 means the live version, N that published version.
 * Every block is validated and sanitised again when served; bad blocks are left out and logged.
 */
export function getPublishedPage(uri: string, locale: Locale, version = 0): Promise<PageDocument | null> {
  // A numbered version never changes; the live one (0) can change on publish, which invalidates it.
  return cached(`page|${uri}|${locale}|${version}`, version === 0 ? CACHE_TTL_MS : 10 * CACHE_TTL_MS, () =>
    loadPublishedPage(uri, locale, version),
  );
}

async function loadPublishedPage(uri: string, locale: Locale, version: number): Promise<PageDocument | null> {
  const db = await getDb();
  let wanted = version;
  if (wanted === 0) {
    const [row] = await db
      .select({ v: pages.publishedVersion })
      .from(pages)
      .where(and(eq(pages.uri, uri), eq(pages.locale, locale)));
    if (!row?.v) return null;
    wanted = row.v;
  }
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.uri, uri), eq(pageVersions.locale, locale), eq(pageVersions.version, wanted)));
  let doc: PageDocument | null = null;
  if (row) {
    const { data, problems } = validatePage(row.data, { locale });
    if (problems.length) logger.warn({ uri, locale, version: wanted, problems }, 'blocks left out of a published page');
    doc = {
      uri,
      locale,
      version: row.version,
      layout: toLayout(row.layout),
      title: row.title,
      seo: row.seo,
      data,
      publishedAt: row.publishedAt.toISOString(),
    };
  }
  return doc;
}

/** Every published page in every locale, for /sitemap.xml. */
export async function listPublishedPages(): Promise<Array<{ uri: string; locale: Locale; publishedAt: Date }>> {
  const db = await getDb();
  const rows = await db
    .select({ uri: pages.uri, locale: pages.locale, publishedAt: pageVersions.publishedAt })
    .from(pages)
    .innerJoin(
      pageVersions,
      and(eq(pageVersions.uri, pages.uri), eq(pageVersions.locale, pages.locale), eq(pageVersions.version, pages.publishedVersion)),
    )
    .where(isNotNull(pages.publishedVersion))
    .orderBy(pages.uri, pages.locale);
  return rows.map((r) => ({ ...r, locale: r.locale as Locale }));
}

export interface DraftInput {
  title: string;
  layout: LayoutName;
  seo: PageSeo;
  data: unknown;
}

/** Saves a draft after validation; the caller decides what to do with the problems. */
export async function saveDraft(
  uri: string,
  locale: Locale,
  input: DraftInput,
  author: string | null,
  db?: Database,
): Promise<{ data: PageData; problems: BlockProblem[] }> {
  const database = db ?? (await getDb());
  const { data, problems } = validatePage(input.data, { locale });
  await database
    .insert(pages)
    .values({ uri, locale, layout: input.layout, title: input.title, seo: input.seo, draft: data, draftUpdatedBy: author })
    .onConflictDoUpdate({
      target: [pages.uri, pages.locale],
      set: { layout: input.layout, title: input.title, seo: input.seo, draft: data, draftUpdatedBy: author, draftUpdatedAt: sql`now()` },
    });
  return { data, problems };
}

/** Publishes the draft as a new version and makes it live. Returns the version number. */
export async function publishDraft(uri: string, locale: Locale, author: string | null, db?: Database): Promise<number | null> {
  const database = db ?? (await getDb());
  const version = await database.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.uri, uri), eq(pages.locale, locale)))
      .for('update');
    if (!draft) return null;
    const [last] = await tx
      .select({ v: pageVersions.version })
      .from(pageVersions)
      .where(and(eq(pageVersions.uri, uri), eq(pageVersions.locale, locale)))
      .orderBy(desc(pageVersions.version))
      .limit(1);
    const next = (last?.v ?? 0) + 1;
    await tx.insert(pageVersions).values({
      uri,
      locale,
      version: next,
      layout: draft.layout,
      title: draft.title,
      seo: draft.seo,
      data: draft.draft,
      publishedBy: author,
    });
    await tx.update(pages).set({ publishedVersion: next, scheduledAt: null }).where(and(eq(pages.uri, uri), eq(pages.locale, locale)));
    return next;
  });
  invalidatePageCache(uri, locale);
  return version;
}
