/**
 * Shared sections (issue 32, part 5): a named group of blocks, per language, saved once and used on many
 * pages through the SharedSection block (blocks/SharedSection), which stores only the section's number.
 *
 * Like a page, a section has per language a draft and published versions (an earlier one can be
 * published again: a rollback), and publishing runs the same check before publishing (publish-check.ts).
 * An anchor inside a section is an anchor of every page showing it, so a version that removes one a
 * page's own link points at is refused, naming the page. A page shows the live version of its own
 * language: the server puts its blocks in when it serves the page (resolve.ts), so publishing a section
 * changes every page that uses it; the caller then renews those pages' cached copies on every server
 * (revalidate.ts, the path a page's publish takes).
 *
 * Sections may hold other sections, never themselves (not even through another one): a save or publish
 * that would close a circle is refused (and rendering stops at a circle anyway). A section used on a
 * page, or held by another section, cannot be deleted; the refusal names them.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { BlockNode, PageData } from '@/lib/blocks/types';
import { sectionSubject } from '@/lib/variants';
import { validatePage } from '@/registry/validate';
import { getDb, lockKey, type Database, type Tx } from '../db';
import { pageExperiments, pages, pageVersions, sharedSectionLocales, sharedSections, sharedSectionVersions, variantEvents } from '../db/schema';
import { ApiError } from '../api/errors';
import { cached, invalidate, LIVE_TESTS_KEY } from './cache';
import { anchorsBrokenBy, assertPublishable, sectionAnchorsLock } from './publish-check';
import { twoPeopleRequired } from './review';
import { sectionRefs } from './section-refs';

type ReadDb = Pick<Database, 'select'>;

export interface SectionUse {
  uri: string;
  locale: Locale;
  title: string;
  /** The page's live version shows the section (directly or inside another section). */
  live: boolean;
  /** The page's draft holds it. */
  draft: boolean;
}

export interface SectionSummary {
  id: number;
  name: string;
  createdBy: string;
  locales: Partial<Record<Locale, { publishedVersion: number | null; hasUnpublishedChanges: boolean; draftUpdatedAt: string }>>;
  /** The pages (in any language) that use it. */
  uses: number;
}

export interface SectionDraft {
  id: number;
  name: string;
  locale: Locale;
  data: PageData;
  /** null: not published in this language; `exists` false: no draft in this language yet. */
  publishedVersion: number | null;
  exists: boolean;
}

const SERVED_TTL_MS = 60_000;
const GRAPH_LOCK = 'shared-sections:graph';
const emptyData = (): PageData => ({ root: { props: {} }, content: [] });
const notFound = () => new ApiError(404, 'errors.notFoundResource');

/** Joins a section's language row to its live version (none while it was never published). */
const liveVersionOfLocale = and(
  eq(sharedSectionVersions.sectionId, sharedSectionLocales.sectionId),
  eq(sharedSectionVersions.locale, sharedSectionLocales.locale),
  eq(sharedSectionVersions.version, sharedSectionLocales.publishedVersion),
);

const mentionsSections = (column: unknown) => sql`${column}::text like '%"SharedSection"%'`;

/** Which sections each section holds, over every language's draft and live version. */
async function sectionGraph(db: ReadDb): Promise<Map<number, Set<number>>> {
  const drafts = await db.select({ id: sharedSectionLocales.sectionId, data: sharedSectionLocales.draft }).from(sharedSectionLocales).where(mentionsSections(sharedSectionLocales.draft));
  const live = await db
    .select({ id: sharedSectionVersions.sectionId, data: sharedSectionVersions.data })
    .from(sharedSectionLocales)
    .innerJoin(sharedSectionVersions, liveVersionOfLocale)
    .where(mentionsSections(sharedSectionVersions.data));
  const graph = new Map<number, Set<number>>();
  for (const row of [...drafts, ...live]) {
    const held = graph.get(row.id) ?? new Set<number>();
    for (const ref of sectionRefs(row.data)) held.add(ref.sectionId);
    graph.set(row.id, held);
  }
  return graph;
}

/** Whether following references from `start` comes to `target`. */
function reaches(graph: Map<number, Set<number>>, start: Iterable<number>, target: number): boolean {
  const seen = new Set<number>();
  const stack = [...start];
  while (stack.length) {
    const id = stack.pop()!;
    if (id === target) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.get(id) ?? []));
  }
  return false;
}

