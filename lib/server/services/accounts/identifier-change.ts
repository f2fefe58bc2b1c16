/**
 * Changing a sign-in identifier (design.md section 7): the e-mail or the password of an account changes
 * only with a fresh code sent by SMS to the account's current number (one-time-code service, purpose
 * 'change-email' / 'change-password'), bound to what it authorises: the new e-mail, or a keyed hash
 * of the new password (never the password, never a bare hash of it). A code for one e-mail or password
 * does not apply to another.
 *
 * A new e-mail (in the profile or at registration) is set only once its mailbox confirms it (a link
 * with a code, purpose 'confirm-email', bound to the account). When the address already belongs to
 * another account, its owner gets a notice instead and nothing changes. Either way the same code is
 * issued and one mail is sent after the answer, so no answer, limit or timing tells whether another
 * account uses that e-mail.
 */
import { createHmac } from 'node:crypto';
import argon2 from 'argon2';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { PinSentData } from '@/lib/account-api';
import { brand } from '@/lib/brand';
import { localePrefix, type Locale } from '@/lib/locales';
import { limits } from '@/lib/validation/rules';
import { logSendFailure, messaging, type OutgoingMail } from '../../messaging';
import { withOriginBoundLine } from '../../messaging/webotp';
import { ApiError } from '../../api/errors';
import { getDb } from '../../db';
import { accounts, accountSessions, otpCodes } from '../../db/schema';
import { serverEnv } from '../../env';
import { logger } from '../../logger';
import { CODE_TTL_MINUTES, codeSmsFailed, codeSmsRef, issueCode, verifyCode, type Binding } from '../otp';
import { hashToken } from '../subscriber-sessions';
import { codeFailure, RESEND_AFTER_SECONDS } from './codes';
import type { RequestInfo } from './login';

export type ChangePurpose = 'change-email' | 'change-password';
export const CONFIRM_EMAIL_PURPOSE = 'confirm-email';
/** Where the confirmation link of a new e-mail lands (the profile screen confirms it). */
export const PROFILE_PATH = '/personal/my-account/profile';

export type ChangeRequest = { purpose: 'change-email'; email: string | null } | { purpose: 'change-password'; password: string };

export const normalizeEmail = (email: string | null | undefined): string | null => (email ? email.trim().toLowerCase() : null);

/** What a change-email code authorises: this new e-mail ('' = remove it). */
export const emailBinding = (email: string | null): Binding => ({ email: email ?? '' });

/** What a change-password code authorises: an HMAC (APP_SECRET) of the account and the new password. */
export function passwordBinding(accountId: number, password: string): Binding {
  const digest = createHmac('sha256', serverEnv().APP_SECRET).update(`change-password\n${accountId}\n${password}`).digest('hex');
  return { password: digest };
}

