/**
 * The signed-in subscriber of a request: the session cookie (browser; `__Host-session` outside demo
 * mode, `session` in it, see ./cookies.ts) or `Authorization: Bearer` (API clients, with their
 * DeviceId). Cookie-authenticated writes are refused from other sites.
 */
import type { IncomingMessage } from 'node:http';
import type { NextApiRequest } from 'next';
import { BAG_COUNT_COOKIE } from '@/lib/shop';
import { SIGNED_IN_COOKIE } from '@/lib/signed-in';
import { revokeOtherSessions, SESSION_DAYS, sessionCookieName, subscriberForToken, type Subscriber } from '../services/subscriber-sessions';
import { appendCookies, cookieLine, requestCookie, type CookieResponse } from './cookies';
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
  // Only the name of this mode: outside demo mode a plain `session` cookie (which a plain-http page or a
  // sibling subdomain could have planted) is not a session.
  const cookie = requestCookie(req, sessionCookieName());
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

/** Signs the account out everywhere but on this request's device (see revokeOtherSessions). */
export async function endOtherSessions(req: NextApiRequest, accountId: number): Promise<void> {
  await revokeOtherSessions(accountId, requestToken(req)?.token);
}

/**
 * The httpOnly session cookie, and the `signed_in=1` flag beside it: not secret and not httpOnly, it
 * only tells the browser's header (on cached pages) to show the account menu (lib/signed-in.ts). Both
 * are Secure outside demo mode; the flag keeps its plain name (the browser's script reads it).
 */
export function setSubscriberCookie(res: CookieResponse, token: string): void {
  const maxAge = SESSION_DAYS * 86_400;
  appendCookies(res, [cookieLine(sessionCookieName(), token, { maxAge }), cookieLine(SIGNED_IN_COOKIE, '1', { maxAge, httpOnly: false })]);
}

export function clearSubscriberCookie(res: CookieResponse): void {
  appendCookies(res, [
    cookieLine(sessionCookieName(), '', { maxAge: 0 }),
    cookieLine(SIGNED_IN_COOKIE, '', { maxAge: 0, httpOnly: false }),
    // The header's bag count was the subscriber's bag: signed out, the browser has no bag.
    cookieLine(BAG_COUNT_COOKIE, '', { maxAge: 0, httpOnly: false }),
  ]);
}