/** `id` and every section that holds it, directly or through others. */
function holders(graph: Map<number, Set<number>>, id: number): Set<number> {
  const found = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [section, held] of graph) {
      if (!found.has(section) && [...held].some((h) => found.has(h))) {
        found.add(section);
        grew = true;
      }
    }
  }
  return found;
}

/** Refuses `data` as section `id`'s content when it would hold `id` itself (through any chain). */
async function assertNoCircle(tx: Tx, id: number, data: unknown): Promise<void> {
  const refs = sectionRefs(data).map((r) => r.sectionId);
  if (refs.length === 0) return;
  // Two saves that each close half of a circle must not both pass (PostgreSQL): one at a time.
  await lockKey(tx, GRAPH_LOCK);
  const graph = await sectionGraph(tx);
  if (reaches(graph, refs, id)) throw new ApiError(400, 'editorSections.circle', { errors: { data: 'editorSections.circle' } });
}

/** Every page and language whose draft or live version holds a shared section, with the sections each holds. */
async function pagesWithSections(db: ReadDb): Promise<Array<SectionUse & { liveRefs: Set<number>; draftRefs: Set<number> }>> {
  const rows = await db
    .select({ uri: pages.uri, locale: pages.locale, title: pages.title, draft: pages.draft, live: pageVersions.data })
    .from(pages)
    .leftJoin(pageVersions, and(eq(pageVersions.uri, pages.uri), eq(pageVersions.locale, pages.locale), eq(pageVersions.version, pages.publishedVersion)))
    .where(or(mentionsSections(pages.draft), mentionsSections(pageVersions.data)))
    .orderBy(asc(pages.uri), asc(pages.locale));
  const ids = (data: unknown) => new Set(sectionRefs(data).map((r) => r.sectionId));
  return rows.map((row) => ({ uri: row.uri, locale: row.locale as Locale, title: row.title, live: false, draft: false, liveRefs: ids(row.live), draftRefs: ids(row.draft) }));
}

/** Of `rows`, those that use any of `ids` (directly, or through a section among them). */
function using(rows: Awaited<ReturnType<typeof pagesWithSections>>, ids: Set<number>): SectionUse[] {
  const any = (refs: Set<number>) => [...refs].some((id) => ids.has(id));
  return rows
    .map(({ uri, locale, title, liveRefs, draftRefs }) => ({ uri, locale, title, live: any(liveRefs), draft: any(draftRefs) }))
    .filter((use) => use.live || use.draft);
}

/** Where section `id` is used: every page and language whose draft or live version shows it (also inside another section). */
export async function sectionUses(id: number, db?: ReadDb): Promise<SectionUse[]> {
  const database = db ?? (await getDb());
  return using(await pagesWithSections(database), holders(await sectionGraph(database), id));
}

export async function listSections(): Promise<SectionSummary[]> {
  const db = await getDb();
  const sections = await db.select().from(sharedSections).orderBy(asc(sharedSections.name), asc(sharedSections.id));
  if (sections.length === 0) return [];
  const rows = await db
    .select({
      id: sharedSectionLocales.sectionId,
      locale: sharedSectionLocales.locale,
      publishedVersion: sharedSectionLocales.publishedVersion,
      draftUpdatedAt: sharedSectionLocales.draftUpdatedAt,
      publishedAt: sharedSectionVersions.publishedAt,
    })
    .from(sharedSectionLocales)
    .leftJoin(sharedSectionVersions, liveVersionOfLocale);
  const graph = await sectionGraph(db);
  const withSections = await pagesWithSections(db);
  return sections.map((section) => {
      const used = using(withSections, holders(graph, section.id)).length;
      const locales: SectionSummary['locales'] = {};
      for (const row of rows.filter((r) => r.id === section.id)) {
        locales[row.locale as Locale] = {
          publishedVersion: row.publishedVersion,
          hasUnpublishedChanges: !row.publishedAt || row.draftUpdatedAt > row.publishedAt,
          draftUpdatedAt: row.draftUpdatedAt.toISOString(),
        };
      }
      return { id: section.id, name: section.name, createdBy: section.createdBy, locales, uses: used };
  });
}

/** The section's draft in `locale` (empty, `exists: false`, when it has none in that language yet). */
export async function getSectionDraft(id: number, locale: Locale): Promise<SectionDraft> {
  const db = await getDb();
  const [section] = await db.select().from(sharedSections).where(eq(sharedSections.id, id));
  if (!section) throw notFound();
  const [row] = await db
    .select()
    .from(sharedSectionLocales)
    .where(and(eq(sharedSectionLocales.sectionId, id), eq(sharedSectionLocales.locale, locale)));
  return { id, name: section.name, locale, data: (row?.draft as PageData | undefined) ?? emptyData(), publishedVersion: row?.publishedVersion ?? null, exists: Boolean(row) };
}