async function accountRow(accountId: number): Promise<{ id: number; msisdn: string; email: string | null }> {
  const db = await getDb();
  const [row] = await db.select({ id: accounts.id, msisdn: accounts.msisdn, email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new ApiError(401, 'errors.notSignedIn');
  return row;
}

/** 429 with Retry-After and `data.resendAfter` while the previous code of this purpose is younger than 60 s. */
async function assertResendAllowed(purpose: string, subject: string): Promise<void> {
  const db = await getDb();
  const [last] = await db
    .select({ id: otpCodes.id, createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.subject, subject), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!last) return;
  const left = Math.ceil((last.createdAt.getTime() + RESEND_AFTER_SECONDS * 1000 - Date.now()) / 1000);
  if (left > 0 && !(await codeSmsFailed(last.id))) {
    throw new ApiError(429, 'accountApi.resendTooSoon', { values: { seconds: left }, data: { resendAfter: left }, headers: { 'Retry-After': String(left) } });
  }
}

/** Sends the code that authorises one change by SMS to the account's current number (the resend too). */
export async function sendChangeCode(accountId: number, request: ChangeRequest, req: RequestInfo): Promise<PinSentData> {
  const account = await accountRow(accountId);
  await assertResendAllowed(request.purpose, account.msisdn);
  const binding = request.purpose === 'change-email' ? emailBinding(normalizeEmail(request.email)) : passwordBinding(accountId, request.password);
  const { code, id } = await issueCode({
    purpose: request.purpose,
    subject: account.msisdn,
    binding,
    deviceId: req.deviceId,
    ip: req.ip,
    length: limits.pinLength,
    // The same wait again under the number's lock: parallel requests that all passed the check above
    // text one code, not one each.
    resendAfterSeconds: RESEND_AFTER_SECONDS,
  });
  const key = request.purpose === 'change-email' ? 'accountApi.sms.changeEmail' : 'accountApi.sms.changePassword';
  const text = withOriginBoundLine(req.t(key, { code, brand: brand.name[req.lang], minutes: CODE_TTL_MINUTES }), code);
  try {
    await messaging().sendSms({ to: account.msisdn, text, code, purpose: request.purpose, ref: codeSmsRef(id) });
  } catch (error) {
    logSendFailure(error, request.purpose);
    throw new ApiError(503, 'errors.upstream');
  }
  return { resendAfter: RESEND_AFTER_SECONDS, length: limits.pinLength };
}

/** The answer to a change sent without its code. */
export const codeRequired = () =>
  new ApiError(400, 'accountApi.changeCodeRequired', { errors: { code: 'accountApi.changeCodeRequired' }, data: { codeRequired: true } });

/** Uses up the SMS code of this change (the one it was sent for), or throws the code's failure. */
export async function checkChangeCode(msisdn: string, purpose: ChangePurpose, binding: Binding, code: string | null | undefined): Promise<void> {
  if (!code) throw codeRequired();
  const result = await verifyCode({ purpose, subject: msisdn, code, binding });
  if (!result.ok) throw codeFailure(result, 'code');
}

// The new e-mail's confirmation ---------------------------------------------------------------------

/**
 * The one-time-code subject of a confirmation: the account and the address together, so one account's
 * requests can neither revoke nor use up the tries of another account's link to the same address.
 */
export const confirmationSubject = (accountId: number, email: string): string => `${accountId}:${email}`;

/** The link of the confirmation mail: the profile screen in the request's language. */
export function confirmEmailLink(lang: Locale, email: string, code: string): string {
  const query = new URLSearchParams({ confirmEmail: email, code });
  return `${serverEnv().SITE_URL.replace(/\/$/, '')}${localePrefix(lang)}${PROFILE_PATH}?${query.toString()}`;
}

const signInLink = (lang: Locale) => `${serverEnv().SITE_URL.replace(/\/$/, '')}${localePrefix(lang)}/personal/my-account/login`;

/**
 * Prepares the mail that asks the owner of `email` to confirm it for this account: a link with a code
 * when the address is free, a notice (no code) when another account has it. The code is issued either
 * way, so the hourly limit per address behaves the same. Send it with deliverInBackground.
 */
export async function prepareEmailConfirmation(accountId: number, email: string, req: RequestInfo): Promise<OutgoingMail> {
  const db = await getDb();
  const [owner] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, email), ne(accounts.id, accountId)));
  const { code } = await issueCode({
    purpose: CONFIRM_EMAIL_PURPOSE,
    subject: confirmationSubject(accountId, email),
    binding: { account: accountId },
    deviceId: req.deviceId,
    ip: req.ip,
    length: limits.pinLength,
  });
  const name = brand.name[req.lang];
  if (owner) {
    return {
      to: email,
      purpose: 'email-in-use',
      subject: req.t('accountApi.mail.emailInUseSubject', { brand: name }),
      text: req.t('accountApi.mail.emailInUseText', { brand: name, link: signInLink(req.lang) }),
    };
  }
  return {
    to: email,
    purpose: CONFIRM_EMAIL_PURPOSE,
    code,
    subject: req.t('accountApi.mail.confirmEmailSubject', { brand: name }),
    text: req.t('accountApi.mail.confirmEmailText', { brand: name, link: confirmEmailLink(req.lang, email, code), minutes: CODE_TTL_MINUTES }),
  };
}

const pending = new Set<Promise<void>>();

/** Sends after the answer, so its timing says nothing about the address; a failure is only logged. */
export function deliverInBackground(mail: OutgoingMail): void {
  const sending: Promise<void> = Promise.resolve()
    .then(() => messaging().sendEmail(mail))
    .catch((error: unknown) => logSendFailure(error, mail.purpose))
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Waits for the mails being sent in the background (tests, a graceful shutdown). */
export async function flushIdentifierMail(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/**
 * Asks the mailbox to confirm a new e-mail of the account and sends that mail after the answer. When
 * the address cannot be asked now (too many this hour) nothing is sent: the answer stays the same,
 * and the subscriber can add the e-mail again later from the profile.
 */
export async function askEmailConfirmation(accountId: number, email: string, req: RequestInfo): Promise<void> {
  try {
    deliverInBackground(await prepareEmailConfirmation(accountId, email, req));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    logger.warn({ purpose: CONFIRM_EMAIL_PURPOSE }, 'e-mail confirmation not sent: too many for this address this hour');
  }
}

// The password ----------------------------------------------------------------------------------------

/**
 * Sets a new password with the SMS code that was sent for exactly this password, and signs out every
 * other session of the account (`keepSessionToken`: the caller's own).
 */
export async function changePassword(accountId: number, password: string, code: string | null | undefined, keepSessionToken: string | null): Promise<void> {
  const account = await accountRow(accountId);
  await checkChangeCode(account.msisdn, 'change-password', passwordBinding(accountId, password), code);
  const passwordHash = await argon2.hash(password, { type: argon2.argon2id });
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Changed by SMS code: the step-up check waits (services/step-up.ts).
    await tx.update(accounts).set({ passwordHash, credentialsChangedAt: new Date() }).where(eq(accounts.id, accountId));
    const others = keepSessionToken
      ? and(eq(accountSessions.accountId, accountId), ne(accountSessions.tokenHash, hashToken(keepSessionToken)))
      : eq(accountSessions.accountId, accountId);
    await tx.update(accountSessions).set({ revokedAt: new Date() }).where(others);
  });
}
