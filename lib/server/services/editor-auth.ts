/**
 * Editor accounts and sessions (design.md section 7): argon2id passwords, a random session token
 * kept only in an httpOnly cookie (the database stores its SHA-256; the sign-in answer never carries
 * it), sign-out revokes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hostCookieName } from '../api/cookies';
import { getDb, type Database } from '../db';
import { auditLog, editors, editorSessions } from '../db/schema';

/** The editor cookie's name in demo mode; see editorCookieName. */
export const EDITOR_COOKIE = 'editor_session';

/** The editor cookie's name in this mode: `__Host-editor_session` outside demo mode (Secure), `editor_session` in it. */
export const editorCookieName = (): string => hostCookieName(EDITOR_COOKIE);
export const SESSION_HOURS = 12;

export interface Editor {
  id: number;
  email: string;
  name: string;
  /** Roles besides editing pages ('care': the live chat). */
  roles: string[];
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Compared against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

export async function createEditor(db: Database, input: { email: string; name: string; password: string; roles?: string[] }): Promise<void> {
  const passwordHash = await argon2.hash(input.password, { type: argon2.argon2id });
  await db.insert(editors).values({ email: input.email.toLowerCase(), name: input.name, passwordHash, roles: input.roles ?? [] }).onConflictDoNothing();
}

export async function signIn(email: string, password: string): Promise<{ editor: Editor; token: string; expiresAt: Date } | null> {
  const db = await getDb();
  const [row] = await db.select().from(editors).where(eq(editors.email, email.trim().toLowerCase()));
  dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), { type: argon2.argon2id });
  const valid = await argon2.verify(row?.passwordHash ?? (await dummyHash), password).catch(() => false);
  if (!row || !valid) return null;
  const { token, expiresAt } = await startSession(row.id);
  await audit(row.email, 'sign-in');
  return { editor: { id: row.id, email: row.email, name: row.name, roles: row.roles }, token, expiresAt };
}

/**
 * A new session of the editor `editorId`, once its password has been checked (signIn; tests that need a
 * signed-in editor and test something else start one here, without argon2's tenth of a second): its
 * token, for the cookie only.
 */
export async function startSession(editorId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await (await getDb()).insert(editorSessions).values({ tokenHash: hashToken(token), editorId, expiresAt });
  return { token, expiresAt };
}

export async function editorForToken(token: string | undefined): Promise<Editor | null> {
  if (!token || token.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: editors.id, email: editors.email, name: editors.name, roles: editors.roles })
    .from(editorSessions)
    .innerJoin(editors, eq(editors.id, editorSessions.editorId))
    .where(and(eq(editorSessions.tokenHash, hashToken(token)), gt(editorSessions.expiresAt, new Date()), isNull(editorSessions.revokedAt)));
  return row ?? null;
}

export async function signOut(token: string | undefined): Promise<void> {
  if (!token) return;
  const db = await getDb();
  await db.update(editorSessions).set({ revokedAt: new Date() }).where(eq(editorSessions.tokenHash, hashToken(token)));
}

export async function audit(
  actor: string,
  action: string,
  target: { uri?: string; locale?: string; version?: number; detail?: Record<string, unknown> } = {},
): Promise<void> {
  const db = await getDb();
  await db.insert(auditLog).values({ actor, action, uri: target.uri, locale: target.locale, version: target.version, detail: target.detail ?? {} });
}
