/**
 * The signed-in subscriber of a request: the `session` cookie (browser) or `Authorization: Bearer`
 * (API clients, with their DeviceId). Cookie-authenticated writes are refused from other sites.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { SIGNED_IN_COOKIE } from '@/lib/signed-in';
import { serverEnv } from '../env';
import { SESSION_COOKIE, SESSION_DAYS, subscriberForToken, type Subscriber } from '../services/subscriber-sessions';
import { assertSameSite } from './editor-session';
import { ApiError } from './errors';

type AnyRequest = NextApiRequest | (IncomingMessage & { cookies: Partial<Record<string, string>> });

/** The token a request carries, and whether it came in the cookie (then CSRF rules apply). */
export function requestToken(req: AnyRequest): { token: string; fromCookie: boolean } | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.toLowerCase().startsWith('bearer ')) {
    const token = auth.slice(7).trim();
    if (token) return { token, fromCookie: false };
  }
  const cookie = req.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : null;
}

/** The subscriber, or null for a visitor (pages' getServerSideProps use this too). */
export async function currentSubscriber(req: AnyRequest): Promise<Subscriber | null> {
  const found = requestToken(req);
  return found ? subscriberForToken(found.token) : null;
}

/** The signed-in subscriber, or a 401; cookie writes from another site are a 403. */
export async function requireSubscriber(req: NextApiRequest): Promise<Subscriber> {
  const found = requestToken(req);
  if (found?.fromCookie) assertSameSite(req);
  const subscriber = found ? await subscriberForToken(found.token) : null;
  if (!subscriber) throw new ApiError(401, 'errors.notSignedIn');
  return subscriber;
}

/** What setSubscriberCookie needs of a response: API responses and getServerSideProps' `res` both have it. */
type CookieResponse = Pick<NextApiResponse, 'getHeader' | 'setHeader'> | Pick<ServerResponse, 'getHeader' | 'setHeader'>;

/** Adds Set-Cookie lines, keeping those another step of the request already set. */
function appendCookies(res: CookieResponse, cookies: string[]): void {
  const existing = res.getHeader('Set-Cookie');
  const kept = (Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)]).filter(
    (line) => !cookies.some((cookie) => line.startsWith(cookie.slice(0, cookie.indexOf('=') + 1))),
  );
  res.setHeader('Set-Cookie', [...kept, ...cookies]);
}

/**
 * The httpOnly session cookie, and the `signed_in=1` flag beside it: not secret and not httpOnly, it
 * only tells the browser's header (on cached pages) to show the account menu (lib/signed-in.ts).
 */
export function setSubscriberCookie(res: CookieResponse, token: string): void {
  const secure = serverEnv().SITE_URL.startsWith('https:') ? '; Secure' : '';
  const maxAge = SESSION_DAYS * 86_400;
  appendCookies(res, [
    `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`,
    `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure}`,
  ]);
}

export function clearSubscriberCookie(res: CookieResponse): void {
  appendCookies(res, [`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`, `${SIGNED_IN_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`]);
}
