/**
 * Linking a MiFi line to a subscriber's account (/personal/my-account/connect-mifi): the subscriber
 * enters the MiFi's number, a 6-digit code is sent TO THAT NUMBER (whoever holds the router can read
 * it on its admin page), and entering it links the line (lines.owner_account_id). The code is bound to
 * the account that asked for it, so it links nothing for anyone else.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PinSentData } from '@/lib/account-api';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/locales';
import { isOperatorMsisdn, limits } from '@/lib/validation/rules';
import { logSendFailure, messaging } from '../messaging';
import { withOriginBoundLine } from '../messaging/webotp';
import { ApiError } from '../api/errors';
import { getDb } from '../db';
import { lines, otpCodes } from '../db/schema';
import type { ServerTranslator } from '../i18n';
import { CODE_TTL_MINUTES, issueCode, verifyCode } from './otp';

export const MIFI_PURPOSE = 'mifi';
/** Seconds before the same MiFi number may be sent another code. */
export const MIFI_RESEND_SECONDS = 60;

/** A MiFi line linked to the account (GET /api/v1/account/mifi, /personal/lineinfo). */
export interface MifiLineData {
  msisdn: string;
  status: 'active' | 'suspended';
  type: 'prepaid' | 'postpaid';
}

export interface MifiRequest {
  lang: Locale;
  t: ServerTranslator;
  deviceId: string | null;
  ip: string;
}

const fieldError = (key: string) => new ApiError(400, key, { errors: { msisdn: key } });

async function mifiLine(msisdn: string) {
  if (!isOperatorMsisdn(msisdn)) throw fieldError('mifiApi.notOurs');
  const db = await getDb();
  const [line] = await db.select().from(lines).where(eq(lines.msisdn, msisdn));
  if (!line || line.kind !== 'mifi') throw fieldError('mifiApi.notMifi');
  return line;
}

export async function linkedMifiLines(accountId: number): Promise<MifiLineData[]> {
  const db = await getDb();
  const rows = await db
    .select({ msisdn: lines.msisdn, status: lines.status, type: lines.type })
    .from(lines)
    .where(and(eq(lines.ownerAccountId, accountId), eq(lines.kind, 'mifi')))
    .orderBy(asc(lines.msisdn));
  return rows;
}

/** Sends the linking code to the MiFi number; 429 with `data.resendAfter` within 60 s of the last one. */
export async function startMifiLink(accountId: number, msisdn: string, req: MifiRequest): Promise<PinSentData> {
  const line = await mifiLine(msisdn);
  if (line.ownerAccountId === accountId) throw fieldError('mifiApi.alreadyLinked');
  const db = await getDb();
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.subject, msisdn), eq(otpCodes.purpose, MIFI_PURPOSE)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  const left = last ? Math.ceil((last.createdAt.getTime() + MIFI_RESEND_SECONDS * 1000 - Date.now()) / 1000) : 0;
  if (left > 0) {
    throw new ApiError(429, 'mifiApi.resendTooSoon', { values: { seconds: left }, data: { resendAfter: left }, headers: { 'Retry-After': String(left) } });
  }
  const { code } = await issueCode({ purpose: MIFI_PURPOSE, subject: msisdn, binding: { accountId }, length: limits.pinLength, deviceId: req.deviceId, ip: req.ip });
  try {
    await messaging().sendSms({
      to: msisdn,
      text: withOriginBoundLine(req.t('mifiApi.sms', { code, brand: brand.name[req.lang], minutes: CODE_TTL_MINUTES }), code),
      code,
      purpose: MIFI_PURPOSE,
    });
  } catch (error) {
    logSendFailure(error, MIFI_PURPOSE);
    throw new ApiError(503, 'errors.upstream');
  }
  return { resendAfter: MIFI_RESEND_SECONDS, length: limits.pinLength };
}

/** Checks the code and links the line to the account; answers the account's MiFi lines. */
export async function confirmMifiLink(accountId: number, msisdn: string, code: string): Promise<MifiLineData[]> {
  await mifiLine(msisdn);
  const result = await verifyCode({ purpose: MIFI_PURPOSE, subject: msisdn, code, binding: { accountId } });
  if (!result.ok) {
    if (result.reason === 'invalid' && result.triesLeft > 0) {
      throw new ApiError(400, 'mifiApi.wrongCode', { errors: { code: 'mifiApi.wrongCode' }, data: { triesLeft: result.triesLeft } });
    }
    throw new ApiError(400, 'mifiApi.codeNotValid', { errors: { code: 'mifiApi.codeNotValid' }, data: { triesLeft: 0 } });
  }
  const db = await getDb();
  await db.update(lines).set({ ownerAccountId: accountId }).where(and(eq(lines.msisdn, msisdn), eq(lines.kind, 'mifi')));
  return linkedMifiLines(accountId);
}
