/**
 * The signed-in subscriber of a request: the `session` cookie (browser) or `Authorization: Bearer`
 * (API clients, with their DeviceId). Cookie-authenticated writes are refused from other sites.
 */
import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
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

export function setSubscriberCookie(res: NextApiResponse, token: string): void {
  const secure = serverEnv().SITE_URL.startsWith('https:') ? '; Secure' : '';
  res.setHeader('Set-Cookie', `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_DAYS * 86_400}${secure}`);
}

export function clearSubscriberCookie(res: NextApiResponse): void {
  res.setHeader('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}
