/**
 * The segment cookie: what page variants may target about a signed-in visitor (their line type and
 * the governorate of their primary address), signed with a key derived from APP_SECRET (jose, HS256).
 * The proxy cannot ask the database which visitor this is, so the server writes it at sign-in and when
 * the profile's addresses change, with the session's lifetime, and clears it at sign-out. It is
 * httpOnly and holds nothing secret; the signature keeps a visitor from choosing their segment (a
 * forged or expired cookie counts as signed out). A visitor who signs out elsewhere keeps it until it
 * expires: targeting only chooses a variant, it grants nothing.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Segment } from '@/lib/variants';
import { SEGMENT_COOKIE, signSegment } from '../http/segment-token';
import { getDb } from '../db';
import { accounts, addresses, lines } from '../db/schema';
import { SESSION_DAYS } from '../services/subscriber-sessions';
import { appendCookies, cookieLine, type CookieResponse } from './cookies';

/** The account's segment from the database: its line's type, its primary (else oldest) address's governorate. */
export async function segmentOf(accountId: number): Promise<Omit<Segment, 'signedIn'>> {
  const db = await getDb();
  const [line] = await db
    .select({ type: lines.type })
    .from(accounts)
    .innerJoin(lines, eq(lines.msisdn, accounts.msisdn))
    .where(eq(accounts.id, accountId));
  const [address] = await db
    .select({ governorate: addresses.governorate })
    .from(addresses)
    .where(and(eq(addresses.accountId, accountId)))
    .orderBy(desc(addresses.primary), asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  return { ...(line ? { lineType: line.type } : {}), ...(address?.governorate ? { governorate: address.governorate } : {}) };
}

/** Sets (at sign-in, after an address change) the segment cookie of the account. */
export async function setSegmentCookie(res: CookieResponse, accountId: number): Promise<void> {
  const value = await signSegment(await segmentOf(accountId));
  appendCookies(res, [cookieLine(SEGMENT_COOKIE, value, { maxAge: SESSION_DAYS * 86_400 })]);
}

export function clearSegmentCookie(res: CookieResponse): void {
  appendCookies(res, [cookieLine(SEGMENT_COOKIE, '', { maxAge: 0 })]);
}