/** Validates a section's blocks as a page's are: an invalid block is a 400 naming it. */
function validated(data: unknown, locale: Locale): PageData {
  const { data: clean, problems } = validatePage(data, { locale });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length) throw new ApiError(400, 'errors.invalidPage', { data: { problems: errors } });
  return clean;
}

async function writeDraft(tx: Tx, id: number, locale: Locale, data: PageData, author: string): Promise<void> {
  await assertNoCircle(tx, id, data);
  await tx
    .insert(sharedSectionLocales)
    .values({ sectionId: id, locale, draft: data, draftUpdatedBy: author })
    .onConflictDoUpdate({
      target: [sharedSectionLocales.sectionId, sharedSectionLocales.locale],
      set: { draft: data, draftUpdatedBy: author, draftUpdatedAt: sql`now()` },
    });
}

/** A new section named `name` with its first language's blocks (e.g. blocks chosen on a page). */
export async function createSection(name: string, locale: Locale, data: unknown, author: string): Promise<number> {
  const clean = validated(data, locale);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sharedSections).values({ name, createdBy: author }).returning({ id: sharedSections.id });
    await writeDraft(tx, row.id, locale, clean, author);
    return row.id;
  });
}

/** Saves the section's draft in `locale` (and its name, when given). */
export async function saveSectionDraft(id: number, locale: Locale, input: { name?: string; data: unknown }, author: string): Promise<void> {
  const clean = validated(input.data, locale);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [section] = await tx.select({ id: sharedSections.id }).from(sharedSections).where(eq(sharedSections.id, id)).for('update');
    if (!section) throw notFound();
    if (input.name) await tx.update(sharedSections).set({ name: input.name }).where(eq(sharedSections.id, id));
    await writeDraft(tx, id, locale, clean, author);
  });
}

export interface SectionPublished {
  version: number;
  /** The pages whose live version in the language shows the section: the caller renews their cached copies. */
  pages: Array<{ uri: string; locale: Locale }>;
}

/**
 * Publishes the section's draft in `locale` as a new version, after the check before publishing
 * (PublishCheckFailed, nothing changed, when it fails). With the "two people" setting on, nobody
 * publishes their own change, as for pages (review.ts).
 */
export function publishSection(id: number, locale: Locale, author: string): Promise<SectionPublished> {
  return publishContent(id, locale, author);
}

/**
 * Publishes version `from` of the section in `locale` again, as a new version, which becomes the draft
 * too (as a page's rollback: content published before, so the publisher role is enough, even with
 * "two people" on). The same checks as a publish; 404 when there is no such version.
 */
export function rollbackSection(id: number, locale: Locale, from: number, author: string): Promise<SectionPublished> {
  return publishContent(id, locale, author, from);
}

/**
 * The publish and the rollback: the content (the draft, or version `from`) must pass the check before
 * publishing, hold no circle, and leave every page showing the section with the anchors its own links
 * point at (409 naming the pages and links otherwise); then it is the live version in `locale`.
 */
