/**
 * The sign-in captcha (design.md sections 7 and 10): a proof-of-work challenge (ALTCHA, `altcha-lib`),
 * asked only after failed attempts (./failures.ts decides when). The browser's `altcha-widget` finds
 * the counter whose PBKDF2 key starts with the challenge's prefix (about a second on a phone) and sends
 * the payload (base64 JSON of the challenge and its solution) as `captcha`. Nothing to read, hear or
 * solve for the person (WCAG 3.3.8), and the answer is never sent: the challenge carries only the key's
 * prefix and an HMAC of the key.
 *
 * Challenges are signed with a key derived from APP_SECRET, so any server can check them; they expire
 * after 10 minutes; an accepted solution is recorded (by its challenge's signature) in the database, so
 * it is accepted once across all servers, even when the same payload is sent twice at the same moment.
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { getDb } from '../../db';
import { usedCaptchaChallenges } from '../../db/schema';
import { serverEnv } from '../../env';
import { captchaRequired } from './failures';

export const CAPTCHA_TTL_MINUTES = 10;
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

/**
 * The work: PBKDF2-SHA-256 with `cost` iterations for every counter tried, and the counter is picked
 * at random between `min` and `max` (the solver tries them in order, spread over its workers). About
 * 3,000 derivations on average: around 0.2 s on a laptop's 8 cores and about a second on a mid-range
 * phone's 4, for every try of a script.
 */
export interface CaptchaDifficulty {
  cost: number;
  counter: { min: number; max: number };
}
const DEFAULT_DIFFICULTY: CaptchaDifficulty = { cost: 1000, counter: { min: 1500, max: 4500 } };
let difficulty = DEFAULT_DIFFICULTY;

/** Tests that only need a solved captcha make it cheap; null restores the real work. */
export function setCaptchaDifficultyForTests(next: CaptchaDifficulty | null): void {
  difficulty = next ?? DEFAULT_DIFFICULTY;
}

/** The HMAC keys of challenges and of their derived keys, each its own, derived from APP_SECRET. */
function secrets() {
  const derive = (purpose: string) => createHmac('sha256', serverEnv().APP_SECRET).update(`altcha\n${purpose}`).digest('hex');
  return { challenge: derive('challenge'), key: derive('derived-key') };
}

/** A new challenge, as the widget wants it: `{ parameters, signature }`. */
export async function createCaptcha(): Promise<Challenge> {
  const { challenge, key } = secrets();
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.counter.max, difficulty.counter.min),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MINUTES * 60_000),
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
  });
}

const hex = (max: number) => z.string().regex(/^[0-9a-f]+$/).max(max);

/** What a payload must look like before any of it is trusted (it is the client's). */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(CAPTCHA_ALGORITHM),
        nonce: hex(64),
        salt: hex(64),
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: hex(128),
        keySignature: hex(128),
        expiresAt: z.number().int().positive(),
      })
      .loose(),
    signature: hex(128),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex(128), time: z.number().optional() }),
});

/** Payloads the widget makes are about 600 characters; anything much longer is not one. */
export const CAPTCHA_PAYLOAD_MAX = 2000;

function parsePayload(payload: string) {
  if (payload.length > CAPTCHA_PAYLOAD_MAX) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a solution payload and uses it up: true once for a right, unexpired, untampered solution,
 * false for anything else (never throws for what a client sends).
 */
export async function verifyCaptcha(payload: string | undefined): Promise<boolean> {
  if (!payload) return false;
  const parsed = parsePayload(payload);
  if (!parsed) return false;
  const { challenge, key } = secrets();
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: challenge,
      hmacKeySignatureSecret: key,
    });
    verified = result.verified;
  } catch {
    return false;
  }
  if (!verified) return false;
  // Used once: the first insert of this challenge wins, on every server (the signature is the key).
  const db = await getDb();
  await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, new Date()));
  const inserted = await db
    .insert(usedCaptchaChallenges)
    .values({ signature: parsed.challenge.signature, expiresAt: new Date(parsed.challenge.parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchaChallenges.signature });
  return inserted.length === 1;
}

/**
 * Sign-in calls go through this first: after 3 failures for the subject or the IP within an hour, a
 * solved captcha is required (400 with `data.captchaRequired`, and the field error on `captcha`).
 */
export async function assertCaptcha(subject: string, ip: string, given: { captcha?: string }): Promise<void> {
  if (!(await captchaRequired(subject, ip))) return;
  if (!given.captcha) {
    throw new ApiError(400, 'accountApi.captchaRequired', { data: { captchaRequired: true }, errors: { captcha: 'accountApi.captchaRequired' } });
  }
  if (!(await verifyCaptcha(given.captcha))) {
    throw new ApiError(400, 'accountApi.captchaWrong', { data: { captchaRequired: true }, errors: { captcha: 'accountApi.captchaWrong' } });
  }
}
