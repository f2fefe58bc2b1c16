/**
 * The editor's side of pages: listing, drafts, versions, rollback, schedules, unpublishing, creating and
 * duplicating. Visitors never see drafts or past versions (only editors read those, see
 * pages/api/v2/site-map/content.ts); nothing is published that fails the check before publishing.
 */
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { PageDocument, TranslationState } from '@/lib/content';
import type { LayoutName } from '@/lib/page-props';
import type { Locale } from '@/lib/locales';
import { blockName } from '@/registry/checks';
import type { PageData } from '@/lib/blocks/types';
import { validatePage } from '@/registry/validate';
import { getDb } from '../db';
import { pages, pageVersions, type PageSeo } from '../db/schema';
import { logger } from '../logger';
import { audit } from '../services/editor-auth';
import { listBuilderPages } from './builder/source';
import { invalidatePageCache, publishDraft } from './pages';
import { assertPublishable, PublishCheckFailed } from './publish-check';
import { resolvePageData } from './resolve';
import { assertReviewed, ReviewRefused, type ReviewState } from './review';
import { translationState } from './translations';

export interface EditorPageSummary {
  uri: string;
  locales: Partial<
    Record<
      Locale,
      {
        title: string;
        hasUnpublishedChanges: boolean;
        publishedVersion: number | null;
        scheduledAt: string | null;
        draftUpdatedAt: string;
        translation: TranslationState;
        review: ReviewInfo;
      }
    >
  >;
  /** Served from Builder.io: elements left out by the mapping, over its stored locales. */
  builder?: { dropped: number };
}

export async function listPagesForEditor(): Promise<EditorPageSummary[]> {
  const db = await getDb();
  const rows = await db.select().from(pages).orderBy(asc(pages.uri), asc(pages.locale));
  const live = await db
    .select({ uri: pageVersions.uri, locale: pageVersions.locale, version: pageVersions.version, publishedAt: pageVersions.publishedAt })
    .from(pageVersions)
    .innerJoin(pages, and(eq(pages.uri, pageVersions.uri), eq(pages.locale, pageVersions.locale), eq(pages.publishedVersion, pageVersions.version)));
  const publishedAt = new Map(live.map((r) => [`${r.uri}|${r.locale}`, r.publishedAt]));
  const byUri = new Map<string, EditorPageSummary>();
  const documents = new Map<string, Partial<Record<string, { contentHash: string | null }>>>();
  for (const row of rows) documents.set(row.uri, { ...documents.get(row.uri), [row.locale]: row });
  for (const row of rows) {
    const summary = byUri.get(row.uri) ?? { uri: row.uri, locales: {} };
    const published = publishedAt.get(`${row.uri}|${row.locale}`);
    summary.locales[row.locale as Locale] = {
      title: row.title,
      publishedVersion: row.publishedVersion,
      hasUnpublishedChanges: !published || row.draftUpdatedAt > published,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      draftUpdatedAt: row.draftUpdatedAt.toISOString(),
      translation: translationState(row, documents.get(row.uri) ?? {}),
      review: reviewInfo(row),
    };
    byUri.set(row.uri, summary);
  }
  // Pages served from Builder.io are listed too (not editable here), with what their mapping dropped.
  const fromBuilder = await listBuilderPages();
  for (const page of fromBuilder) {
    const summary = byUri.get(page.uri) ?? { uri: page.uri, locales: {} };
    summary.builder = { dropped: (summary.builder?.dropped ?? 0) + page.warnings.length };
    byUri.set(page.uri, summary);
  }
  const list = [...byUri.values()];
  return fromBuilder.length ? list.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0)) : list;
}

/** Where the draft stands in review (review.ts): its state, who moved it last and when, its last author. */
export interface ReviewInfo {
  state: ReviewState;
  by: string | null;
  at: string | null;
  lastAuthor: string | null;
}

const reviewInfo = (row: { reviewState: ReviewState; reviewBy: string | null; reviewAt: Date | null; draftUpdatedBy: string | null }): ReviewInfo => ({
  state: row.reviewState,
  by: row.reviewBy,
  at: row.reviewAt?.toISOString() ?? null,
  lastAuthor: row.draftUpdatedBy,
});

export interface DraftDocument {
  uri: string;
  locale: Locale;
  title: string;
  layout: LayoutName;
  seo: PageSeo;
  data: PageData;
  publishedVersion: number | null;
  scheduledAt: string | null;
  translation: TranslationState;
  review: ReviewInfo;
}

export async function getDraft(uri: string, locale: Locale): Promise<DraftDocument | null> {
  const db = await getDb();
  const [row] = await db.select().from(pages).where(and(eq(pages.uri, uri), eq(pages.locale, locale)));
  if (!row) return null;
  const [source] = row.translatedFrom
    ? await db.select({ contentHash: pages.contentHash }).from(pages).where(and(eq(pages.uri, uri), eq(pages.locale, row.translatedFrom)))
    : [];
  return {
    uri,
    locale,
    title: row.title,
    layout: row.layout as LayoutName,
    seo: row.seo,
    data: row.draft as PageData,
    publishedVersion: row.publishedVersion,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    translation: translationState(row, source && row.translatedFrom ? { [row.translatedFrom]: source } : {}),
    review: reviewInfo(row),
  };
}