async function publishContent(id: number, locale: Locale, author: string, from?: number): Promise<SectionPublished> {
  const db = await getDb();
  const published = await db.transaction(async (tx) => {
    const here = and(eq(sharedSectionLocales.sectionId, id), eq(sharedSectionLocales.locale, locale));
    const [row] = await tx.select().from(sharedSectionLocales).where(here).for('update');
    if (!row) throw new ApiError(404, from === undefined ? 'errors.nothingToPublish' : 'errors.noSuchVersion');
    // Before anything is read: pages going live with links into this section wait, or are waited for.
    await lockKey(tx, sectionAnchorsLock(locale));
    let content: unknown = row.draft;
    if (from !== undefined) {
      const [old] = await tx
        .select({ data: sharedSectionVersions.data })
        .from(sharedSectionVersions)
        .where(and(eq(sharedSectionVersions.sectionId, id), eq(sharedSectionVersions.locale, locale), eq(sharedSectionVersions.version, from)));
      if (!old) throw new ApiError(404, 'errors.noSuchVersion');
      content = old.data;
    } else if (row.draftUpdatedBy === author && (await twoPeopleRequired(tx))) {
      throw new ApiError(403, 'editorSections.ownChange');
    }
    await assertNoCircle(tx, id, content);
    // The same check as a page's (its links, its blocks, the sections it holds); no address of its own.
    await assertPublishable(tx, content, locale);
    const shown = (await sectionUses(id, tx)).filter((use) => use.live && use.locale === locale).map(({ uri }) => ({ uri, locale }));
    const broken = await anchorsBrokenBy(tx, id, content, locale, shown.map((page) => page.uri));
    if (broken.length) {
      const places = broken.map((page) => `${locale} ${page.uri} (${page.hrefs.join(' ')})`).join(', ');
      throw new ApiError(409, 'editorSections.anchorsUsed', { values: { places }, data: { pages: broken.map((page) => ({ ...page, locale })) } });
    }
    const [last] = await tx
      .select({ v: sharedSectionVersions.version })
      .from(sharedSectionVersions)
      .where(and(eq(sharedSectionVersions.sectionId, id), eq(sharedSectionVersions.locale, locale)))
      .orderBy(desc(sharedSectionVersions.version))
      .limit(1);
    const next = (last?.v ?? 0) + 1;
    await tx.insert(sharedSectionVersions).values({ sectionId: id, locale, version: next, data: content, publishedBy: author });
    await tx
      .update(sharedSectionLocales)
      .set({
        publishedVersion: next,
        // A rollback's content becomes the draft too (same time as the version: no "unpublished changes").
        ...(from !== undefined ? { draft: content, draftUpdatedBy: author, draftUpdatedAt: sql`now()` } : {}),
      })
      .where(here);
    return { version: next, pages: shown };
  });
  invalidate(`section|${id}|`);
  return published;
}

export interface SectionVersion {
  version: number;
  publishedAt: string;
  author: string | null;
}

/** The published versions of section `id` in `locale`, newest first, with who published them and when. */
export async function listSectionVersions(id: number, locale: Locale): Promise<SectionVersion[]> {
  const db = await getDb();
  const [section] = await db.select({ id: sharedSections.id }).from(sharedSections).where(eq(sharedSections.id, id));
  if (!section) throw notFound();
  const rows = await db
    .select({ version: sharedSectionVersions.version, publishedAt: sharedSectionVersions.publishedAt, author: sharedSectionVersions.publishedBy })
    .from(sharedSectionVersions)
    .where(and(eq(sharedSectionVersions.sectionId, id), eq(sharedSectionVersions.locale, locale)))
    .orderBy(desc(sharedSectionVersions.version));
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
}

/**
 * Deletes a section nobody uses, with its test and the test's counts (they would apply to no page);
 * 409 naming the pages (and sections) that use it otherwise.
 */
export async function deleteSection(id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [section] = await tx.select({ id: sharedSections.id }).from(sharedSections).where(eq(sharedSections.id, id)).for('update');
    if (!section) throw notFound();
    await lockKey(tx, GRAPH_LOCK);
    const uses = await sectionUses(id, tx);
    const graph = await sectionGraph(tx);
    const holding = [...graph].filter(([other, held]) => other !== id && held.has(id)).map(([other]) => other);
    const named = holding.length ? await tx.select({ id: sharedSections.id, name: sharedSections.name }).from(sharedSections).where(inArray(sharedSections.id, holding)) : [];
    if (uses.length || named.length) {
      const places = [...uses.map((u) => `${u.locale} ${u.uri}`), ...named.map((s) => `«${s.name}»`)].join(', ');
      throw new ApiError(409, 'editorSections.inUse', { values: { places }, data: { pages: uses, sections: named } });
    }
    await tx.delete(pageExperiments).where(eq(pageExperiments.uri, sectionSubject(id)));
    await tx.delete(variantEvents).where(eq(variantEvents.uri, sectionSubject(id)));
    await tx.delete(sharedSections).where(eq(sharedSections.id, id));
  });
  invalidate(`section|${id}|`);
  invalidate(LIVE_TESTS_KEY);
}

/**
 * The live blocks of section `id` in `locale`, validated (bad blocks left out), for serving; [] when it
 * has none. Cached like pages; a publish drops it on every server.
 */
export function liveSectionBlocks(id: number, locale: Locale): Promise<BlockNode[]> {
  return cached(`section|${id}|${locale}`, SERVED_TTL_MS, async () => {
    const db = await getDb();
    const [row] = await db
      .select({ data: sharedSectionVersions.data })
      .from(sharedSectionLocales)
      .innerJoin(sharedSectionVersions, liveVersionOfLocale)
      .where(and(eq(sharedSectionLocales.sectionId, id), eq(sharedSectionLocales.locale, locale)));
    return row ? validatePage(row.data, { locale }).data.content : [];
  });
}
