/**
 * One-time codes (design.md section 7): drawn from a CSPRNG, stored as an HMAC bound to what they
 * authorise (purpose + number + binding, e.g. add-on, price and PID), valid 10 minutes, single use,
 * at most 5 wrong tries per code, a limit per number and per IP per hour, compared in constant time.
 * A resend replaces the code but carries the failure count over, so resending never buys more tries.
 *
 * Races (several servers, parallel requests): issuing is serialised per purpose and number (a
 * transaction-level advisory lock), so there is one live code at a time and the hourly limit holds;
 * checking uses up a try with one conditional UPDATE before comparing, so parallel guesses cannot
 * be compared more than 5 times against one code, and a right code gives its try back and is used in
 * one conditional UPDATE, so it succeeds once.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { getDb, lockKey, type Tx } from '../db';
import { otpCodes } from '../db/schema';
import { serverEnv } from '../env';
import { ApiError } from '../api/errors';
import { deliveryStateOf } from '../messaging/smpp/queue';

export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
/** Codes one number (or one IP) may be sent per purpose in an hour. */
export const CODES_PER_HOUR = 5;

export type CodeAlphabet = 'digits' | 'alphanumeric';
export type Binding = Record<string, string | number>;

// No 0/O or 1/I/L: the add-on code is read off a phone screen and typed.
const ALPHANUMERIC = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const DIGITS = '0123456789';

export function generateCode(length: number, alphabet: CodeAlphabet): string {
  const chars = alphabet === 'digits' ? DIGITS : ALPHANUMERIC;
  let code = '';
  for (let i = 0; i < length; i++) code += chars[randomInt(chars.length)];
  return code;
}

function canonicalBinding(binding: Binding): string {
  return JSON.stringify(Object.keys(binding).sort().map((k) => [k, String(binding[k])]));
}

function hashCode(code: string, purpose: string, subject: string, binding: Binding): string {
  return createHmac('sha256', serverEnv().APP_SECRET)
    .update(`${purpose}\n${subject}\n${canonicalBinding(binding)}\n${code.toUpperCase()}`)
    .digest('hex');
}

export interface IssueCodeInput {
  purpose: string;
  /** Number (or e-mail) the code goes to. */
  subject: string;
  binding?: Binding;
  length?: number;
  alphabet?: CodeAlphabet;
  deviceId?: string | null;
  ip?: string | null;
  /**
   * Seconds the number must wait after its last code of this purpose (unless that one was used) before
   * it is sent another. Checked under the number's lock with the hourly count, so parallel requests
   * cannot all pass it: 429 `accountApi.resendTooSoon` with Retry-After and `data.resendAfter`.
   */
  resendAfterSeconds?: number;
}

/** The reference of a code's SMS in the SMS queue (SMS_TRANSPORT=smpp), by the code's id. */
export const codeSmsRef = (codeId: number) => `otp:${codeId}`;

/**
 * Whether a code's SMS is known not to have reached the phone: the SMSC's receipt said undeliverable or
 * expired, or the send is in doubt or failed for good (lib/server/messaging/smpp/queue.ts). Its owner may
 * then ask again at once: the resend wait protects a code that is on its way, and this one is not.
 */
export async function codeSmsFailed(codeId: number, tx?: Tx): Promise<boolean> {
  const state = await deliveryStateOf(codeSmsRef(codeId), tx);
  return state === 'undeliverable' || state === 'expired' || state === 'in-doubt' || state === 'failed';
}

/** The resend wait (IssueCodeInput.resendAfterSeconds), inside issueCode's transaction. */
async function assertWaitedSinceLastCode(tx: Tx, purpose: string, subject: string, seconds: number): Promise<void> {
  const [last] = await tx
    .select({ id: otpCodes.id, createdAt: otpCodes.createdAt, usedAt: otpCodes.usedAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.subject, subject), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  // The wait keeps a live code from being replaced (and a phone from being flooded); a code already used
  // by its owner (a vote, a sign-in) leaves nothing to protect, and the next action needs a new one.
  if (!last || last.usedAt) return;
  const left = Math.ceil((last.createdAt.getTime() + seconds * 1000 - Date.now()) / 1000);
  if (left > 0 && !(await codeSmsFailed(last.id, tx))) {
    throw new ApiError(429, 'accountApi.resendTooSoon', {
      values: { seconds: left },
      data: { resendAfter: left },
      headers: { 'Retry-After': String(left) },
    });
  }
}

/**
 * Issues a new code and revokes the previous live code of the same purpose and number (its wrong
 * tries carry over). Throws 429 when the number or the IP asked for too many codes this hour.
 * Parallel requests for one number are handled one after another, so they leave one live code and
 * cannot pass the hourly limit together.
 */
export async function issueCode(input: IssueCodeInput): Promise<{ code: string; id: number; expiresAt: Date }> {
  const db = await getDb();
  const binding = input.binding ?? {};
  const code = generateCode(input.length ?? 6, input.alphabet ?? 'digits');
  return db.transaction(async (tx) => {
    // Always number first, then IP: the same order everywhere, so two issues never wait on each other.
    await lockKey(tx, `otp:${input.purpose}:${input.subject}`);
    if (input.ip) await lockKey(tx, `otp-ip:${input.ip}`);
    if (input.resendAfterSeconds) await assertWaitedSinceLastCode(tx, input.purpose, input.subject, input.resendAfterSeconds);

    const hourAgo = new Date(Date.now() - 3600_000);
    const [perSubject] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.subject, input.subject), eq(otpCodes.purpose, input.purpose), gt(otpCodes.createdAt, hourAgo)));
    const [perIp] = input.ip
      ? await tx.select({ n: count() }).from(otpCodes).where(and(eq(otpCodes.ip, input.ip), gt(otpCodes.createdAt, hourAgo)))
      : [{ n: 0 }];
    if (perSubject.n >= CODES_PER_HOUR || perIp.n >= CODES_PER_HOUR * 6) {
      throw new ApiError(429, 'errors.tooManyCodes', { headers: { 'Retry-After': '3600' } });
    }

    const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
    const previous = await tx
      .update(otpCodes)
      .set({ revokedAt: new Date() })
      .where(and(eq(otpCodes.subject, input.subject), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.usedAt), isNull(otpCodes.revokedAt)))
      .returning({ failedAttempts: otpCodes.failedAttempts });
    const carried = previous.reduce((max, p) => Math.max(max, p.failedAttempts), 0);
    if (carried >= MAX_WRONG_TRIES) throw new ApiError(429, 'errors.codeDead', { headers: { 'Retry-After': '3600' } });
    const [row] = await tx
      .insert(otpCodes)
      .values({
        purpose: input.purpose,
        subject: input.subject,
        codeHash: hashCode(code, input.purpose, input.subject, binding),
        binding,
        failedAttempts: carried,
        deviceId: input.deviceId ?? null,
        ip: input.ip ?? null,
        expiresAt,
      })
      .returning({ id: otpCodes.id });
    return { code, id: row.id, expiresAt };
  });
}

