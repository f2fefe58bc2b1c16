/**
 * Parallel checks of one code (design.md section 7): a try is used up atomically before the
 * comparison, so however many guesses arrive at the same moment, at most 5 are compared against a code,
 * and a right code that arrives once they are spent is refused. PGlite runs one query at a time, so
 * only the PostgreSQL run shows races; itRace marks the titles when PostgreSQL was not available.
 */
import { eq } from 'drizzle-orm';
import { otpCodes } from '@/lib/server/db/schema';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { MAX_WRONG_TRIES, issueCode, verifyCode, type VerifyResult } from '../otp';

let n = 0;
/** A fresh number per test, so no limit of one test reaches the next. */
const nextNumber = () => `0770${String(3_000_000 + n++).padStart(7, '0')}`;
/** 20 different wrong codes (none equal to `code`). */
const wrongCodes = (code: string, count = 20) =>
  Array.from({ length: count + 1 }, (_, i) => String(100_000 + i * 37_171).slice(0, 6))
    .filter((c) => c !== code)
    .slice(0, count);

const evaluated = (results: VerifyResult[]) => results.filter((r) => r.ok || r.reason === 'invalid');

describeWithDatabase('one-time codes checked in parallel', ({ db }) => {
  itRace('20 parallel wrong guesses and the right one (sent 11th): at most 5 are compared, and the right code never wins past them', async () => {
    const subject = nextNumber();
    const { code, id } = await issueCode({ purpose: 'login', subject });
    const guesses = wrongCodes(code);
    guesses.splice(10, 0, code);

    const results = await Promise.all(guesses.map((guess) => verifyCode({ purpose: 'login', subject, code: guess })));

    const right = results[10];
    const wrongAnswers = results.filter((_, i) => i !== 10);
    expect(wrongAnswers.every((r) => !r.ok)).toBe(true);
    // Every answer is one the callers know.
    for (const r of results) {
      if (!r.ok) expect(['invalid', 'expired', 'dead']).toContain(r.reason);
    }
    // At most 5 guesses were compared against the code, the right one included.
    expect(evaluated(results).length).toBeLessThanOrEqual(MAX_WRONG_TRIES);
    // The right code succeeds only when it was one of those 5, i.e. fewer than 5 wrong guesses were
    // compared before the code was used.
    if (right.ok) expect(evaluated(wrongAnswers).length).toBeLessThan(MAX_WRONG_TRIES);
    const [row] = await db().db.select().from(otpCodes).where(eq(otpCodes.id, id));
    expect(row.failedAttempts).toBeLessThanOrEqual(MAX_WRONG_TRIES);
    expect(row.failedAttempts).toBe(evaluated(wrongAnswers).length);

    // Whatever happened, the code is now finished: used once, or dead.
    expect((await verifyCode({ purpose: 'login', subject, code })).ok).toBe(false);
  });

  itRace('20 parallel wrong guesses spend the 5 tries: exactly 5 are compared, then the right code is refused', async () => {
    const subject = nextNumber();
    const { code, id } = await issueCode({ purpose: 'login', subject });
    const results = await Promise.all(wrongCodes(code).map((guess) => verifyCode({ purpose: 'login', subject, code: guess })));

    const compared = evaluated(results);
    expect(compared).toHaveLength(MAX_WRONG_TRIES);
    // Each compared guess was told a different number of tries left: 4, 3, 2, 1, 0.
    expect(compared.map((r) => (!r.ok && r.reason === 'invalid' ? r.triesLeft : -1)).sort()).toEqual([0, 1, 2, 3, 4]);
    const [row] = await db().db.select().from(otpCodes).where(eq(otpCodes.id, id));
    expect(row.failedAttempts).toBe(MAX_WRONG_TRIES);
    expect(row.usedAt).toBeNull();

    const late = await verifyCode({ purpose: 'login', subject, code });
    expect(late.ok).toBe(false);
  });

  itRace('the right code sent 10 times at once succeeds exactly once and costs no try', async () => {
    const subject = nextNumber();
    const { code, id } = await issueCode({ purpose: 'addon', subject, binding: { addonId: 101, price: 5000, PID: 'P1' }, alphabet: 'alphanumeric' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => verifyCode({ purpose: 'addon', subject, code, binding: { addonId: 101, price: 5000, PID: 'P1' } })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results) if (!r.ok) expect(r.reason).not.toBe('invalid');
    const [row] = await db().db.select().from(otpCodes).where(eq(otpCodes.id, id));
    expect(row.usedAt).not.toBeNull();
    expect(row.failedAttempts).toBe(0);
  });

  itRace('wrong tries made before the right code are kept; the right code after 4 wrong ones still works once', async () => {
    const subject = nextNumber();
    const { code, id } = await issueCode({ purpose: 'login', subject });
    const wrong = await Promise.all(wrongCodes(code, 4).map((guess) => verifyCode({ purpose: 'login', subject, code: guess })));
    expect(wrong.every((r) => !r.ok && r.reason === 'invalid')).toBe(true);
    expect(await verifyCode({ purpose: 'login', subject, code })).toEqual({ ok: true, binding: {} });
    const [row] = await db().db.select().from(otpCodes).where(eq(otpCodes.id, id));
    expect(row.failedAttempts).toBe(4);
    expect((await verifyCode({ purpose: 'login', subject, code })).ok).toBe(false);
  });

  itRace('parallel resends leave one live code, whose wrong tries are limited to 5 in all', async () => {
    const subject = nextNumber();
    const issued = await Promise.all(Array.from({ length: 4 }, () => issueCode({ purpose: 'reset', subject }).catch((e: unknown) => e)));
    expect(issued.filter((r) => !(r instanceof Error)).length).toBeGreaterThan(0);
    const live = (await db().db.select().from(otpCodes).where(eq(otpCodes.subject, subject))).filter((r) => !r.usedAt && !r.revokedAt);
    expect(live).toHaveLength(1);
    // Guessing on, one after another: 5 wrong guesses are compared in all, not 5 per code sent.
    let compared = 0;
    for (let i = 0; i < 30; i++) {
      const r = await verifyCode({ purpose: 'reset', subject, code: i % 2 ? '000000' : '999999' });
      if (!r.ok && r.reason === 'invalid') compared++;
    }
    expect(compared).toBeLessThanOrEqual(MAX_WRONG_TRIES);
  });
});
