/**
 * Page and section variants (A/B tests, issue 32 part 1). A page in one language may run a test: variant
 * `a` is the page's own published blocks, `b`, `c`… have their own (started from the page's), each with
 * a weight and targeting rules (lib/variants.ts). A shared section in one language may run one too (its
 * subject is `section:<id>`, stored, counted and assigned as a page's): `a` is the section's live blocks,
 * the others replace them on every page whose live version shows the section; such a page is served
 * per visitor like a page under test, each combination of variants on its own cached path. The editor
 * saves a draft of the test and publishes it; the proxy (proxy.ts) reads the live tests through
 * `liveVariantMap` (cached, dropped on every server at a publish) and rewrites an assigned visitor to
 * the variant's own path, which Next caches (ISR) apart.
 * Visitors and goals are counted once per visitor, goal and variant: the table's primary key with
 * ON CONFLICT DO NOTHING holds under parallel requests.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PageDocument } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import type { BlockNode, PageData } from '@/lib/blocks/types';
import {
  comboKey,
  goalsSchema,
  isVisitorId,
  liveMapKey,
  pageCombos,
  parseCombo,
  sectionOfSubject,
  sectionSubject,
  targetingSchema,
  twoProportionZTest,
  variantKey,
  type Comparison,
  type Experiment,
  type LiveMap,
  type LiveTest,
} from '@/lib/variants';
import { validatePage } from '@/registry/validate';
import { ApiError } from '../api/errors';
import { getDb, type Database } from '../db';
import { pageExperiments, pages, sharedSectionLocales, variantEvents } from '../db/schema';
import { cached, invalidate, LIVE_TESTS_KEY } from './cache';
import { assertPublishable } from './publish-check';
import { twoPeopleRequired } from './review';
import { getServedPage } from './documents';
import { getPublishedPage } from './pages';
import { resolvePageData } from './resolve';
import { sectionUses } from './sections';

/** How long a server trusts its copy of the live tests when no invalidation reaches it (no Redis). */
const LIVE_TTL_MS = 10_000;
/** What reads the database: the app's handle or a transaction. */
type ReadDb = Pick<Database, 'select'>;

/** What the editor sends: at least the control and one variant, keys a, b, c… in order, weights 0–100. */
export const experimentInput = z
  .object({
    variants: z
      .array(
        z.object({
          key: variantKey,
          name: z.string().trim().min(1, { error: 'variants.errors.name' }).max(40, { error: 'variants.errors.name' }),
          weight: z.number().int({ error: 'variants.errors.weight' }).min(0, { error: 'variants.errors.weight' }).max(100, { error: 'variants.errors.weight' }),
          targeting: targetingSchema.default({ languages: [], signedIn: 'any', lineTypes: [], governorates: [] }),
          data: z.unknown().optional(),
        }),
      )
      .min(2, { error: 'variants.errors.count' })
      .max(6, { error: 'variants.errors.count' }),
    goals: goalsSchema.default({ clicks: [], purchase: true, recharge: true }),
  })
  .superRefine((value, ctx) => {
    value.variants.forEach((variant, i) => {
      if (variant.key !== 'abcdef'[i]) ctx.addIssue({ code: 'custom', path: ['variants', i, 'key'], message: 'variants.errors.key' });
    });
    if (!value.variants.some((variant) => variant.weight > 0)) ctx.addIssue({ code: 'custom', path: ['variants'], message: 'variants.errors.weight' });
  });
export type ExperimentInput = z.infer<typeof experimentInput>;

export interface ExperimentState {
  draft: Experiment | null;
  live: Experiment | null;
  publishedAt: string | null;
}

/** The test of `subject` (a page's uri or `section:<id>`) in `locale`. */
export async function getExperiment(subject: string, locale: Locale): Promise<ExperimentState> {
  const db = await getDb();
  const [row] = await db.select().from(pageExperiments).where(and(eq(pageExperiments.uri, subject), eq(pageExperiments.locale, locale)));
  return { draft: (row?.draft as Experiment | undefined) ?? null, live: (row?.live as Experiment | null | undefined) ?? null, publishedAt: row?.publishedAt?.toISOString() ?? null };
}

