/**
 * Subscriber accounts: finding or creating the account of a line, and signing it in (a session whose
 * token the browser keeps in the httpOnly cookie and API clients as a bearer token).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { NextApiResponse } from 'next';
import type { LoginData } from '@/lib/account-api';
import { isOperatorMsisdn } from '@/lib/validation/rules';
import { setSegmentCookie } from '../../api/segment';
import { setSubscriberCookie } from '../../api/subscriber-session';
import { mergeGuestCartAtSignIn } from '../../api/cart-ref';
import { getDb } from '../../db';
import { accounts, lines, type AccountProfile } from '../../db/schema';
import { core } from '../../core';
import { createSession } from '../subscriber-sessions';
import { addWelcomeNotification } from './notifications';
import { profileFor } from './profile';

export const emptyProfile = (): AccountProfile => ({
  firstName: '',
  secondName: '',
  thirdName: '',
  dateOfBirth: null,
  interests: [],
  idType: null,
  idNumber: null,
});

/**
 * Whether a number is one of our mobile lines, i.e. may be sent a sign-in code or quick-login: asked of
 * the operator core (the embedded demo core, or the billing system). MiFi lines are linked to an
 * account (connect-mifi) and do not sign in themselves.
 */
export async function isOurLine(msisdn: string): Promise<boolean> {
  if (!isOperatorMsisdn(msisdn)) return false;
  const line = await core().getLine(msisdn);
  return line !== null && line.kind === 'mobile';
}

export async function accountIdForMsisdn(msisdn: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, msisdn));
  return row?.id ?? null;
}

export async function accountIdForEmail(email: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email.trim().toLowerCase()));
  return row?.id ?? null;
}

/**
 * The account of a line, created on its first sign-in (with a welcome notification, and the line
 * linked to it). Two parallel first sign-ins create one account.
 */
export async function ensureAccount(
  msisdn: string,
  initial: { email?: string | null; passwordHash?: string | null; profile?: AccountProfile } = {},
): Promise<{ id: number; created: boolean }> {
  const db = await getDb();
  const [created] = await db
    .insert(accounts)
    .values({ msisdn, email: initial.email ?? null, passwordHash: initial.passwordHash ?? null, profile: initial.profile ?? emptyProfile() })
    .onConflictDoNothing({ target: accounts.msisdn })
    .returning({ id: accounts.id });
  if (created) {
    await db.update(lines).set({ ownerAccountId: created.id }).where(and(eq(lines.msisdn, msisdn), isNull(lines.ownerAccountId)));
    await addWelcomeNotification(created.id);
    return { id: created.id, created: true };
  }
  const id = await accountIdForMsisdn(msisdn);
  if (id === null) throw new Error(`account of ${msisdn} neither created nor found`);
  return { id, created: false };
}

/** Opens a session for the account, sets the cookie and answers what the login calls answer. */
export async function signInAccount(res: NextApiResponse, accountId: number, deviceId: string | null): Promise<LoginData> {
  const { token } = await createSession(accountId, deviceId);
  setSubscriberCookie(res, token);
  await setSegmentCookie(res, accountId);
  await mergeGuestCartAtSignIn(res, accountId);
  return { token, profile: await profileFor(accountId) };
}
