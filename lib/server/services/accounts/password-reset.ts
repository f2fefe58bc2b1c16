/**
 * Forgotten password: a 6-digit code by SMS to the account's number, or an e-mail with a reset link
 * (and the same code) to the account's e-mail. The answer is always the same and is given before
 * anything is delivered, so neither its content nor its timing tells whether an account exists.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { PinSentData } from '@/lib/account-api';
import { brand } from '@/lib/brand';
import { localePrefix, type Locale } from '@/lib/locales';
import { ApiError } from '../../api/errors';
import { getDb } from '../../db';
import { accounts, accountSessions } from '../../db/schema';
import { serverEnv } from '../../env';
import { CODE_TTL_MINUTES, verifyCode } from '../otp';
import { hashToken } from '../subscriber-sessions';
import { accountIdForEmail, accountIdForMsisdn } from './account';
import { assertOperatorNumber, codeFailure, sendCode } from './codes';
import type { RequestInfo } from './login';
import { hashPassword } from './registration';

export type ResetTarget = { phone: string } | { email: string };

export const RESET_PATH = '/personal/my-account/authentication';

/** The link of the reset e-mail: the authentication page in the request's language, mode=reset. */
export function resetLink(lang: Locale, email: string, code: string): string {
  const prefix = localePrefix(lang);
  const query = new URLSearchParams({ mode: 'reset', email, code });
  return `${serverEnv().SITE_URL.replace(/\/$/, '')}${prefix}${RESET_PATH}?${query.toString()}`;
}

export async function forgotPassword(target: ResetTarget, req: RequestInfo): Promise<PinSentData & { channel: 'sms' | 'email' }> {
  const name = brand.name[req.lang];
  if ('phone' in target) {
    assertOperatorNumber(target.phone);
    const accountId = await accountIdForMsisdn(target.phone);
    const sent = await sendCode({
      purpose: 'reset',
      subject: target.phone,
      deliver: accountId === null ? null : { sms: (code) => req.t('accountApi.sms.reset', { code, brand: name, minutes: CODE_TTL_MINUTES }) },
      deviceId: req.deviceId,
      ip: req.ip,
      background: true,
    });
    return { ...sent, channel: 'sms' };
  }
  const email = target.email.trim().toLowerCase();
  const accountId = await accountIdForEmail(email);
  const sent = await sendCode({
    purpose: 'reset',
    subject: email,
    deliver:
      accountId === null
        ? null
        : {
            email: (code) => ({
              subject: req.t('accountApi.mail.resetSubject', { brand: name }),
              text: req.t('accountApi.mail.resetText', { brand: name, link: resetLink(req.lang, email, code), code, minutes: CODE_TTL_MINUTES }),
            }),
          },
    deviceId: req.deviceId,
    ip: req.ip,
    background: true,
  });
  return { ...sent, channel: 'email' };
}

/**
 * Sets the new password when the code is right, and signs out every other session of the account
 * (`keepSessionToken`: the caller's own session, when it has one).
 */
export async function resetPassword(target: ResetTarget, code: string, password: string, keepSessionToken: string | null): Promise<void> {
  const subject = 'phone' in target ? target.phone : target.email.trim().toLowerCase();
  if ('phone' in target) assertOperatorNumber(target.phone);
  const result = await verifyCode({ purpose: 'reset', subject, code });
  if (!result.ok) throw codeFailure(result, 'code');
  const accountId = 'phone' in target ? await accountIdForMsisdn(subject) : await accountIdForEmail(subject);
  // A code is only delivered when the account exists, so this is a deleted account at most.
  if (accountId === null) throw new ApiError(400, 'accountApi.codeNotValid', { errors: { code: 'accountApi.codeNotValid' } });
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // A reset by SMS code is what the SIM alone can do: the step-up check waits (services/step-up.ts).
    await tx
      .update(accounts)
      .set({ passwordHash, ...('phone' in target ? { credentialsChangedAt: new Date() } : {}) })
      .where(eq(accounts.id, accountId));
    const others = keepSessionToken
      ? and(eq(accountSessions.accountId, accountId), ne(accountSessions.tokenHash, hashToken(keepSessionToken)))
      : eq(accountSessions.accountId, accountId);
    await tx.update(accountSessions).set({ revokedAt: new Date() }).where(others);
  });
}