/** The draft blocks of the page or section under test (a new variant starts from them); null when it does not exist in `locale`. */
async function subjectDraft(db: ReadDb, subject: string, locale: Locale): Promise<{ draft: unknown } | undefined> {
  const section = sectionOfSubject(subject);
  if (section === null) return (await db.select({ draft: pages.draft }).from(pages).where(and(eq(pages.uri, subject), eq(pages.locale, locale))))[0];
  return (
    await db
      .select({ draft: sharedSectionLocales.draft })
      .from(sharedSectionLocales)
      .where(and(eq(sharedSectionLocales.sectionId, section), eq(sharedSectionLocales.locale, locale)))
  )[0];
}

/**
 * Saves the test's draft; each variant's blocks are validated as a page's are (bad blocks left out).
 * The control keeps no blocks of its own (it is the page, or the section). 404 when the page (the
 * section in that language) does not exist.
 */
export async function saveExperiment(uri: string, locale: Locale, input: ExperimentInput, editor: string, database?: Database): Promise<Experiment> {
  const db = database ?? (await getDb());
  const page = await subjectDraft(db, uri, locale);
  if (!page) throw new ApiError(404, 'errors.notFoundResource');
  const experiment: Experiment = {
    goals: input.goals,
    variants: input.variants.map((variant) => ({
      key: variant.key,
      name: variant.name,
      weight: variant.weight,
      targeting: variant.targeting,
      // A new variant starts from the page's blocks.
      data: variant.key === 'a' ? null : validatePage(variant.data ?? page.draft, { locale }).data,
    })),
  };
  await db
    .insert(pageExperiments)
    .values({ uri, locale, draft: experiment, updatedBy: editor })
    .onConflictDoUpdate({ target: [pageExperiments.uri, pageExperiments.locale], set: { draft: experiment, updatedBy: editor, updatedAt: sql`now()` } });
  return experiment;
}

/**
 * Makes the draft live (or, with `stop`, ends the test: everybody sees the page again). Returns the keys
 * whose pages change. A test going live is checked as a page is (each variant's blocks: its links, its
 * sections; PublishCheckFailed, nothing changed, otherwise), and with the "two people" setting on nobody
 * makes their own test live (403). The row is locked, so a save meanwhile waits for it.
 */
export async function publishExperiment(uri: string, locale: Locale, stop = false, publisher: string | null = null): Promise<string[]> {
  const db = await getDb();
  const keys = await db.transaction(async (tx) => {
    const where = and(eq(pageExperiments.uri, uri), eq(pageExperiments.locale, locale));
    const [row] = await tx.select().from(pageExperiments).where(where).for('update');
    const draft = (row?.draft as Experiment | undefined) ?? null;
    const live = (row?.live as Experiment | null | undefined) ?? null;
    if (!draft && !stop) throw new ApiError(404, 'errors.notFoundResource');
    if (!stop && draft) {
      if (publisher !== null && row.updatedBy === publisher && (await twoPeopleRequired(tx))) {
        throw new ApiError(403, 'variants.ownChange', { values: { page: `${locale} ${uri}` }, data: { page: { uri, locale } } });
      }
      // A section has no address of its own (its links are checked as its publish checks them).
      const own = sectionOfSubject(uri) === null ? uri : undefined;
      for (const variant of draft.variants) if (variant.data) await assertPublishable(tx, variant.data, locale, own);
    }
    if (!stop && draft) await assertFewCombinations(tx, uri, locale, draft);
    await tx.update(pageExperiments).set(stop ? { live: null } : { live: draft, publishedAt: sql`now()` }).where(where);
    return [...new Set([...(live?.variants ?? []), ...(draft?.variants ?? [])].map((variant) => variant.key))];
  });
  // Once committed: a server that reloaded before would keep the old test.
  if (sectionOfSubject(uri) === null) invalidateVariants(uri, locale);
  else invalidateLiveMap();
  return keys;
}

/**
 * At most this many variant pages for one page in one language. Each combination of the variants of a
 * page's tests (its own and its sections') is a cached page of its own, renewed one by one at each
 * publish: a page and two sections under test, with six variants each, would make 342 of them.
 */
export const MAX_PAGE_COMBINATIONS = 100;

/**
 * Refuses a test that would give a page it runs on more than MAX_PAGE_COMBINATIONS variant pages, naming
 * the page. Reads through the publish's transaction: on PGlite (one connection) a read outside it would
 * wait for the transaction, which waits for the read.
 */
