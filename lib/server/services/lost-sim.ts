/**
 * Lost SIM (issue 33 part 5): block the account's line, unblock it, show its PUK. Each action needs a
 * step-up token of its own (./step-up.ts: password + e-mail code), is written to the audit log and is
 * told to the subscriber twice, in the notifications and by e-mail (never by SMS: the SIM may be lost).
 * The block is the line's status in the operator core (TMF637 `suspended`); a blocked line cannot be
 * charged for purchases or transfers (the core refuses: LineBlockedError). A core that cannot be reached
 * gives the step-up token back (withStepUp): the subscriber tries again without a new check.
 */
import { eq } from 'drizzle-orm';
import { brand } from '@/lib/brand';
import type { LostSimState, StepUpAction } from '@/lib/lines';
import { ApiError } from '../api/errors';
import { core } from '../core';
import { getDb } from '../db';
import { accounts, auditLog } from '../db/schema';
import { deliverInBackground } from './accounts/identifier-change';
import type { RequestInfo } from './accounts/login';
import { notifyEvent } from './notify-events';
import { withStepUp } from './step-up';

export const LOST_SIM_LINK = '/personal/my-account/lost-sim';

async function accountOf(accountId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: accounts.id, msisdn: accounts.msisdn, email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new ApiError(401, 'errors.notSignedIn');
  return row;
}

export async function lostSimState(accountId: number): Promise<LostSimState> {
  const account = await accountOf(accountId);
  const line = await core().getLine(account.msisdn);
  if (!line) throw new ApiError(404, 'core.notOurLine');
  return { msisdn: account.msisdn, status: line.status, hasPassword: Boolean(account.passwordHash), hasEmail: Boolean(account.email) };
}

/**
 * Writes the audit row and tells the subscriber (notification + e-mail) of one line action. The
 * audit row is written before the answer; a failed notification is logged, never an error (the
 * action has happened).
 */
export async function recordLineAction(
  account: { id: number; msisdn: string; email: string | null },
  action: StepUpAction,
  req: RequestInfo,
  event: string,
): Promise<void> {
  const db = await getDb();
  const at = new Date();
  await db.insert(auditLog).values({
    actor: `account:${account.id}`,
    action: `line.${action}`,
    detail: { msisdn: account.msisdn, ip: req.ip, deviceId: req.deviceId },
    createdAt: at,
  });
  await notifyEvent({ accountId: account.id }, { event, reference: `${event}:${account.id}:${at.getTime()}`, values: { number: account.msisdn }, link: LOST_SIM_LINK });
  if (account.email) {
    const name = brand.name[req.lang];
    deliverInBackground({
      to: account.email,
      purpose: `line-${action}`,
      subject: req.t(`lostSim.mail.${event}Subject`, { brand: name }),
      text: req.t(`lostSim.mail.${event}Text`, { brand: name, number: account.msisdn }),
    });
  }
}

/** Blocks (`block`) or unblocks (`unblock`) the account's line with a step-up token of that action. */
export async function setLineBlocked(accountId: number, action: 'block' | 'unblock', token: string, req: RequestInfo): Promise<LostSimState> {
  const account = await accountOf(accountId);
  await withStepUp(accountId, action, token, () => core().setLineStatus({ msisdn: account.msisdn, status: action === 'block' ? 'suspended' : 'active' }));
  await recordLineAction(account, action, req, action === 'block' ? 'lineBlocked' : 'lineUnblocked');
  return lostSimState(accountId);
}

/** The PUK of the account's line, with a step-up token of `puk`. */
export async function showPuk(accountId: number, token: string, req: RequestInfo): Promise<{ puk: string }> {
  const account = await accountOf(accountId);
  const puk = await withStepUp(accountId, 'puk', token, () => core().getPuk(account.msisdn));
  await recordLineAction(account, 'puk', req, 'pukShown');
  return { puk };
}
