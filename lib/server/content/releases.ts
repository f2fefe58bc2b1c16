/**
 * Releases (issue 32, part 3): a named group of drafts, several pages in several languages, published at
 * once, now or at a time, all or nothing, and rolled back together.
 *
 * Publishing runs in ONE transaction that locks the release, then each page's row, checks every draft
 * (the check before publishing) and publishes each as a new version: a draft that fails, or any error,
 * rolls the whole transaction back, so visitors never see half a release. Each item remembers the
 * version it made live and the one live before, so a rollback (again one transaction) puts every page
 * back as it was: the earlier version published again, or offline when it had none. A scheduled release
 * is claimed by one conditional UPDATE (status scheduled → published happens inside the publishing
 * transaction), so of several servers' jobs one publishes it; one refused by the check goes back to
 * open with the refusal for the editor.
 */
import { and, asc, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { getDb, type Database, type Tx } from '../db';
import { pages, releaseItems, releases } from '../db/schema';
import { ApiError } from '../api/errors';
import { logger } from '../logger';
import { invalidatePageCache, publishDraft } from './pages';
import { PublishCheckFailed } from './publish-check';
import { assertReviewed, ReviewRefused } from './review';
import type { CheckFinding } from '@/registry/checks';

export interface ReleaseItemView {
  uri: string;
  locale: Locale;
  title: string | null;
  publishedVersion: number | null;
  previousVersion: number | null;
}

export interface ReleaseView {
  id: number;
  name: string;
  status: 'open' | 'scheduled' | 'published' | 'rolled-back';
  scheduledAt: string | null;
  publishedAt: string | null;
  createdBy: string;
  refusal: unknown;
  items: ReleaseItemView[];
}

/** One item of a release failed the check before publishing: nothing of the release was published. */
export class ReleaseRefused extends Error {
  constructor(
    readonly item: { uri: string; locale: Locale },
    readonly findings: CheckFinding[],
  ) {
    super(`release refused: ${item.locale} ${item.uri} fails the check before publishing`);
    this.name = 'ReleaseRefused';
  }
}

const notFound = () => new ApiError(404, 'errors.notFoundResource');
const notOpen = () => new ApiError(409, 'editorReleases.notOpen');

export async function listReleases(): Promise<ReleaseView[]> {
  const db = await getDb();
  const rows = await db.select().from(releases).orderBy(desc(releases.id)).limit(100);
  if (rows.length === 0) return [];
  const items = await db
    .select({ releaseId: releaseItems.releaseId, uri: releaseItems.uri, locale: releaseItems.locale, publishedVersion: releaseItems.publishedVersion, previousVersion: releaseItems.previousVersion, title: pages.title })
    .from(releaseItems)
    .leftJoin(pages, and(eq(pages.uri, releaseItems.uri), eq(pages.locale, releaseItems.locale)))
    .where(inArray(releaseItems.releaseId, rows.map((r) => r.id)))
    .orderBy(asc(releaseItems.uri), asc(releaseItems.locale));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    refusal: row.refusal ?? null,
    items: items
      .filter((item) => item.releaseId === row.id)
      .map((item) => ({ uri: item.uri, locale: item.locale as Locale, title: item.title, publishedVersion: item.publishedVersion, previousVersion: item.previousVersion })),
  }));
}

export async function createRelease(name: string, author: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(releases).values({ name, createdBy: author }).returning({ id: releases.id });
  return row.id;
}

/** Locks an open (or scheduled) release for a change; 404 when there is none, 409 once published. */
async function lockChangeable(tx: Tx, id: number) {
  const [release] = await tx.select().from(releases).where(eq(releases.id, id)).for('update');
  if (!release) throw notFound();
  if (release.status !== 'open' && release.status !== 'scheduled') throw notOpen();
  return release;
}