async function assertFewCombinations(db: ReadDb, subject: string, locale: Locale, draft: Experiment): Promise<void> {
  const map = await readLiveMap(db);
  const test = liveMapKey(locale, subject);
  for (const page of await pagesOfSubject(subject, locale, db)) {
    // Each test multiplies the combinations by its variants plus one (not in that test); less the page as it is.
    const others = (map[liveMapKey(locale, page)] ?? []).filter((other) => other.test !== test);
    const count = others.reduce((product, other) => product * (other.rules.length + 1), draft.variants.length + 1) - 1;
    if (count > MAX_PAGE_COMBINATIONS) {
      throw new ApiError(400, 'variants.tooManyCombinations', { values: { page: `${locale} ${page}`, count, max: MAX_PAGE_COMBINATIONS }, data: { page: { uri: page, locale }, count } });
    }
  }
}

/** The pages in `locale` a test on `subject` changes: the page itself, or every page whose live version shows the section. */
export async function pagesOfSubject(subject: string, locale: Locale, db?: ReadDb): Promise<string[]> {
  const section = sectionOfSubject(subject);
  if (section === null) return [subject];
  return (await sectionUses(section, db)).filter((use) => use.live && use.locale === locale).map((use) => use.uri);
}

/** Drops, on every server, the live map and the served variants of a page. */
export function invalidateVariants(uri: string, locale: Locale): void {
  invalidate(LIVE_TESTS_KEY);
  invalidate(`page|${uri}|${locale}|variant|`);
}

/** The live map's copy is dropped on every server (a page published with or without a section under test changes it). */
export function invalidateLiveMap(): void {
  invalidate(LIVE_TESTS_KEY);
}

/**
 * Every live test's rules (no blocks), per page: what the proxy assigns from. A section's test is on
 * every page whose live version in its language shows the section (directly or inside another one).
 */
export function liveVariantMap(): Promise<LiveMap> {
  return cached(LIVE_TESTS_KEY, LIVE_TTL_MS, async () => readLiveMap(await getDb()));
}

/** The live tests' map as the database has it now (liveVariantMap caches it). */
async function readLiveMap(db: ReadDb): Promise<LiveMap> {
  const rows = await db.select().from(pageExperiments).where(isNotNull(pageExperiments.live));
  const map: LiveMap = {};
  for (const row of rows) {
    const locale = row.locale as Locale;
    const section = sectionOfSubject(row.uri);
    const test: LiveTest = { test: liveMapKey(locale, row.uri), section, rules: (row.live as Experiment).variants.map(({ key, weight, targeting }) => ({ key, weight, targeting })) };
    for (const uri of await pagesOfSubject(row.uri, locale, db)) (map[liveMapKey(locale, uri)] ??= []).push(test);
  }
  // The page's own test first, then its sections' by id (the order of a combination's parts).
  for (const tests of Object.values(map)) tests.sort((x, y) => (x.section ?? -1) - (y.section ?? -1));
  return map;
}

/** Whether a test (its own or a section's) is live on the page in `locale` (from the cached map). */
export async function hasLiveTest(uri: string, locale: Locale): Promise<boolean> {
  return !!(await liveVariantMap())[liveMapKey(locale, uri)]?.length;
}

/** Every combination of variants of a page in each language it runs tests in (to rebuild their cached pages). */
export async function liveVariantKeys(uri: string, only?: Locale): Promise<Array<{ locale: Locale; keys: string[] }>> {
  const map = await liveVariantMap();
  const out: Array<{ locale: Locale; keys: string[] }> = [];
  for (const [page, tests] of Object.entries(map)) {
    const locale = page.slice(0, 2) as Locale;
    if (page.slice(2) === uri && (!only || only === locale)) out.push({ locale, keys: pageCombos(tests) });
  }
  return out;
}

/** What a variant's page tells its browser: which combination it is, and per test (the page's, a section's) which blocks' clicks are goals. */
export interface ServedVariant {
  key: string;
  tests: Array<{ section: number | null; clicks: string[] }>;
}

/**
 * The page as combination `key` shows it (lib/variants.ts comboKey: the page test's variant and its
 * sections'): the published page, with the page variant's blocks and each section variant's blocks in
 * place of the section's, resolved as the page's are. Null when the page is not published. A part whose
 * test or variant is not live is left out (a visitor who kept an old cookie sees the page or section as
 * it is); none left: the page itself, without a variant.
 */