export type VerifyResult =
  | { ok: true; binding: Binding }
  /** Wrong code; `triesLeft` 0 means the code is now dead. */
  | { ok: false; reason: 'invalid'; triesLeft: number }
  /** No live code: never sent, used, expired, or killed by too many tries. */
  | { ok: false; reason: 'expired' | 'dead' };

/** A charge that found the code not live (used, replaced, dead or expired) says why; null: try again. */
async function whyNotLive(id: number, now: Date): Promise<VerifyResult | null> {
  const db = await getDb();
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.id, id));
  if (!row || row.usedAt || row.revokedAt) return { ok: false, reason: 'expired' };
  if (row.failedAttempts >= MAX_WRONG_TRIES) return { ok: false, reason: 'dead' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return null; // a try held by a parallel check of the right code was given back meanwhile
}

/**
 * Checks a code against the live code of this purpose and number and, when it matches and the
 * binding is the same, uses it up. `binding` is what the caller is about to do; a code issued for
 * something else never matches.
 *
 * 1. One try is used up BEFORE comparing, by one conditional UPDATE (fewer than 5 tries used, not
 *    used, not replaced, not expired), so whatever arrives in parallel, at most 5 guesses are ever
 *    compared against one code.
 * 2. The hashes are compared in constant time.
 * 3. On a match one conditional UPDATE gives the try back and marks the code used (only if still
 *    unused, not replaced or killed, and within its tries): the right code succeeds once, and never
 *    after parallel wrong guesses spent the tries.
 */
export async function verifyCode(input: { purpose: string; subject: string; code: string; binding?: Binding }): Promise<VerifyResult> {
  const db = await getDb();
  const binding = input.binding ?? {};
  const [live] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.subject, input.subject), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.usedAt), isNull(otpCodes.revokedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!live) return { ok: false, reason: 'expired' };

  // Date.now (not the database clock): expiresAt was set from it when the code was issued.
  const now = new Date(Date.now());
  let charged: { codeHash: string; binding: Binding; failedAttempts: number } | undefined;
  for (let attempt = 0; !charged; attempt++) {
    [charged] = await db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(
        and(
          eq(otpCodes.id, live.id),
          lt(otpCodes.failedAttempts, MAX_WRONG_TRIES),
          isNull(otpCodes.usedAt),
          isNull(otpCodes.revokedAt),
          gt(otpCodes.expiresAt, now),
        ),
      )
      .returning({ codeHash: otpCodes.codeHash, binding: otpCodes.binding, failedAttempts: otpCodes.failedAttempts });
    if (charged) break;
    const why = await whyNotLive(live.id, now);
    if (why) return why;
    if (attempt >= 2) return { ok: false, reason: 'dead' };
  }

  const expected = Buffer.from(charged.codeHash, 'hex');
  const given = Buffer.from(hashCode(input.code.trim(), input.purpose, input.subject, binding), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const triesLeft = Math.max(0, MAX_WRONG_TRIES - charged.failedAttempts);
    if (triesLeft === 0) {
      await db
        .update(otpCodes)
        .set({ revokedAt: new Date() })
        .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.usedAt), isNull(otpCodes.revokedAt)));
    }
    return { ok: false, reason: 'invalid', triesLeft };
  }

  const used = await db
    .update(otpCodes)
    .set({ usedAt: new Date(), failedAttempts: sql`${otpCodes.failedAttempts} - 1` })
    .where(
      and(
        eq(otpCodes.id, live.id),
        isNull(otpCodes.usedAt),
        isNull(otpCodes.revokedAt),
        gte(otpCodes.failedAttempts, 1),
        lte(otpCodes.failedAttempts, MAX_WRONG_TRIES),
      ),
    )
    .returning({ id: otpCodes.id });
  if (used.length === 0) {
    // Used by a parallel check of the same code, replaced, or killed meanwhile: the right code was no
    // wrong try, so its try is given back all the same.
    await db
      .update(otpCodes)
      .set({ failedAttempts: sql`greatest(${otpCodes.failedAttempts} - 1, 0)` })
      .where(eq(otpCodes.id, live.id));
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, binding: charged.binding };
}
