/**
 * The step-up check of the line actions a lost SIM needs (issue 33 parts 5 and 6): blocking and
 * unblocking the line, showing its PUK, and issuing an eSIM activation code. It must not rely on the
 * SIM (which may be in a thief's hands, with the SMS codes it receives), so it asks for the two things
 * a thief with the phone does not have: the account PASSWORD, and a code sent by E-MAIL.
 *
 * 1. start: the password is checked (argon2id); then a 6-digit code (one-time-code service, purpose
 *    'step-up', bound to the account and the action) is mailed to the account's e-mail. An account
 *    without a password or an e-mail is told how to add them (the profile) or to visit a shop.
 * 2. confirm: the right code gives a step-up token: random, stored as its SHA-256, valid STEP_UP_MINUTES,
 *    for that ONE action of that account.
 * 3. The action uses the token up with one conditional UPDATE (unused, not expired, same account and
 *    action), so a token works once even when sent twice in parallel to several servers. When the core
 *    could not be reached for the action (nothing applied), it is given back (withStepUp).
 *
 * Limits: the endpoints count starts and code checks per account and per IP (pages/api/v1/account/
 * step-up); each code has its 5 wrong tries (otp.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { brand } from '@/lib/brand';
import type { StepUpAction, StepUpGranted, StepUpSent } from '@/lib/lines';
import { ApiError } from '../api/errors';
import { CoreUnavailableError } from '../core/types';
import { getDb } from '../db';
import { accounts, stepUpGrants } from '../db/schema';
import { CODE_TTL_MINUTES, verifyCode } from './otp';
import { codeFailure, sendCode } from './accounts/codes';
import type { RequestInfo } from './accounts/login';

export const STEP_UP_PURPOSE = 'step-up';
/** How long a passed step-up check allows its one action. */
export const STEP_UP_MINUTES = 5;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** `d***@example.com`: enough to recognise one's mailbox, not to learn someone's address. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Days after a password or e-mail change made with an SMS code during which the check is refused: with
 * the SIM alone one can reset the password and change the e-mail by SMS, then pass the check; for this
 * long the owner (told at the old address) can get the account back, and the line actions go through a
 * shop.
 */
export const STEP_UP_COOLDOWN_DAYS = 7;

async function accountOf(accountId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email, passwordHash: accounts.passwordHash, credentialsChangedAt: accounts.credentialsChangedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new ApiError(401, 'errors.notSignedIn');
  if (row.credentialsChangedAt && Date.now() - row.credentialsChangedAt.getTime() < STEP_UP_COOLDOWN_DAYS * 86_400_000) {
    throw new ApiError(409, 'lostSim.api.credentialsRecentlyChanged', { data: { visitShop: true } });
  }
  return row;
}

/** What the e-mail code authorises: this account, this action. */
const binding = (accountId: number, action: StepUpAction) => ({ account: accountId, action });

/**
 * Checks the password and mails the code. 409 `lostSim.api.needsPasswordAndEmail` (with
 * `data.missing`) when the account has no password or no e-mail: the check cannot be passed online.
 */
export async function startStepUp(accountId: number, action: StepUpAction, password: string, req: RequestInfo): Promise<StepUpSent> {
  const account = await accountOf(accountId);
  const missing = [...(account.passwordHash ? [] : ['password']), ...(account.email ? [] : ['email'])];
  if (missing.length > 0) throw new ApiError(409, 'lostSim.api.needsPasswordAndEmail', { data: { missing } });
  if (!(await argon2.verify(account.passwordHash!, password).catch(() => false))) {
    throw new ApiError(400, 'lostSim.api.wrongPassword', { errors: { password: 'lostSim.api.wrongPassword' } });
  }
  const email = account.email!;
  const sent = await sendCode({
    purpose: STEP_UP_PURPOSE,
    subject: email,
    binding: binding(accountId, action),
    deliver: {
      email: (code) => ({
        subject: req.t('lostSim.mail.codeSubject', { brand: brand.name[req.lang] }),
        text: req.t('lostSim.mail.codeText', { code, action: req.t(`lostSim.actions.${action}`), minutes: CODE_TTL_MINUTES, brand: brand.name[req.lang] }),
      }),
    },
    deviceId: req.deviceId,
    ip: req.ip,
  });
  return { ...sent, email: maskEmail(email) };
}

/** The right e-mail code gives the token of one action (valid STEP_UP_MINUTES). */
export async function confirmStepUp(accountId: number, action: StepUpAction, code: string): Promise<StepUpGranted> {
  const account = await accountOf(accountId);
  if (!account.email || !account.passwordHash) throw new ApiError(409, 'lostSim.api.needsPasswordAndEmail', { data: { missing: [] } });
  const result = await verifyCode({ purpose: STEP_UP_PURPOSE, subject: account.email, code, binding: binding(accountId, action) });
  if (!result.ok) throw codeFailure(result, 'code');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STEP_UP_MINUTES * 60_000);
  const db = await getDb();
  await db.insert(stepUpGrants).values({ accountId, action, tokenHash: sha256(token), expiresAt });
  return { stepUpToken: token, expiresAt: expiresAt.toISOString(), action };
}

/** The refusal of a missing, used, expired or other action's token: pass the check again. */
export const stepUpRequired = () => new ApiError(403, 'lostSim.api.stepUpRequired', { data: { stepUpRequired: true } });

/**
 * Uses up a step-up token for this action of this account (one conditional UPDATE: of two parallel
 * uses, one wins). Throws 403 `data.stepUpRequired` otherwise. Call it just before the action.
 */
export async function spendStepUp(accountId: number, action: StepUpAction, token: string | null | undefined): Promise<number> {
  if (!token || token.length > 200) throw stepUpRequired();
  const db = await getDb();
  const used = await db
    .update(stepUpGrants)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(stepUpGrants.tokenHash, sha256(token)),
        eq(stepUpGrants.accountId, accountId),
        eq(stepUpGrants.action, action),
        isNull(stepUpGrants.usedAt),
        gt(stepUpGrants.expiresAt, new Date()),
      ),
    )
    .returning({ id: stepUpGrants.id });
  if (used.length === 0) throw stepUpRequired();
  return used[0].id;
}

/**
 * Does a line action in the operator core with a step-up token: the token is spent first (so of two
 * parallel uses one acts), then the action runs. When the core failed (CoreUnavailableError: down, timed
 * out, or its answer lost), the token is given back, so the subscriber can try again without redoing
 * the password and the e-mail code. The actions are safe to repeat (a line status set to the same
 * value, a PUK read), and only the request that spent the token gives it back: one token never acts
 * twice at once, and its success (audit, notification) is recorded once. Other failures keep it spent.
 */
export async function withStepUp<T>(accountId: number, action: StepUpAction, token: string | null | undefined, act: () => Promise<T>): Promise<T> {
  const grantId = await spendStepUp(accountId, action, token);
  try {
    return await act();
  } catch (error) {
    if (error instanceof CoreUnavailableError) {
      const db = await getDb();
      await db.update(stepUpGrants).set({ usedAt: null }).where(eq(stepUpGrants.id, grantId));
    }
    throw error;
  }
}
