/**
 * Which bag a request shops with: the signed-in subscriber's (by account), else a guest's, found by the
 * SHA-256 of its httpOnly `cart` cookie (a random token; the table keeps only the hash).
 *
 * Minimal version for the checkout; the bag's own work (issue 12, part 2) owns this file.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextApiRequest } from 'next';
import { requestCookie } from './cookies';
import { currentSubscriber } from './subscriber-session';

export type CartRef = { accountId: number } | { tokenHash: string };

export const CART_COOKIE = 'cart';

export const hashCartToken = (token: string): string => createHash('sha256').update(token).digest('hex');

type AnyRequest = NextApiRequest | (IncomingMessage & { cookies: Partial<Record<string, string>> });

export async function cartRefOf(req: AnyRequest): Promise<CartRef | null> {
  const subscriber = await currentSubscriber(req);
  if (subscriber) return { accountId: subscriber.accountId };
  const token = requestCookie(req, CART_COOKIE);
  return token && token.length <= 200 ? { tokenHash: hashCartToken(token) } : null;
}
