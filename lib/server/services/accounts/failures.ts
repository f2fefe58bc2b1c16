/**
 * Failed sign-in attempts (wrong PIN, wrong password, unknown e-mail), counted per number or e-mail
 * and per IP: from the third within an hour, sign-in calls must carry a solved captcha.
 */
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { getDb } from '../../db';
import { authFailures } from '../../db/schema';

export const FAILURES_BEFORE_CAPTCHA = 3;
const WINDOW_MS = 3600_000;

/** What a failure is counted against: the number, the e-mail, and the caller's IP. */
export const failureKeys = {
  msisdn: (msisdn: string) => `msisdn:${msisdn}`,
  email: (email: string) => `email:${email.trim().toLowerCase()}`,
  ip: (ip: string) => `ip:${ip}`,
};

export async function recordFailure(subject: string, ip: string): Promise<void> {
  const db = await getDb();
  const keys = [subject, failureKeys.ip(ip)];
  await db.insert(authFailures).values(keys.map((key) => ({ subject: key })));
  // Rows older than the window never count again.
  await db.delete(authFailures).where(and(inArray(authFailures.subject, keys), lt(authFailures.createdAt, new Date(Date.now() - WINDOW_MS))));
}

async function failuresOf(key: string): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.subject, key), gt(authFailures.createdAt, new Date(Date.now() - WINDOW_MS))));
  return n;
}

export async function captchaRequired(subject: string, ip: string): Promise<boolean> {
  const [bySubject, byIp] = await Promise.all([failuresOf(subject), failuresOf(failureKeys.ip(ip))]);
  return bySubject >= FAILURES_BEFORE_CAPTCHA || byIp >= FAILURES_BEFORE_CAPTCHA;
}

/** A successful sign-in forgets the failures of that number or e-mail (not those of the IP). */
export async function clearFailures(subject: string): Promise<void> {
  const db = await getDb();
  await db.delete(authFailures).where(eq(authFailures.subject, subject));
}
