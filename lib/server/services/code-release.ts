/**
 * Giving a one-time code back after it was accepted but the operation it authorised did not happen
 * (not enough balance, the billing system did not answer): nothing was charged, so the customer may
 * recharge and enter the same code again within its 10 minutes instead of waiting for a new SMS.
 *
 * Only the newest code of that purpose and number is given back, and only when no newer code was
 * issued meanwhile; its expiry, wrong-try count and binding are unchanged, so it authorises exactly
 * what it did before, once.
 *
 * Also: sending the SMS that carries a code.
 */
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { logSendFailure, messaging, type OutgoingMessage } from '../messaging';
import { withOriginBoundLine } from '../messaging/webotp';
import { ApiError } from '../api/errors';
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

/**
 * Sends the SMS that carries a one-time code. When the gateway fails the customer has no code, so the
 * request answers 503 "Cannot fetch information now" (and, being a 5xx, is not kept as the answer of
 * its Idempotency-Key: the retry sends a new code).
 */
export async function sendCodeSms(message: OutgoingMessage): Promise<void> {
  try {
    // The WebOTP last line, so the phone offers the code in our code boxes (lib/server/messaging/webotp.ts).
    await messaging().sendSms(message.code ? { ...message, text: withOriginBoundLine(message.text, message.code) } : message);
  } catch (error) {
    logSendFailure(error, message.purpose);
    throw new ApiError(503, 'errors.upstream', { headers: { 'Retry-After': '5' } });
  }
}

/**
 * What a money operation (credit transfer, packages, add-on purchase) answers to a code that did not
 * verify, in one place: a wrong code with tries left says so and how many are left; a code that is
 * used up by wrong tries (or was never sent) asks for a new one; an expired code says it expired.
 * The add-on flow's flag `invalidOTP` is true for a wrong or dead code, false for an expired one.
 */
export interface MoneyCodeRefusal {
  message: 'core.invalidCode' | 'errors.codeDead' | 'core.codeExpired';
  triesLeft: number;
  invalidOTP: boolean;
}

export function moneyCodeRefusal(result: { ok: false; reason: 'invalid'; triesLeft: number } | { ok: false; reason: 'expired' | 'dead' }): MoneyCodeRefusal {
  if (result.reason === 'invalid' && result.triesLeft > 0) return { message: 'core.invalidCode', triesLeft: result.triesLeft, invalidOTP: true };
  if (result.reason === 'expired') return { message: 'core.codeExpired', triesLeft: 0, invalidOTP: false };
  return { message: 'errors.codeDead', triesLeft: 0, invalidOTP: true };
}

/** The signed-in money flows' form of it: a 400 with the message on `field`, and the tries left for a wrong code. */
export function moneyCodeError(result: Parameters<typeof moneyCodeRefusal>[0], field = 'code'): ApiError {
  const refusal = moneyCodeRefusal(result);
  return new ApiError(400, refusal.message, {
    errors: { [field]: refusal.message },
    ...(refusal.message === 'core.invalidCode' ? { data: { triesLeft: refusal.triesLeft } } : {}),
  });
}
