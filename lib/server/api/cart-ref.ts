/**
 * Whose bag a request is about (issue 12, part 2): a signed-in subscriber's (by account), or a
 * guest's, found by the SHA-256 of the random token in its httpOnly `cart` cookie (`__Host-cart`
 * outside demo mode, see ./cookies.ts). The database never holds the token itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { BAG_COUNT_COOKIE } from '@/lib/shop';
import { GUEST_CART_DAYS, mergeGuestCart, type CartRef } from '../services/shop/cart';
import { appendCookies, cookieLine, hostCookieName, requestCookie, type CookieResponse } from './cookies';
import { assertSameSite } from './editor-session';
import { currentSubscriber, requestToken } from './subscriber-session';

export type { CartRef };

type AnyRequest = NextApiRequest | (IncomingMessage & { cookies: Partial<Record<string, string>> });


export const cartCookieName = (): string => hostCookieName('cart');
export const hashCartToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The guest token of a request, when it looks like one of ours. */
export function guestCartToken(req: AnyRequest): string | null {
  const token = requestCookie(req, cartCookieName());
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** The bag of the request: the subscriber's when signed in, else the guest cookie's; null for neither. */
export async function cartRefOf(req: AnyRequest): Promise<CartRef | null> {
  const subscriber = await currentSubscriber(req);
  if (subscriber) return { accountId: subscriber.accountId };
  const token = guestCartToken(req);
  return token ? { tokenHash: hashCartToken(token) } : null;
}

/**
 * For a change to the bag: the caller's bag, a new guest token (and its cookie) when it has none.
 * Cookie-carried writes from another site are refused (design.md section 7).
 */
export async function cartRefForChange(req: NextApiRequest, res: CookieResponse): Promise<CartRef> {
  const bearer = requestToken(req)?.fromCookie === false;
  if (!bearer) assertSameSite(req);
  const ref = await cartRefOf(req);
  const existing = guestCartToken(req);
  // A guest's cookie lives as long as the bag is kept: 30 days from its last change.
  if (ref && 'tokenHash' in ref && existing) appendCookies(res, [cookieLine(cartCookieName(), existing, { maxAge: GUEST_CART_DAYS * 86_400 })]);
  if (ref) return ref;
  const token = randomBytes(24).toString('base64url');
  appendCookies(res, [cookieLine(cartCookieName(), token, { maxAge: GUEST_CART_DAYS * 86_400 })]);
  return { tokenHash: hashCartToken(token) };
}

/** The `bag` count the header reads (not httpOnly, not a secret: it only decides whether to load the bag icon). */
export function setBagCountCookie(res: CookieResponse, count: number): void {
  appendCookies(res, [cookieLine(BAG_COUNT_COOKIE, String(count), { maxAge: count > 0 ? GUEST_CART_DAYS * 86_400 : 0, httpOnly: false })]);
}

/** After sign-in the guest cookie has done its work (its bag was merged): forget it. */
export function clearGuestCartCookie(res: CookieResponse): void {
  appendCookies(res, [cookieLine(cartCookieName(), '', { maxAge: 0 })]);
}

/** A cookie of a raw request header (the response's `req`, where Next's parsed cookies may be missing). */
function cookieOfHeader(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/**
 * Called where a subscriber session starts (lib/server/services/accounts/account.ts signInAccount):
 * the guest bag of the signing-in browser joins the subscriber's bag, its cookie is cleared and the
 * header's count is set to the merged bag.
 */
export async function mergeGuestCartAtSignIn(res: NextApiResponse, accountId: number): Promise<void> {
  const req = (res as NextApiResponse & { req?: IncomingMessage }).req;
  const token = cookieOfHeader(req?.headers.cookie, cartCookieName());
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return;
  const units = await mergeGuestCart(hashCartToken(token), accountId);
  clearGuestCartCookie(res);
  setBagCountCookie(res, units);
}