/** Adds a page's draft in one language to an open release (once), or takes it out. */
export async function changeReleaseItem(id: number, item: { uri: string; locale: Locale }, change: 'add' | 'remove'): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockChangeable(tx, id);
    if (change === 'remove') {
      await tx.delete(releaseItems).where(and(eq(releaseItems.releaseId, id), eq(releaseItems.uri, item.uri), eq(releaseItems.locale, item.locale)));
      return;
    }
    const [page] = await tx.select({ uri: pages.uri }).from(pages).where(and(eq(pages.uri, item.uri), eq(pages.locale, item.locale)));
    if (!page) throw notFound();
    await tx.insert(releaseItems).values({ releaseId: id, uri: item.uri, locale: item.locale }).onConflictDoNothing();
  });
}

/** Publishes every item of the release, all or nothing; answers the pages published. */
export async function publishRelease(id: number, author: string, db?: Database): Promise<Array<{ uri: string; locale: Locale; version: number }>> {
  const database = db ?? (await getDb());
  const published = await database.transaction(async (tx) => {
    await lockChangeable(tx, id);
    const items = await tx.select().from(releaseItems).where(eq(releaseItems.releaseId, id)).orderBy(asc(releaseItems.uri), asc(releaseItems.locale));
    if (items.length === 0) throw new ApiError(400, 'editorReleases.empty');
    const done: Array<{ uri: string; locale: Locale; version: number }> = [];
    for (const item of items) {
      const locale = item.locale as Locale;
      const [page] = await tx.select({ publishedVersion: pages.publishedVersion }).from(pages).where(and(eq(pages.uri, item.uri), eq(pages.locale, locale))).for('update');
      if (!page) throw notFound();
      let version: number | null;
      try {
        // Review (review.ts): each draft approved, and not the publisher's own change (the scheduler's
        // publisher was checked when the release was scheduled).
        const review = { publisher: author === 'schedule' ? null : author, states: ['approved', 'scheduled'] as const };
        version = await publishDraft(item.uri, locale, author, tx as unknown as Database, { check: true, review });
      } catch (error) {
        if (error instanceof PublishCheckFailed) throw new ReleaseRefused({ uri: item.uri, locale }, error.findings);
        if (error instanceof ReviewRefused) throw releaseReviewRefused(error);
        throw error;
      }
      if (!version) throw notFound();
      await tx
        .update(releaseItems)
        .set({ publishedVersion: version, previousVersion: page.publishedVersion })
        .where(and(eq(releaseItems.releaseId, id), eq(releaseItems.uri, item.uri), eq(releaseItems.locale, locale)));
      done.push({ uri: item.uri, locale, version });
    }
    await tx.update(releases).set({ status: 'published', publishedAt: new Date(), scheduledAt: null, refusal: null }).where(eq(releases.id, id));
    return done;
  });
  // publishDraft dropped each cached page inside the transaction; drop them again now that it is
  // committed, so a reader between the two cannot keep the old version cached.
  for (const page of published) invalidatePageCache(page.uri, page.locale);
  return published;
}

/** Puts every page of a published release back as it was before it (together); answers the pages changed. */
export async function rollBackRelease(id: number, author: string): Promise<Array<{ uri: string; locale: Locale }>> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [release] = await tx.select().from(releases).where(eq(releases.id, id)).for('update');
    if (!release) throw notFound();
    if (release.status !== 'published') throw new ApiError(409, 'editorReleases.notPublished');
    const items = await tx.select().from(releaseItems).where(eq(releaseItems.releaseId, id)).orderBy(asc(releaseItems.uri), asc(releaseItems.locale));
    for (const item of items) {
      const here = and(eq(pages.uri, item.uri), eq(pages.locale, item.locale));
      // A page published again since (or rolled back by hand) belongs to that later work: rolling the
      // release back would take it offline or overwrite its draft. Refuse, naming it; nothing changes.
      const [page] = await tx.select({ publishedVersion: pages.publishedVersion }).from(pages).where(here).for('update');
      if (!page || page.publishedVersion !== item.publishedVersion) {
        throw new ApiError(409, 'editorReleases.changedSince', { values: { page: `${item.locale} ${item.uri}` }, data: { page: { uri: item.uri, locale: item.locale } } });
      }
      if (item.previousVersion === null) await tx.update(pages).set({ publishedVersion: null, scheduledAt: null }).where(here);
      else await publishDraft(item.uri, item.locale as Locale, author, tx as unknown as Database, { fromVersion: item.previousVersion });
    }
    await tx.update(releases).set({ status: 'rolled-back' }).where(eq(releases.id, id));
    return items.map((item) => ({ uri: item.uri, locale: item.locale as Locale }));
  });
  for (const page of changed) invalidatePageCache(page.uri, page.locale);
  return changed;
}