/** The languages a page has a draft in, with each one's title (the side-by-side view). */
export async function draftTitles(uri: string): Promise<Partial<Record<Locale, string>>> {
  const db = await getDb();
  const rows = await db.select({ locale: pages.locale, title: pages.title }).from(pages).where(eq(pages.uri, uri));
  return Object.fromEntries(rows.map((row) => [row.locale, row.title]));
}

/**
 * The draft as it would be served (validated, sanitised, resolved), for editors only: the preview and
 * the content API with an editor session. Never cached. Its version is 0.
 */
export async function getServedDraft(uri: string, locale: Locale): Promise<PageDocument | null> {
  const draft = await getDraft(uri, locale);
  if (!draft) return null;
  const { data } = validatePage(draft.data, { locale });
  return {
    uri,
    locale,
    version: 0,
    layout: draft.layout,
    title: draft.title,
    seo: draft.seo,
    data: await resolvePageData(data, locale),
    publishedAt: new Date().toISOString(),
  };
}

export async function listVersions(uri: string, locale: Locale) {
  const db = await getDb();
  const rows = await db
    .select({ version: pageVersions.version, title: pageVersions.title, publishedAt: pageVersions.publishedAt, publishedBy: pageVersions.publishedBy })
    .from(pageVersions)
    .where(and(eq(pageVersions.uri, uri), eq(pageVersions.locale, locale)))
    .orderBy(desc(pageVersions.version));
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString(), author: r.publishedBy }));
}

/**
 * Publishes version N again, as a new version (its content becomes the draft too). It passes the check
 * before publishing first: PublishCheckFailed, and nothing changes, when it does not.
 */
export async function rollback(uri: string, locale: Locale, version: number, author: string): Promise<number | null> {
  return publishDraft(uri, locale, author, undefined, { check: true, fromVersion: version });
}

/**
 * Publishes the draft at `at`. The draft must pass the check before publishing now (PublishCheckFailed
 * otherwise, nothing scheduled); it is checked again when its time comes. When two people are required,
 * it must be approved and `publisher` not its last author (ReviewRefused). False: no such page.
 */
export async function schedulePublish(uri: string, locale: Locale, at: Date, publisher: string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const here = and(eq(pages.uri, uri), eq(pages.locale, locale));
    const [page] = await tx
      .select({ uri: pages.uri, locale: pages.locale, draft: pages.draft, reviewState: pages.reviewState, draftUpdatedBy: pages.draftUpdatedBy })
      .from(pages)
      .where(here)
      .for('update');
    if (!page) return false;
    await assertReviewed(tx, page, publisher, ['approved', 'scheduled']);
    await assertPublishable(tx, page.draft, locale, uri);
    await tx.update(pages).set({ scheduledAt: at, reviewState: 'scheduled', reviewBy: publisher, reviewAt: sql`now()` }).where(here);
    return true;
  });
}

/**
 * Publishes every draft whose time has come; returns what it published. A draft that fails the check
 * by then (changed since, or a linked page gone) is not published: its schedule is dropped, and the
 * refusal is logged and in the audit log.
 */
export async function publishDue(now = new Date()): Promise<Array<{ uri: string; locale: Locale; version: number }>> {
  const db = await getDb();
  const due = await db
    .select({ uri: pages.uri, locale: pages.locale })
    .from(pages)
    .where(and(isNotNull(pages.scheduledAt), lte(pages.scheduledAt, now)));
  const done: Array<{ uri: string; locale: Locale; version: number }> = [];
  for (const page of due) {
    const locale = page.locale as Locale;
    try {
      // Changed since it was scheduled (back to draft): when review is required, it waits for a new one.
      const version = await publishDraft(page.uri, locale, 'schedule', undefined, { check: true, review: { publisher: null, states: ['scheduled'] } });
      if (version) done.push({ uri: page.uri, locale, version });
    } catch (error) {
      if (error instanceof ReviewRefused) {
        await db.update(pages).set({ scheduledAt: null }).where(and(eq(pages.uri, page.uri), eq(pages.locale, locale)));
        logger.warn({ uri: page.uri, locale }, 'scheduled publishing refused: the draft changed since it was approved');
        await audit('schedule', 'schedule-refused', { uri: page.uri, locale, detail: { reason: 'not-approved' } });
        continue;
      }
      if (!(error instanceof PublishCheckFailed)) throw error;
      await db.update(pages).set({ scheduledAt: null }).where(and(eq(pages.uri, page.uri), eq(pages.locale, locale)));
      const problems = error.findings.map((f) => ({ block: blockName(f), field: f.field, message: f.message }));
      logger.warn({ uri: page.uri, locale, problems }, 'scheduled publishing refused: the draft fails the check before publishing');
      await audit('schedule', 'schedule-refused', { uri: page.uri, locale, detail: { problems } });
    }
  }
  return done;
}

export async function unpublish(uri: string, locale: Locale): Promise<boolean> {
  const db = await getDb();
  const updated = await db
    .update(pages)
    // Nothing live or scheduled any more: a published or scheduled draft is a draft again (an approved one stays so).
    .set({ publishedVersion: null, scheduledAt: null, reviewState: sql`case when ${pages.reviewState} in ('published', 'scheduled') then 'draft' else ${pages.reviewState} end` })
    .where(and(eq(pages.uri, uri), eq(pages.locale, locale)))
    .returning({ uri: pages.uri });
  invalidatePageCache(uri, locale);
  return updated.length > 0;
}
