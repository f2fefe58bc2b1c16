/**
 * One-time codes (design.md section 7): drawn from a CSPRNG, stored as an HMAC bound to what they
 * authorise (purpose + number + binding, e.g. add-on, price and PID), valid 10 minutes, single use,
 * at most 5 wrong tries per code, a limit per number and per IP per hour, compared in constant time.
 * A resend replaces the code but carries the failure count over, so resending never buys more tries.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { otpCodes } from '../db/schema';
import { serverEnv } from '../env';
import { ApiError } from '../api/errors';

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
}

/**
 * Issues a new code and revokes the previous live code of the same purpose and number (its wrong
 * tries carry over). Throws 429 when the number or the IP asked for too many codes this hour.
 */
export async function issueCode(input: IssueCodeInput): Promise<{ code: string; id: number; expiresAt: Date }> {
  const db = await getDb();
  const binding = input.binding ?? {};
  const hourAgo = new Date(Date.now() - 3600_000);
  const [perSubject] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.subject, input.subject), eq(otpCodes.purpose, input.purpose), gt(otpCodes.createdAt, hourAgo)));
  const [perIp] = input.ip
    ? await db.select({ n: count() }).from(otpCodes).where(and(eq(otpCodes.ip, input.ip), gt(otpCodes.createdAt, hourAgo)))
    : [{ n: 0 }];
  if (perSubject.n >= CODES_PER_HOUR || perIp.n >= CODES_PER_HOUR * 6) {
    throw new ApiError(429, 'errors.tooManyCodes', { headers: { 'Retry-After': '3600' } });
  }

  const code = generateCode(input.length ?? 6, input.alphabet ?? 'digits');
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
  return db.transaction(async (tx) => {
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

/**
 * Checks a code against the live code of this purpose and number and, when it matches and the
 * binding is the same, uses it up (atomically: two requests with the same code succeed once).
 * `binding` is what the caller is about to do; a code issued for something else never matches.
 */
export async function verifyCode(input: { purpose: string; subject: string; code: string; binding?: Binding }): Promise<VerifyResult> {
  const db = await getDb();
  const binding = input.binding ?? {};
  const [live] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.subject, input.subject), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.usedAt), isNull(otpCodes.revokedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!live) return { ok: false, reason: 'expired' };
  if (live.failedAttempts >= MAX_WRONG_TRIES) return { ok: false, reason: 'dead' };
  if (live.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };

  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(hashCode(input.code.trim(), input.purpose, input.subject, binding), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const [after] = await db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(eq(otpCodes.id, live.id))
      .returning({ failedAttempts: otpCodes.failedAttempts });
    const triesLeft = Math.max(0, MAX_WRONG_TRIES - after.failedAttempts);
    if (triesLeft === 0) await db.update(otpCodes).set({ revokedAt: new Date() }).where(eq(otpCodes.id, live.id));
    return { ok: false, reason: 'invalid', triesLeft };
  }

  const used = await db
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.usedAt), isNull(otpCodes.revokedAt)))
    .returning({ id: otpCodes.id });
  if (used.length === 0) return { ok: false, reason: 'expired' };
  return { ok: true, binding: live.binding };
}
