/**
 * Page variants (A/B tests, issue 32 part 1): the shapes, who may get which variant (targeting), the
 * sticky weighted assignment, and the significance of the results. Pure functions: the proxy, the
 * server and the editor share them, and the tests run them over thousands of simulated visitors.
 */
import { z } from 'zod';
import { governorateIds } from './governorates';
import { locales, type Locale } from './locales';
import { COMBO } from './variant-path';

/** A variant's key: `a` is the control (the page's own blocks), then `b`, `c`… */
export const variantKey = z.string().regex(/^[a-z]$/, { error: 'variants.errors.key' });

export const targetingSchema = z.object({
  /** Empty: every language (a page's variants are per language document already; Builder's may name several). */
  languages: z.array(z.enum(locales)).max(3).default([]),
  /** 'any', or only visitors who are (not) signed in. */
  signedIn: z.enum(['any', 'yes', 'no']).default('any'),
  /** Empty: any line type; else only signed-in visitors whose line is one of these. */
  lineTypes: z.array(z.enum(['prepaid', 'postpaid'])).max(2).default([]),
  /** Empty: anywhere; else only signed-in visitors whose profile's address is in one of these. */
  governorates: z.array(z.enum(governorateIds)).max(governorateIds.length).default([]),
});
export type Targeting = z.infer<typeof targetingSchema>;

export const goalsSchema = z.object({
  /** Block ids (`Hero-1`): a click on a link or button inside one of them is a goal. */
  clicks: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  purchase: z.boolean().default(true),
  recharge: z.boolean().default(true),
});
export type Goals = z.infer<typeof goalsSchema>;

/** One variant as stored; `data` is its block tree (the control's is the page's own, so null). */
export interface Variant {
  key: string;
  name: string;
  /** Share of the traffic (relative to the other eligible variants' weights), 0–100. */
  weight: number;
  targeting: Targeting;
  data: unknown;
}

export interface Experiment {
  variants: Variant[];
  goals: Goals;
}

/** What the proxy knows of a live experiment: no blocks, only who gets what. */
export interface LiveRule {
  key: string;
  weight: number;
  targeting: Targeting;
}

/**
 * A test's subject: a page (its uri, `/offers`) or a shared section (`section:12`); either runs one test
 * per language. Tests are stored, counted and assigned alike; a section's test applies on every page
 * whose live version shows the section.
 */
export const sectionSubject = (id: number): string => `section:${id}`;
/** The section of a section test's subject; null for a page's. */
export function sectionOfSubject(subject: string): number | null {
  const match = /^section:(\d{1,9})$/.exec(subject);
  return match ? Number(match[1]) : null;
}

/** One live test that applies on a page: `test` names it (`en/offers`, `ensection:12`: the hash and cookie key). */
export interface LiveTest {
  test: string;
  /** The section under test; null: the page's own test. */
  section: number | null;
  rules: LiveRule[];
}
/** `${locale}${uri}` (`en/offers`, `ar/`) → the live tests on that page: its own first, then its sections' (by id). */
export type LiveMap = Record<string, LiveTest[]>;

/** A test's name in the map, the hash and the cookies: its language, then its subject (a page's uri or `section:12`). */
export const liveMapKey = (locale: Locale, subject: string): string => `${locale}${subject}`;

/**
 * The key of the cached page one visitor sees: the page test's variant, then `s<id><variant>` for each
 * section test (by id), joined by `-`: `b`, `s12b`, `a-s12c-s40b`. Each combination is a page of its own
 * (cached on its own path), so one mechanism serves page and section tests.
 */
export function comboKey(parts: ReadonlyArray<{ section: number | null; key: string }>): string {
  const page = parts.find((part) => part.section === null);
  const sections = parts.filter((part) => part.section !== null).sort((x, y) => x.section! - y.section!);
  return [...(page ? [page.key] : []), ...sections.map((part) => `s${part.section}${part.key}`)].join('-');
}

/** A combination's parts; null when it is not one (`comboKey`'s form). */
export function parseCombo(combo: string): { page: string | null; sections: Map<number, string> } | null {
  if (!COMBO.test(combo)) return null;
  const out = { page: null as string | null, sections: new Map<number, string>() };
  for (const part of combo.split('-')) {
    if (part.length === 1) out.page = part;
    else out.sections.set(Number(part.slice(1, -1)), part.slice(-1));
  }
  return out;
}

/** Every combination a visitor can be served on a page running these tests (each test: one of its keys, or none). */
export function pageCombos(tests: readonly LiveTest[]): string[] {
  let combos: Array<Array<{ section: number | null; key: string }>> = [[]];
  for (const test of tests) {
    combos = combos.flatMap((parts) => [parts, ...test.rules.map((rule) => [...parts, { section: test.section, key: rule.key }])]);
  }
  return combos.filter((parts) => parts.length).map(comboKey);
}

/** What the proxy knows of a visitor: from the signed segment cookie (lib/server/api/segment.ts). */
export interface Segment {
  signedIn: boolean;
  lineType?: 'prepaid' | 'postpaid';
  governorate?: string;
}

