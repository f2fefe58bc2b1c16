/**
 * What the proxy (proxy.ts) does for a page that runs a test (issue 32 part 1), as a function of the
 * request's path, language and cookies, so it is tested without a server.
 *
 * - A page without a live test: nothing (no cookie, no rewrite: the same cached page as before).
 * - A page with one: the visitor's variant (lib/variants.ts assignVariant: targeting, then a weighted
 *   pick by a hash of a random visitor id, kept in a cookie), and a rewrite to the variant's internal
 *   path (`/_variant/b/offers`), which Next renders and caches (ISR) on its own key. A visitor eligible
 *   for no variant sees the page's own path, as before.
 *
 * The proxy cannot query the database (it runs before any route and must stay cheap): the live tests'
 * rules come from the server's cached map (content/variants.ts liveVariantMap, dropped on every server
 * at a publish), handed over on `globalThis` at start-up (`provideLiveVariants`; the proxy's bundle is
 * loaded in the same process but has its own module instances). The visitor's line type and governorate
 * come from the signed segment cookie (./segment-token.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Locale } from '@/lib/locales';
import {
  ASSIGNMENT_COOKIE,
  VARIANT_PREFIX,
  VISITOR_COOKIE,
  assignVariant,
  isVisitorId,
  liveMapKey,
  readAssignments,
  variantPath,
  writeAssignments,
  type LiveMap,
} from '@/lib/variants';
import { readSegment, SEGMENT_COOKIE } from './segment-token';

/** The last page with a test the visitor saw, and its variant: a purchase or recharge started within 30 minutes counts for it. */
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
  const page = liveMapKey(locale, uri);
  const rules = map[page];
  if (!rules?.length) return null;
  const cookies: VariantDecision['cookies'] = [];
  let visitor = cookie(VISITOR_COOKIE);
  if (!isVisitorId(visitor)) {
    visitor = randomBytes(16).toString('base64url');
    cookies.push({ name: VISITOR_COOKIE, value: visitor, maxAge: YEAR });
  }
  const assignments = readAssignments(cookie(ASSIGNMENT_COOKIE));
  const kept = assignments.get(page);
  const variant = assignVariant(rules, visitor, page, locale, await readSegment(cookie(SEGMENT_COOKIE)), kept);
  if (!variant) return { rewrite: null, variant: null, cookies };
  if (variant !== kept) cookies.push({ name: ASSIGNMENT_COOKIE, value: writeAssignments(assignments, page, variant), maxAge: YEAR });
  cookies.push({ name: LAST_VARIANT_COOKIE, value: writeAssignments(new Map(), page, variant), maxAge: LAST_VARIANT_SECONDS });
  return { rewrite: variantPath(variant, uri), variant, cookies };
}