/** A page of the release refused by review, said as the release's refusal (naming the page). */
const releaseReviewRefused = (error: ReviewRefused) =>
  new ReviewRefused(error.status as 403 | 409, error.status === 403 ? 'editorReview.releaseOwnChange' : 'editorReview.releaseNotApproved', error.page);

/**
 * Publishes the release at `at` (the job publish-scheduled); a release with nothing in it cannot be
 * scheduled. When two people are required, every draft in it must be approved and none `publisher`'s own.
 */
export async function scheduleRelease(id: number, at: Date, publisher: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockChangeable(tx, id);
    const items = await tx
      .select({ uri: pages.uri, locale: pages.locale, reviewState: pages.reviewState, draftUpdatedBy: pages.draftUpdatedBy })
      .from(releaseItems)
      .innerJoin(pages, and(eq(pages.uri, releaseItems.uri), eq(pages.locale, releaseItems.locale)))
      .where(eq(releaseItems.releaseId, id))
      .orderBy(asc(releaseItems.uri), asc(releaseItems.locale));
    if (items.length === 0) throw new ApiError(400, 'editorReleases.empty');
    for (const item of items) {
      try {
        await assertReviewed(tx, item, publisher, ['approved', 'scheduled']);
      } catch (error) {
        throw error instanceof ReviewRefused ? releaseReviewRefused(error) : error;
      }
    }
    await tx.update(releases).set({ status: 'scheduled', scheduledAt: at, refusal: null }).where(eq(releases.id, id));
  });
}

/**
 * The releases due at `now`, each published once across servers (its row lock in publishRelease, and the
 * status it leaves: a second server finds it published and skips it). A release refused by the check goes
 * back to open with the refusal, so the editor sees why.
 */
export async function publishDueReleases(now = new Date()): Promise<Array<{ id: number; pages: Array<{ uri: string; locale: Locale; version: number }> }>> {
  const db = await getDb();
  const due = await db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.status, 'scheduled'), isNotNull(releases.scheduledAt), lte(releases.scheduledAt, now)));
  const done: Array<{ id: number; pages: Array<{ uri: string; locale: Locale; version: number }> }> = [];
  for (const { id } of due) {
    try {
      done.push({ id, pages: await publishRelease(id, 'schedule') });
    } catch (error) {
      if (error instanceof ReviewRefused) {
        // A draft changed since it was approved: back to open, saying which, for a new review.
        await db
          .update(releases)
          .set({ status: 'open', scheduledAt: null, refusal: { uri: error.page.uri, locale: error.page.locale, reason: 'not-approved' } })
          .where(and(eq(releases.id, id), eq(releases.status, 'scheduled')));
        continue;
      }
      if (error instanceof ApiError && error.status === 409) continue; // another server published it first
      // Only the check's refusal (or an empty release) sends it back to open; anything else (the database
      // restarting, a deadlock) leaves it scheduled for the next tick, logged.
      if (!(error instanceof ReleaseRefused) && !(error instanceof ApiError && error.status === 400)) {
        logger.error({ err: error, release: id }, 'scheduled release not published; tried again at the next tick');
        continue;
      }
      const refusal =
        error instanceof ReleaseRefused
          ? { uri: error.item.uri, locale: error.item.locale, problems: error.findings.map((f) => ({ block: f.blockId ?? f.path, field: f.field, message: f.message })) }
          : { message: 'empty' };
      await db.update(releases).set({ status: 'open', scheduledAt: null, refusal }).where(and(eq(releases.id, id), eq(releases.status, 'scheduled')));
    }
  }
  return done;
}
