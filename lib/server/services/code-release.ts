/**
 * Giving a one-time code back after it was accepted but the operation it authorised did not happen
 * (not enough balance, the billing system did not answer): nothing was charged, so the customer may
 * recharge and enter the same code again within its 10 minutes instead of waiting for a new SMS.
 *
 * Only the newest code of that purpose and number is given back, and only when no newer code was
 * issued meanwhile; its expiry, wrong-try count and binding are unchanged, so it authorises exactly
 * what it did before, once.
 */
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { otpCodes } from '../db/schema';

export async function releaseUsedCode(purpose: string, subject: string): Promise<boolean> {
  const db = await getDb();
  const [latest] = await db
    .select({ id: otpCodes.id, usedAt: otpCodes.usedAt, revokedAt: otpCodes.revokedAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.subject, subject), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!latest || !latest.usedAt || latest.revokedAt) return false;
  const released = await db
    .update(otpCodes)
    .set({ usedAt: null })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        isNotNull(otpCodes.usedAt),
        isNull(otpCodes.revokedAt),
        gt(otpCodes.expiresAt, sql`now()`),
        sql`not exists (select 1 from ${otpCodes} newer where newer.subject = ${subject} and newer.purpose = ${purpose} and newer.id > ${latest.id})`,
      ),
    )
    .returning({ id: otpCodes.id });
  return released.length > 0;
}
