/**
 * Who a live-chat visitor is (issue 13, part 5): the random token in its httpOnly `chat` cookie
 * (`__Host-chat` outside demo mode, see ./cookies.ts), like the guest bag's cookie (./cart-ref.ts).
 * The database keeps only the token's SHA-256, so a stolen database row opens no conversation, and a
 * conversation is only ever found through the cookie of the browser that started it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { NextApiRequest } from 'next';
import { z } from 'zod';
import { isSitePath } from '@/lib/chat';
import { messages } from '@/lib/validation/rules';
import type { Visitor } from '../services/chat';
import { appendCookies, cookieLine, hostCookieName, requestCookie, type CookieResponse } from './cookies';
import { assertSameSite } from './editor-session';
import { currentSubscriber } from './subscriber-session';

/** A chat cookie lives a week after the visitor's last message. */
const CHAT_COOKIE_DAYS = 7;

export const chatCookieName = (): string => hostCookieName('chat');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function chatToken(req: NextApiRequest): string | null {
  const token = requestCookie(req, chatCookieName());
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** The hash of the visitor's token, or null when it has none (never chatted from this browser). */
export function chatVisitorHash(req: NextApiRequest): string | null {
  const token = chatToken(req);
  return token ? hashToken(token) : null;
}

/** For a write: the visitor, with a new token (and cookie) when it has none. Cross-site writes are refused. */
export async function chatVisitorForWrite(req: NextApiRequest, res: CookieResponse): Promise<Visitor> {
  assertSameSite(req);
  const subscriber = await currentSubscriber(req);
  const token = chatToken(req) ?? randomBytes(24).toString('base64url');
  appendCookies(res, [cookieLine(chatCookieName(), token, { maxAge: CHAT_COOKIE_DAYS * 86_400 })]);
  return { tokenHash: hashToken(token), accountId: subscriber?.accountId ?? null };
}

/** A conversation id in a staff route's path (a random UUID). */
export const conversationIdParam = z.string().regex(/^[0-9a-f-]{36}$/, { error: 'liveChat.errors.unknownConversation' });

/** The page the visitor is on (`{ path }` of a start or a message): a path of this site, at most 300 characters. */
export const visitorPathField = z.string({ error: messages.invalid }).refine(isSitePath, { error: messages.invalid }).optional();