export function getServedVariant(uri: string, locale: Locale, key: string): Promise<(PageDocument & { variant?: ServedVariant }) | null> {
  return cached(`page|${uri}|${locale}|variant|${key}`, 60_000, async () => {
    const page = await getServedPage(uri, locale);
    const combo = parseCombo(key);
    if (!page || !combo) return page;
    const parts: Array<{ section: number | null; key: string }> = [];
    const tests: ServedVariant['tests'] = [];
    let own: PageData | null = null;
    const sections = new Map<number, BlockNode[]>();
    const wanted: Array<[number | null, string]> = [...(combo.page ? [[null, combo.page] as [null, string]] : []), ...combo.sections];
    for (const [section, letter] of wanted) {
      const { live } = await getExperiment(section === null ? uri : sectionSubject(section), locale);
      const variant = live?.variants.find((v) => v.key === letter);
      if (!live || !variant) continue;
      parts.push({ section, key: letter });
      tests.push({ section, clicks: live.goals.clicks });
      if (letter === 'a') continue;
      const { data } = validatePage(variant.data, { locale });
      if (section === null) own = data as PageData;
      else sections.set(section, data.content);
    }
    if (!parts.length) return page;
    const served = { key: comboKey(parts), tests };
    if (!own && !sections.size) return { ...page, variant: served };
    const base = own ?? (await getPublishedPage(uri, locale))?.data;
    if (!base) return { ...page, variant: served };
    return { ...page, data: await resolvePageData(base, locale, sections), variant: served };
  });
}

/**
 * Counts `visitor` for `goal` on variant `variant` of the page, once (true when this call counted it).
 * Refused silently (false) when the test, the variant or the goal is not live: nothing to count.
 */
export async function recordVariantEvent(uri: string, locale: Locale, variant: string, goal: string, visitor: string): Promise<boolean> {
  if (!isVisitorId(visitor)) return false;
  const { live } = await getExperiment(uri, locale);
  if (!live?.variants.some((v) => v.key === variant)) return false;
  const wanted =
    goal === 'view' ||
    (goal === 'purchase' && live.goals.purchase) ||
    (goal === 'recharge' && live.goals.recharge) ||
    (goal.startsWith('click:') && live.goals.clicks.includes(goal.slice(6)));
  if (!wanted) return false;
  const db = await getDb();
  const inserted = await db.insert(variantEvents).values({ uri, locale, variant, goal, visitor }).onConflictDoNothing().returning({ goal: variantEvents.goal });
  return inserted.length > 0;
}

export interface VariantResult {
  key: string;
  name: string;
  weight: number;
  visitors: number;
  goals: Array<{ goal: string; completions: number; rate: number; versusControl: Comparison | null }>;
}

/**
 * Each variant's visitors, completions and rate per goal, and for each variant but the control the
 * two-proportion z-test of its rate against the control's (lib/variants.ts twoProportionZTest).
 */
export async function variantResults(uri: string, locale: Locale): Promise<VariantResult[]> {
  const { live, draft } = await getExperiment(uri, locale);
  const experiment = live ?? draft;
  if (!experiment) return [];
  const db = await getDb();
  const rows = await db
    .select({ variant: variantEvents.variant, goal: variantEvents.goal, n: sql<number>`count(*)::int` })
    .from(variantEvents)
    .where(and(eq(variantEvents.uri, uri), eq(variantEvents.locale, locale)))
    .groupBy(variantEvents.variant, variantEvents.goal);
  const count = (variant: string, goal: string) => Number(rows.find((r) => r.variant === variant && r.goal === goal)?.n ?? 0);
  const goals = [
    ...experiment.goals.clicks.map((id) => `click:${id}`),
    ...(experiment.goals.purchase ? ['purchase'] : []),
    ...(experiment.goals.recharge ? ['recharge'] : []),
  ];
  return experiment.variants.map((variant) => {
    const visitors = count(variant.key, 'view');
    return {
      key: variant.key,
      name: variant.name,
      weight: variant.weight,
      visitors,
      goals: goals.map((goal) => {
        const completions = count(variant.key, goal);
        return {
          goal,
          completions,
          rate: visitors ? completions / visitors : 0,
          versusControl:
            variant.key === 'a' ? null : twoProportionZTest({ visitors: count('a', 'view'), completions: count('a', goal) }, { visitors, completions }),
        };
      }),
    };
  });
}
