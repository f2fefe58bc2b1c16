/**
 * Published pages: read (validated and sanitised on the way out, cached per version), listed for the
 * sitemap, drafted and published (the editor builds on these).
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PageDocument } from '@/lib/content';
import { layoutNames, type LayoutName } from '@/lib/page-props';
import type { Locale } from '@/lib/locales';
import { recordContentHash } from './translations';
import { validatePage } from '@/registry/validate';
import type { BlockProblem, PageData } from '@/lib/blocks/types';
import { getDb, type Database } from '../db';
import { pages, pageVersions, type PageSeo } from '../db/schema';
import { logger } from '../logger';
import { assertPublishable } from './publish-check';
import { assertReviewed, type ReviewState } from './review';
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
  /** The language these blocks were translated from (adding a language, "start from another language"). */
  translatedFrom?: Locale;
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
  const translatedFrom = input.translatedFrom && input.translatedFrom !== locale ? { translatedFrom: input.translatedFrom } : {};
  // A change to the content makes `author` its last author and sends it back to draft (review.ts); the same
  // content saved again (the editor saves before it publishes) changes neither. Decided in the upsert,
  // against the row it locks, so a publish in between sees one or the other, never half.
  const unchanged = sql`("pages"."draft" = excluded."draft" and "pages"."title" = excluded."title" and "pages"."seo" = excluded."seo" and "pages"."layout" = excluded."layout")`;
  await database.transaction(async (tx) => {
    await tx
      .insert(pages)
      .values({ uri, locale, layout: input.layout, title: input.title, seo: input.seo, draft: data, draftUpdatedBy: author, ...translatedFrom })
      .onConflictDoUpdate({
        target: [pages.uri, pages.locale],
        set: {
          layout: input.layout,
          title: input.title,
          seo: input.seo,
          draft: data,
          draftUpdatedBy: sql`case when ${unchanged} then "pages"."draft_updated_by" else excluded."draft_updated_by" end`,
          draftUpdatedAt: sql`case when ${unchanged} then "pages"."draft_updated_at" else now() end`,
          reviewState: sql`case when ${unchanged} then "pages"."review_state" else 'draft' end`,
          ...translatedFrom,
        },
      });
    await recordContentHash(tx, uri, locale);
  });
  return { data, problems };
}

export interface PublishOptions {
  /**
   * Run the check before publishing (registry/checks.ts) on what is about to go live, inside the
   * transaction that holds the page's row: a failure throws PublishCheckFailed and changes nothing.
   * Every editor action and the scheduler ask for it; the seed does not need it.
   */
  check?: boolean;
  /** Publish this stored version's content again (rollback); it becomes the draft as well. */
  fromVersion?: number;
  /**
   * Review (review.ts): when two people are required, the draft must be in one of `states` and its last
   * author someone other than `publisher` (null: the scheduler); ReviewRefused otherwise, nothing changed.
   */
  review?: { publisher: string | null; states: readonly ReviewState[] };
}

/**
 * Publishes the draft (or, with `fromVersion`, an earlier version) as a new version and makes it live.
 * Returns the version number, or null when there is no such page (or no such version).
 */
export async function publishDraft(
  uri: string,
  locale: Locale,
  author: string | null,
  db?: Database,
  options: PublishOptions = {},
): Promise<number | null> {
  const database = db ?? (await getDb());
  const version = await database.transaction(async (tx) => {
    const here = and(eq(pages.uri, uri), eq(pages.locale, locale));
    const [page] = await tx.select().from(pages).where(here).for('update');
    if (!page) return null;
    let content = { layout: page.layout, title: page.title, seo: page.seo, data: page.draft };
    if (options.fromVersion !== undefined) {
      const [old] = await tx
        .select()
        .from(pageVersions)
        .where(and(eq(pageVersions.uri, uri), eq(pageVersions.locale, locale), eq(pageVersions.version, options.fromVersion)));
      if (!old) return null;
      content = { layout: old.layout, title: old.title, seo: old.seo, data: old.data };
    }
    if (options.review) await assertReviewed(tx, page, options.review.publisher, options.review.states);
    if (options.check) await assertPublishable(tx, content.data, locale, uri);
    const [last] = await tx
      .select({ v: pageVersions.version })
      .from(pageVersions)
      .where(and(eq(pageVersions.uri, uri), eq(pageVersions.locale, locale)))
      .orderBy(desc(pageVersions.version))
      .limit(1);
    const next = (last?.v ?? 0) + 1;
    await tx.insert(pageVersions).values({ uri, locale, version: next, ...content, publishedBy: author });
    await tx
      .update(pages)
      .set({
        publishedVersion: next,
        scheduledAt: null,
        reviewState: 'published',
        reviewBy: author,
        reviewAt: sql`now()`,
        // A rollback's content becomes the draft too (same time as the version: no "unpublished changes").
        ...(options.fromVersion !== undefined
          ? { draft: content.data, layout: content.layout, title: content.title, seo: content.seo, draftUpdatedBy: author, draftUpdatedAt: sql`now()` }
          : {}),
      })
      .where(here);
    if (options.fromVersion !== undefined) await recordContentHash(tx, uri, locale, false);
    return next;
  });
  invalidatePageCache(uri, locale);
  return version;
}

/** The languages `uri` is published in (the language menu offers only these: issue 28). */
export async function publishedLocales(uri: string): Promise<Locale[]> {
  const db = await getDb();
  const rows = await db
    .select({ locale: pages.locale })
    .from(pages)
    .where(and(eq(pages.uri, uri), isNotNull(pages.publishedVersion)));
  return rows.map((r) => r.locale as Locale);
}
