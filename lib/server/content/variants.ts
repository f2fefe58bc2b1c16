/**
 * Page variants (A/B tests, issue 32 part 1). A page in one language may run a test: variant `a` is the
 * page's own published blocks, `b`, `c`… have their own (started from the page's), each with a weight
 * and targeting rules (lib/variants.ts). The editor saves a draft of the test and publishes it; the
 * proxy (proxy.ts) reads the live tests through `liveVariantMap` (cached, dropped on every server at a
 * publish) and rewrites an assigned visitor to the variant's own path, which Next caches (ISR) apart.
 * Visitors and goals are counted once per visitor, goal and variant: the table's primary key with
 * ON CONFLICT DO NOTHING holds under parallel requests.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PageDocument } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import type { PageData } from '@/lib/blocks/types';
import {
  goalsSchema,
  isVisitorId,
  liveMapKey,
  targetingSchema,
  twoProportionZTest,
  variantKey,
  type Comparison,
  type Experiment,
  type LiveMap,
} from '@/lib/variants';
import { validatePage } from '@/registry/validate';
import { ApiError } from '../api/errors';
import { getDb, type Database } from '../db';
import { pageExperiments, pages, variantEvents } from '../db/schema';
import { cached, invalidate } from './cache';
import { assertPublishable } from './publish-check';
import { twoPeopleRequired } from './review';
import { getServedPage } from './documents';
import { resolvePageData } from './resolve';

const LIVE_MAP_KEY = 'variants|live';
/** How long a server trusts its copy of the live tests when no invalidation reaches it (no Redis). */
const LIVE_TTL_MS = 10_000;

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

export async function getExperiment(uri: string, locale: Locale): Promise<ExperimentState> {
  const db = await getDb();
  const [row] = await db.select().from(pageExperiments).where(and(eq(pageExperiments.uri, uri), eq(pageExperiments.locale, locale)));
  return { draft: (row?.draft as Experiment | undefined) ?? null, live: (row?.live as Experiment | null | undefined) ?? null, publishedAt: row?.publishedAt?.toISOString() ?? null };
}

/**
 * Saves the test's draft; each variant's blocks are validated as a page's are (bad blocks left out).
 * The control keeps no blocks of its own (it is the page). 404 when the page does not exist.
 */
export async function saveExperiment(uri: string, locale: Locale, input: ExperimentInput, editor: string, database?: Database): Promise<Experiment> {
  const db = database ?? (await getDb());
  const [page] = await db.select({ draft: pages.draft }).from(pages).where(and(eq(pages.uri, uri), eq(pages.locale, locale)));
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
      for (const variant of draft.variants) if (variant.data) await assertPublishable(tx, variant.data, locale, uri);
    }
    await tx.update(pageExperiments).set(stop ? { live: null } : { live: draft, publishedAt: sql`now()` }).where(where);
    return [...new Set([...(live?.variants ?? []), ...(draft?.variants ?? [])].map((variant) => variant.key))];
  });
  // Once committed: a server that reloaded before would keep the old test.
  invalidateVariants(uri, locale);
  return keys;
}

/** Drops, on every server, the live map and the served variants of a page. */
export function invalidateVariants(uri: string, locale: Locale): void {
  invalidate(LIVE_MAP_KEY);
  invalidate(`page|${uri}|${locale}|variant|`);
}

/** Every live test's rules (no blocks): what the proxy assigns from. */
export function liveVariantMap(): Promise<LiveMap> {
  return cached(LIVE_MAP_KEY, LIVE_TTL_MS, async () => {
    const db = await getDb();
    const rows = await db.select().from(pageExperiments).where(isNotNull(pageExperiments.live));
    const map: LiveMap = {};
    for (const row of rows) {
      const live = row.live as Experiment;
      map[liveMapKey(row.locale as Locale, row.uri)] = live.variants.map(({ key, weight, targeting }) => ({ key, weight, targeting }));
    }
    return map;
  });
}

/** Whether a test is live on the page in `locale` (from the cached map). */
export async function hasLiveTest(uri: string, locale: Locale): Promise<boolean> {
  return !!(await liveVariantMap())[liveMapKey(locale, uri)]?.length;
}

/** The live tests' variant keys of a page in every language (to rebuild their cached pages). */
export async function liveVariantKeys(uri: string): Promise<Array<{ locale: Locale; keys: string[] }>> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(pageExperiments)
    .where(and(eq(pageExperiments.uri, uri), isNotNull(pageExperiments.live)));
  return rows.map((row) => ({ locale: row.locale as Locale, keys: (row.live as Experiment).variants.map((variant) => variant.key) }));
}

/** What a variant's page tells its browser: which variant it is, and which blocks' clicks are goals. */
export interface ServedVariant {
  key: string;
  clicks: string[];
}

/**
 * The page as variant `key` shows it: the published page with the variant's blocks (resolved as the
 * page's are). Null when the page is not published; the page itself, without a variant, when the test
 * or the variant is not live (a visitor who kept an old cookie sees the page).
 */
export function getServedVariant(uri: string, locale: Locale, key: string): Promise<(PageDocument & { variant?: ServedVariant }) | null> {
  return cached(`page|${uri}|${locale}|variant|${key}`, 60_000, async () => {
    const page = await getServedPage(uri, locale);
    if (!page) return null;
    const { live } = await getExperiment(uri, locale);
    const variant = live?.variants.find((v) => v.key === key);
    if (!live || !variant) return page;
    const served = { key, clicks: live.goals.clicks };
    if (key === 'a') return { ...page, variant: served };
    const { data } = validatePage(variant.data, { locale });
    return { ...page, data: await resolvePageData(data as PageData, locale), variant: served };
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
