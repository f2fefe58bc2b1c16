/**
 * Subscriber sessions (design.md section 7): a random token, kept by the browser in an httpOnly
 * cookie and returned once to API clients for `Authorization: Bearer`; the database stores its
 * SHA-256 with the DeviceId. Sign-out revokes it on the server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { hostCookieName } from '../api/cookies';
import { getDb } from '../db';
import { accounts, accountSessions } from '../db/schema';

/** The session cookie's name in demo mode; see sessionCookieName. */
export const SESSION_COOKIE = 'session';

/** The session cookie's name in this mode: `__Host-session` outside demo mode (Secure), `session` in it. */
export const sessionCookieName = (): string => hostCookieName(SESSION_COOKIE);
export const SESSION_DAYS = 30;

export interface Subscriber {
  accountId: number;
  msisdn: string;
  email: string | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(accountId: number, deviceId: string | null): Promise<{ token: string; expiresAt: Date }> {
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(accountSessions).values({ tokenHash: hashToken(token), accountId, deviceId, expiresAt });
  return { token, expiresAt };
}

export async function subscriberForToken(token: string | undefined | null): Promise<Subscriber | null> {
  if (!token || token.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ accountId: accounts.id, msisdn: accounts.msisdn, email: accounts.email })
    .from(accountSessions)
    .innerJoin(accounts, eq(accounts.id, accountSessions.accountId))
    .where(and(eq(accountSessions.tokenHash, hashToken(token)), gt(accountSessions.expiresAt, new Date()), isNull(accountSessions.revokedAt)));
  return row ?? null;
}

export async function revokeSession(token: string | undefined | null): Promise<void> {
  if (!token) return;
  const db = await getDb();
  await db.update(accountSessions).set({ revokedAt: new Date() }).where(eq(accountSessions.tokenHash, hashToken(token)));
}

/**
 * Ends every session of the account but the one of this request (`keepToken`): after a line action a
 * thief could have wanted (blocking a lost SIM, moving the line to an eSIM), the phone that may be in
 * their hands is signed out; the owner's current device stays signed in.
 */
export async function revokeOtherSessions(accountId: number, keepToken: string | null | undefined): Promise<void> {
  const db = await getDb();
  const others = keepToken ? ne(accountSessions.tokenHash, hashToken(keepToken)) : undefined;
  await db
    .update(accountSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(accountSessions.accountId, accountId), isNull(accountSessions.revokedAt), others));
}