/** Whether a visitor in `locale` with `segment` may get a variant with these rules. */
export function eligible(targeting: Targeting, locale: Locale, segment: Segment): boolean {
  if (targeting.languages.length && !targeting.languages.includes(locale)) return false;
  if (targeting.signedIn === 'yes' && !segment.signedIn) return false;
  if (targeting.signedIn === 'no' && segment.signedIn) return false;
  if (targeting.lineTypes.length && !(segment.lineType && targeting.lineTypes.includes(segment.lineType))) return false;
  if (targeting.governorates.length && !(segment.governorate && (targeting.governorates as string[]).includes(segment.governorate))) return false;
  return true;
}

/** A 32-bit hash spread evenly (FNV-1a, then murmur3's finaliser so near ids land far apart). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The variant a visitor gets on one page: among the variants their segment is eligible for, a weighted
 * pick by a hash of their visitor id and the page (the same visitor, page and rules always give the
 * same variant; different pages are independent). An earlier assignment (`kept`, from the visitor's
 * cookie) stays while that variant is live and eligible, so a changed split does not move anyone.
 * Null: the visitor is in no variant (sees the page as it is and is not counted).
 */
export function assignVariant(
  rules: readonly LiveRule[],
  visitorId: string,
  page: string,
  locale: Locale,
  segment: Segment,
  kept?: string,
): string | null {
  const open = rules.filter((rule) => rule.weight > 0 && eligible(rule.targeting, locale, segment));
  if (kept && open.some((rule) => rule.key === kept)) return kept;
  const total = open.reduce((sum, rule) => sum + rule.weight, 0);
  if (!total) return null;
  let point = (hash32(`${visitorId}|${page}`) / 0x1_0000_0000) * total;
  for (const rule of open) {
    if (point < rule.weight) return rule.key;
    point -= rule.weight;
  }
  return open[open.length - 1].key;
}

/** The assignment cookie: `page=key` pairs (page = `${locale}${uri}`, URI-encoded), newest first, at most 20. */
export const ASSIGNMENT_COOKIE = 'ab';
/** The random visitor id (first-party, only set on pages that have variants). */
export const VISITOR_COOKIE = 'vid';

/** What a visitor id the proxy made looks like (16 random bytes, base64url); anything else is no visitor. */
export const isVisitorId = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9_-]{16,64}$/.test(value);

export function readAssignments(value: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of (value ?? '').split('.')) {
    const at = pair.lastIndexOf('~');
    if (at <= 0) continue;
    try {
      const page = decodeURIComponent(pair.slice(0, at));
      const key = pair.slice(at + 1);
      if (/^[a-z]$/.test(key) && !out.has(page)) out.set(page, key);
    } catch {
      // A pair that does not decode is skipped.
    }
  }
  return out;
}

export function writeAssignments(assignments: Map<string, string>, page: string, key: string): string {
  const rest = [...assignments].filter(([p]) => p !== page).slice(0, 19);
  return [[page, key], ...rest].map(([p, k]) => `${encodeURIComponent(p).replace(/[.~]/g, (c) => (c === '.' ? '%2E' : '%7E'))}~${k}`).join('.');
}

export { COMBO, VARIANT_PREFIX, variantPath } from './variant-path';

// Results --------------------------------------------------------------------------------------------

/** The standard normal CDF (Abramowitz and Stegun 7.1.26 for erf; error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Fewer visitors than this in either variant, or fewer than 5 completions or non-completions: "not enough data yet". */
export const MIN_VISITORS = 100;
export const SIGNIFICANCE = 0.05;

export type Comparison =
  | { enough: false }
  | { enough: true; z: number; p: number; significant: boolean };

/**
 * The two-proportion z-test (pooled, two-sided) of a variant's rate against the control's: enough data
 * when each has at least MIN_VISITORS visitors and at least 5 completions and 5 non-completions (the
 * normal approximation's usual condition); significant when p < 0.05.
 */
export function twoProportionZTest(control: { visitors: number; completions: number }, variant: { visitors: number; completions: number }): Comparison {
  const groups = [control, variant];
  if (groups.some((g) => g.visitors < MIN_VISITORS || g.completions < 5 || g.visitors - g.completions < 5)) return { enough: false };
  const p1 = control.completions / control.visitors;
  const p2 = variant.completions / variant.visitors;
  const pooled = (control.completions + variant.completions) / (control.visitors + variant.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / variant.visitors));
  const z = se === 0 ? 0 : (p2 - p1) / se;
  const p = 2 * (1 - normalCdf(Math.abs(z)));
  return { enough: true, z, p, significant: p < SIGNIFICANCE };
}

/** Goal names as counted: `view` (a visitor), `purchase`, `recharge`, `click:<blockId>`. */
export const goalName = z.union([z.enum(['view', 'purchase', 'recharge']), z.string().regex(/^click:[\w-]{1,120}$/)]);
