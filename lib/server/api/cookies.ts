/**
 * The attributes of every auth or state cookie the server sets (design.md section 7). Outside demo mode
 * (every real deployment, whatever SITE_URL says: `serverEnv().secureCookies`) a cookie is Secure and,
 * when it authenticates, named with the `__Host-` prefix, which the browser accepts only with Secure,
 * Path=/ and no Domain: a plain-http page or a sibling subdomain can then neither set nor overwrite it.
 * Demo mode, served over plain http on a LAN address, gets neither (a browser drops Secure cookies
 * there) and keeps working.
 */
import type { ServerResponse } from 'node:http';
import type { NextApiResponse } from 'next';
import { serverEnv } from '../env';

/** Whether cookies are Secure and prefixed (outside demo mode). */
export const secureCookies = (): boolean => serverEnv().secureCookies;

/** The name an authenticating cookie has in this mode: `__Host-<name>` outside demo mode, `<name>` in it. */
export const hostCookieName = (name: string): string => (secureCookies() ? `__Host-${name}` : name);

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  /** Default true; false for flags the browser's script reads. */
  httpOnly?: boolean;
}

/** One Set-Cookie line: Path=/, SameSite=Lax, never a Domain; HttpOnly and Secure as above. */
export function cookieLine(name: string, value: string, { maxAge, httpOnly = true }: CookieOptions): string {
  const parts = [`${name}=${value}`, 'Path=/'];
  if (httpOnly) parts.push('HttpOnly');
  parts.push('SameSite=Lax', `Max-Age=${maxAge}`);
  if (secureCookies()) parts.push('Secure');
  return parts.join('; ');
}

/** What setting cookies needs of a response: API responses and getServerSideProps' `res` both have it. */
export type CookieResponse = Pick<NextApiResponse, 'getHeader' | 'setHeader'> | Pick<ServerResponse, 'getHeader' | 'setHeader'>;

/** Adds Set-Cookie lines, keeping those another step of the request already set (a newer line for the same name wins). */
export function appendCookies(res: CookieResponse, cookies: string[]): void {
  const existing = res.getHeader('Set-Cookie');
  const kept = (Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)]).filter(
    (line) => !cookies.some((cookie) => line.startsWith(cookie.slice(0, cookie.indexOf('=') + 1))),
  );
  res.setHeader('Set-Cookie', [...kept, ...cookies]);
}

/** A cookie of the request by name (Next's parsed `req.cookies`). */
export function requestCookie(req: { cookies?: Partial<Record<string, string>> }, name: string): string | undefined {
  const value = req.cookies?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
