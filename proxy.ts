/**
 * Next's proxy (formerly middleware), for two cases:
 * - an API path with a `%` that does not decode (lib/server/http/malformed-path.ts): Next would answer
 *   it with its HTML 400 page before our handler runs; here it gets the JSON envelope;
 * - a page that runs a test (page variants, lib/server/http/variant-proxy.ts): the visitor's variant is
 *   chosen and the request rewritten to that variant's own cached path. A page without a live test
 *   passes through untouched (no cookie, the same cached page).
 * The matcher keeps static files, Next's own files and the editor away from the proxy.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { toLocale } from '@/lib/locales';
import { serverEnv } from '@/lib/server/env';
import { malformedApiPathAnswer } from '@/lib/server/http/malformed-path';
import { decideVariant, liveVariants } from '@/lib/server/http/variant-proxy';

export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) return malformedApiPathAnswer(pathname, request.nextUrl.searchParams.get('lang')) ?? NextResponse.next();
  const map = await liveVariants();
  // The common case, at the cost of one lookup: no test runs on any page.
  if (!Object.keys(map).length) return NextResponse.next();
  const decision = await decideVariant({ pathname, locale: toLocale(request.nextUrl.locale), cookie: (name) => request.cookies.get(name)?.value }, map);
  if (!decision) return NextResponse.next();
  let response: NextResponse;
  if (decision.rewrite) {
    const url = request.nextUrl.clone();
    url.pathname = decision.rewrite;
    response = NextResponse.rewrite(url);
  } else {
    response = NextResponse.next();
  }
  // The answer at this address differs per visitor: a shared cache (nginx, a CDN) never stores it for
  // everybody (scripts/cluster-lib.mjs skips answers with X-Variant). Each variant's page is still
  // cached by Next on its own path.
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Variant', decision.variant ?? 'none');
  const secure = serverEnv().secureCookies;
  for (const { name, value, maxAge } of decision.cookies) response.cookies.set(name, value, { path: '/', maxAge, sameSite: 'lax', httpOnly: true, secure });
  return response;
}

export const config = {
  // API paths only with a percent sign (raw or once decoded); pages except Next's files, static files
  // (a dot in the last segment) and the editor. Next's router matches with the locale in front
  // (/ar/api/…, /en/offers), which these forms allow.
  // `/` is the home page (each locale's); `.json` is let through for Next's data requests
  // (/_next/data/…/offers.json: a client-side visit to a page). Pages reach the proxy only for a
  // visitor who has a visitor id (given on a first visit to a page that runs a test, by
  // /api/v2/variants/assign): running the proxy costs Next about 0.4 ms of CPU per request, which
  // every other visitor of a cached page is spared (npm run bench's cached page: unchanged).
  matcher: [
    '/api/:path(.*%.*)',
    { source: '/', has: [{ type: 'cookie', key: 'vid' }] },
    { source: '/((?!api/|_next/|editor|dev/|favicon|.*\\.(?!json$)[a-zA-Z0-9]+$).*)', has: [{ type: 'cookie', key: 'vid' }] },
  ],
};
