/**
 * Builder.io as a content source (CONTENT_SOURCE=builder): a page not in our database is fetched from
 * Builder, mapped (./map.ts) and kept in `builder_pages`, so every server serves the same last good
 * page, also while Builder is down. Served like our pages: getServedPage's cache and Next's ISR, renewed
 * by Builder's publish webhook and by the `builder-refresh` job.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { PageDocument } from '@/lib/content';
import { locales, type Locale } from '@/lib/locales';
import type { PageData } from '@/lib/blocks/types';
import { getDb } from '../../db';
import { builderPages } from '../../db/schema';
import { logger } from '../../logger';
import { BuilderUnavailable, builderConfigured, fetchBuilderEntry } from './client';
import { mapBuilderEntry, type MappedPage, type MediaResults } from './map';
import { copyBuilderMedia } from './media';

/** A stored page younger than this is served without asking Builder. */
const FRESH_MS = 60_000;

type Row = typeof builderPages.$inferSelect;

function toDocument(row: Row): PageDocument {
  return {
    uri: row.uri,
    locale: row.locale as Locale,
    version: 0,
    layout: 'page',
    title: row.title,
    seo: row.seo,
    data: row.data as PageData,
    publishedAt: row.fetchedAt.toISOString(),
  };
}

async function storedRow(uri: string, locale: Locale): Promise<Row | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(builderPages).where(and(eq(builderPages.uri, uri), eq(builderPages.locale, locale)));
  return row;
}

/**
 * Asks Builder for the page now and stores the result: the mapped page, or null when Builder has no
 * such page (the stored copy is removed, so visitors get a 404 once its cached pages are rebuilt).
 * Its images and videos on Builder's CDN are copied to our origin first (./media.ts); `media` carries
 * what was already tried in this run (the other locales of the same page), so a failing file is not
 * waited for three times. Throws BuilderUnavailable when Builder cannot be reached.
 */
export async function refreshBuilderPage(uri: string, locale: Locale, media?: MediaResults): Promise<MappedPage | null> {
  const entry = await fetchBuilderEntry(uri, locale);
  const db = await getDb();
  const here = and(eq(builderPages.uri, uri), eq(builderPages.locale, locale));
  if (!entry) {
    await db.delete(builderPages).where(here);
    return null;
  }
  const page = mapBuilderEntry(entry, locale, uri, await copyBuilderMedia(entry, { db, results: media }));
  if (page.warnings.length) logger.warn({ uri, locale, warnings: page.warnings }, 'Builder elements left out or changed');
  const values = { title: page.title, seo: page.seo, data: page.data, warnings: page.warnings, entryId: String(entry.id ?? ''), fetchedAt: new Date() };
  await db
    .insert(builderPages)
    .values({ uri, locale, ...values })
    .onConflictDoUpdate({ target: [builderPages.uri, builderPages.locale], set: values });
  return page;
}

/** The Builder page at `uri` for visitors: fresh from the table, else from Builder, else the last good copy. */
export async function getBuilderPage(uri: string, locale: Locale): Promise<PageDocument | null> {
  if (!builderConfigured()) return null;
  const row = await storedRow(uri, locale);
  if (row && Date.now() - row.fetchedAt.getTime() < FRESH_MS) return toDocument(row);
  try {
    await refreshBuilderPage(uri, locale);
  } catch (error) {
    if (!(error instanceof BuilderUnavailable)) throw error;
    // Builder is down: the last good page (or a 404 if there never was one), never a 500.
    return row ? toDocument(row) : null;
  }
  const fresh = await storedRow(uri, locale);
  return fresh ? toDocument(fresh) : null;
}

/** The uris of stored Builder pages with what was left out of them, for the editor's page list. */
export async function listBuilderPages(): Promise<Array<{ uri: string; locale: Locale; title: string; warnings: string[]; fetchedAt: string }>> {
  const db = await getDb();
  const rows = await db.select().from(builderPages).orderBy(builderPages.uri, builderPages.locale);
  return rows.map((r) => ({ uri: r.uri, locale: r.locale as Locale, title: r.title, warnings: r.warnings, fetchedAt: r.fetchedAt.toISOString() }));
}

/**
 * The timer's part (lib/server/job-list.ts): stored pages older than FRESH_MS are fetched again; each
 * refreshed one is handed to `changed` (which revalidates it). Builder being down leaves them as they are.
 */
export async function refreshStaleBuilderPages(changed: (uri: string, locale: Locale) => Promise<void>, now = new Date()): Promise<number> {
  if (!builderConfigured()) return 0;
  const db = await getDb();
  const stale = await db
    .select({ uri: builderPages.uri, locale: builderPages.locale })
    .from(builderPages)
    .where(lt(builderPages.fetchedAt, new Date(now.getTime() - FRESH_MS)));
  let done = 0;
  const media: MediaResults = new Map();
  for (const { uri, locale } of stale) {
    if (!(locales as readonly string[]).includes(locale)) continue;
    try {
      await refreshBuilderPage(uri, locale as Locale, media);
      await changed(uri, locale as Locale);
      done += 1;
    } catch (error) {
      if (!(error instanceof BuilderUnavailable)) throw error;
      return done; // down: try again on the next run
    }
  }
  return done;
}
