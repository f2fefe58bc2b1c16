/**
 * Signing in (spec sections 4, 7; design.md section 7): by phone number and a 6-digit PIN sent by SMS,
 * or by e-mail and password. Answers never tell whether an account exists: the PIN answer is the same
 * for every number of the operator, and a wrong password and an unknown e-mail get the same 401 after
 * the same argon2 work. Failures count towards the captcha (3 per number, e-mail or IP in an hour).
 */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import type { NextApiResponse } from 'next';
import type { LoginData, PinSentData } from '@/lib/account-api';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/locales';
import { ApiError } from '../../api/errors';
import type { ServerTranslator } from '../../i18n';
import { getDb } from '../../db';
import { accounts } from '../../db/schema';
import { CODE_TTL_MINUTES, verifyCode } from '../otp';
import { ensureAccount, isOurLine, signInAccount } from './account';
import { assertCaptcha } from './captcha';
import { assertOperatorNumber, codeFailure, sendCode } from './codes';
import { captchaRequired, clearFailures, failureKeys, recordFailure } from './failures';

/** The solved proof-of-work captcha (ALTCHA payload), needed after failures (./captcha.ts). */
export interface CaptchaInput {
  captcha?: string;
}

export interface RequestInfo {
  lang: Locale;
  t: ServerTranslator;
  deviceId: string | null;
  ip: string;
}

/** Sends a sign-in PIN to one of our lines (a line without an account gets one on its first sign-in). */
export async function requestLoginPin(msisdn: string, captcha: CaptchaInput, req: RequestInfo): Promise<PinSentData> {
  assertOperatorNumber(msisdn);
  await assertCaptcha(failureKeys.msisdn(msisdn), req.ip, captcha);
  const line = await isOurLine(msisdn);
  return sendCode({
    purpose: 'login',
    subject: msisdn,
    deliver: line ? { sms: (code) => req.t('accountApi.sms.login', { code, brand: brand.name[req.lang], minutes: CODE_TTL_MINUTES }) } : null,
    deviceId: req.deviceId,
    ip: req.ip,
  });
}

/** Checks the PIN and signs the line in, creating its account on the first sign-in. */
export async function loginWithPin(res: NextApiResponse, msisdn: string, pin: string, captcha: CaptchaInput, req: RequestInfo): Promise<LoginData> {
  assertOperatorNumber(msisdn);
  const subject = failureKeys.msisdn(msisdn);
  await assertCaptcha(subject, req.ip, captcha);
  const result = await verifyCode({ purpose: 'login', subject: msisdn, code: pin });
  if (!result.ok) {
    await recordFailure(subject, req.ip);
    throw codeFailure(result, 'pin', { captchaRequired: await captchaRequired(subject, req.ip) });
  }
  await clearFailures(subject);
  const account = await ensureAccount(msisdn);
  return signInAccount(res, account.id, req.deviceId);
}

// Compared against when there is no account or no password, so every failure costs the same time.
let dummyHash: Promise<string> | undefined;

/** The account whose e-mail and password these are, or null (same work either way). */
export async function checkPassword(email: string, password: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: accounts.id, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, email.trim().toLowerCase()));
  dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), { type: argon2.argon2id });
  const valid = await argon2.verify(row?.passwordHash ?? (await dummyHash), password).catch(() => false);
  return row?.passwordHash && valid ? row.id : null;
}

export async function loginWithPassword(res: NextApiResponse, email: string, password: string, captcha: CaptchaInput, req: RequestInfo): Promise<LoginData> {
  const subject = failureKeys.email(email);
  await assertCaptcha(subject, req.ip, captcha);
  const accountId = await checkPassword(email, password);
  if (accountId === null) {
    await recordFailure(subject, req.ip);
    throw new ApiError(401, 'errors.wrongCredentials', { data: { captchaRequired: await captchaRequired(subject, req.ip) } });
  }
  await clearFailures(subject);
  return signInAccount(res, accountId, req.deviceId);
}
