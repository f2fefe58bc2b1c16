/**
 * What the proxy (proxy.ts) does for a page that runs a test (issue 32 part 1), as a function of the
 * request's path, language and cookies, so it is tested without a server.
 *
 * - A page without a live test: nothing (no cookie, no rewrite: the same cached page as before).
 * - A page with one (its own, or a test of a shared section it shows): the visitor's variant in each
 *   (lib/variants.ts assignVariant: targeting, then a weighted pick by a hash of a random visitor id and
 *   the test, kept in a cookie), and a rewrite to the combination's internal path (`/_variant/b/offers`,
 *   `/_variant/b-s12a/offers`: lib/variants.ts comboKey), which Next renders and caches (ISR) on its own
 *   key. A visitor eligible for no variant of any of them sees the page's own path, as before.
 *
 * The proxy cannot query the database (it runs before any route and must stay cheap): the live tests'
 * rules come from the server's cached map (content/variants.ts liveVariantMap, dropped on every server
 * at a publish), handed over on `globalThis` at start-up (`provideLiveVariants`; the proxy's bundle is
 * loaded in the same process but has its own module instances). The visitor's line type and governorate
 * come from the signed segment cookie (./segment-token.ts).
 */
import type { Locale } from '@/lib/locales';
import {
  ASSIGNMENT_COOKIE,
  VARIANT_PREFIX,
  VISITOR_COOKIE,
  assignVariant,
  comboKey,
  liveMapKey,
  readAssignments,
  variantPath,
  writeAssignments,
  type LiveMap,
} from '@/lib/variants';
import { readSegment, SEGMENT_COOKIE } from './segment-token';
import { mintVisitorId, verifiedVisitorId } from './visitor-id';

/** The tests of the last page with a test the visitor saw, and their variants: a purchase or recharge started within 30 minutes counts for them. */
export const LAST_VARIANT_COOKIE = 'abl';
export const LAST_VARIANT_SECONDS = 30 * 60;
const YEAR = 365 * 86_400;

type Bridge = typeof globalThis & { __operatorLiveVariants?: () => Promise<LiveMap> };

/** Called once at start-up by the server (lib/server/startup.ts) with its cached live map. */
export function provideLiveVariants(load: () => Promise<LiveMap>): void {
  (globalThis as Bridge).__operatorLiveVariants = load;
}

/** The live map, or an empty one before start-up handed it over (or when loading it fails: the page as it is). */
export async function liveVariants(): Promise<LiveMap> {
  const load = (globalThis as Bridge).__operatorLiveVariants;
  if (!load) return {};
  try {
    return await load();
  } catch {
    return {};
  }
}

export interface VariantDecision {
  /** The internal path to render (without the locale prefix); null: the page as it is (the visitor is in no variant). */
  rewrite: string | null;
  variant: string | null;
  /** Set-Cookie lines to add. */
  cookies: Array<{ name: string; value: string; maxAge: number }>;
}

export interface VariantRequest {
  /** The path without the locale prefix (`/offers`, `/`). */
  pathname: string;
  locale: Locale;
  cookie: (name: string) => string | undefined;
}

/** Null: the page runs no test, serve the request as it is. Else the page's answer differs per visitor. */
export async function decideVariant(request: VariantRequest, map: LiveMap): Promise<VariantDecision | null> {
  const { pathname, locale, cookie } = request;
  if (pathname === VARIANT_PREFIX || pathname.startsWith(`${VARIANT_PREFIX}/`)) return null;
  const uri = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  const tests = map[liveMapKey(locale, uri)];
  if (!tests?.length) return null;
  const cookies: VariantDecision['cookies'] = [];
  // Only an id the server signed (./visitor-id.ts); any other is replaced.
  let visitor = verifiedVisitorId(cookie(VISITOR_COOKIE));
  if (!visitor) {
    visitor = mintVisitorId();
    cookies.push({ name: VISITOR_COOKIE, value: visitor, maxAge: YEAR });
  }
  // Each test on the page (its own, its sections') assigns on its own: sticky per test, independent.
  const segment = await readSegment(cookie(SEGMENT_COOKIE));
  const assignments = readAssignments(cookie(ASSIGNMENT_COOKIE));
  let written: string | null = null;
  let last = '';
  const parts: Array<{ section: number | null; key: string }> = [];
  for (const test of tests) {
    const kept = assignments.get(test.test);
    const variant = assignVariant(test.rules, visitor, test.test, locale, segment, kept);
    if (!variant) continue;
    parts.push({ section: test.section, key: variant });
    if (variant !== kept) written = writeAssignments(readAssignments(written ?? cookie(ASSIGNMENT_COOKIE)), test.test, variant);
    last = writeAssignments(readAssignments(last), test.test, variant);
  }
  if (!parts.length) return { rewrite: null, variant: null, cookies };
  if (written !== null) cookies.push({ name: ASSIGNMENT_COOKIE, value: written, maxAge: YEAR });
  cookies.push({ name: LAST_VARIANT_COOKIE, value: last, maxAge: LAST_VARIANT_SECONDS });
  const combo = comboKey(parts);
  return { rewrite: variantPath(combo, uri), variant: combo, cookies };
}
