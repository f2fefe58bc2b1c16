/**
 * An API address whose path does not decode (`/api/v1/games/%E0%A4%A/play`: a broken percent-escape or
 * bytes that are not UTF-8). Next's router decodes the parameters of a dynamic route before any handler
 * runs and answers such a path with its HTML 400 page; proxy.ts asks this first, for API paths that
 * contain a `%`, so the client gets our JSON envelope instead (design.md section 5), in its `lang`.
 */
import { defaultLocale, isLocale } from '@/lib/locales';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';

const badRequest = { ar: ar.errors.badRequest, en: en.errors.badRequest, ku: ku.errors.badRequest };

/** True when every segment of `pathname` decodes (the test Next's router applies to route parameters). */
export function decodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The 400 envelope for an API path that does not decode; null when it decodes (the route answers). */
export function malformedApiPathAnswer(pathname: string, lang: string | null): Response | null {
  if (!pathname.startsWith('/api/') || decodablePath(pathname)) return null;
  const locale = isLocale(lang) ? lang : defaultLocale;
  return Response.json({ data: null, success: false, message: badRequest[locale] }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
}
