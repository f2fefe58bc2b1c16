import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { authFailures, usedCaptchaChallenges } from '@/lib/server/db/schema';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { captchaPayload, solveCaptcha } from '@/lib/server/testing/captcha';
import { assertCaptcha, CAPTCHA_ALGORITHM, createCaptcha, setCaptchaDifficultyForTests, verifyCaptcha } from '../captcha';
import { captchaRequired, clearFailures, failureKeys, recordFailure } from '../failures';

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** Every string and number anywhere in a JSON value. */
function leaves(value: unknown): Array<string | number> {
  if (typeof value === 'string' || typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

describeWithDatabase('proof-of-work captcha', ({ db }) => {
  afterEach(() => {
    jest.restoreAllMocks();
    setCaptchaDifficultyForTests(null);
  });

  it('is real work: a signed PBKDF2 challenge that expires in 10 minutes and does not carry its answer', async () => {
    const challenge = await createCaptcha();
    expect(challenge.parameters).toMatchObject({ algorithm: CAPTCHA_ALGORITHM, cost: 1000, keyLength: 32 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt! * 1000 - Date.now()).toBeGreaterThan(9.9 * 60_000);
    expect(challenge.parameters.expiresAt! * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const { solution } = await solveCaptcha(challenge);
    // Between 1,500 and 4,500 derivations were needed, and neither the counter nor the key is sent.
    expect(solution.counter).toBeGreaterThanOrEqual(1500);
    expect(solution.counter).toBeLessThanOrEqual(4500);
    const json = JSON.stringify(challenge);
    expect(leaves(challenge)).not.toContain(solution.counter);
    expect(leaves(challenge)).not.toContain(String(solution.counter));
    expect(json).not.toContain(solution.derivedKey);
    // Two challenges differ.
    expect((await createCaptcha()).parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('accepts a right solution once: a replay fails, also when sent many times at the same moment', async () => {
    setCaptchaDifficultyForTests({ cost: 10, counter: { min: 20, max: 60 } });
    const { payload } = await solveCaptcha(await createCaptcha());
    expect(await verifyCaptcha(payload)).toBe(true);
    expect(await verifyCaptcha(payload)).toBe(false);
    // The same solution dressed differently (another counter, re-encoded) is still the same challenge.
    const sent = decode(payload);
    expect(await verifyCaptcha(encode({ ...sent, solution: { ...sent.solution, counter: sent.solution.counter + 1, time: 1 } }))).toBe(false);
    const [row] = await db().db.select().from(usedCaptchaChallenges).where(eq(usedCaptchaChallenges.signature, decode(payload).challenge.signature));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());

    // Parallel replays of a fresh solution (as from several servers): exactly one is accepted.
    const fresh = await solveCaptcha(await createCaptcha());
    const results = await Promise.all(Array.from({ length: 8 }, () => verifyCaptcha(fresh.payload)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a tampered payload, and a tampered one does not use up the real solution', async () => {
    setCaptchaDifficultyForTests({ cost: 10, counter: { min: 20, max: 60 } });
    const challenge = await createCaptcha();
    const { solution, payload } = await solveCaptcha(challenge);
    const original = decode(payload);
    const otherKey = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const tampered = [
      // Another key (the key is the answer; the counter only says where it was found).
      { ...original, solution: { ...solution, derivedKey: otherKey } },
      { ...original, solution: { counter: solution.counter + 1, derivedKey: otherKey } },
      { ...original, solution: { ...solution, derivedKey: solution.derivedKey.toUpperCase() } },
      // Easier or later parameters under the same signature.
      { ...original, challenge: { ...original.challenge, parameters: { ...original.challenge.parameters, keyPrefix: '00' } } },
      { ...original, challenge: { ...original.challenge, parameters: { ...original.challenge.parameters, expiresAt: original.challenge.parameters.expiresAt + 3600 } } },
      { ...original, challenge: { ...original.challenge, parameters: { ...original.challenge.parameters, keySignature: '00'.repeat(32) } } },
      // No signature, or a signature that is not ours.
      { ...original, challenge: { parameters: original.challenge.parameters } },
      { ...original, challenge: { ...original.challenge, signature: '0'.repeat(64) } },
      // Another algorithm (the signature covers it too).
      { ...original, challenge: { ...original.challenge, parameters: { ...original.challenge.parameters, algorithm: 'SHA-256' } } },
    ].map(encode);
    for (const [i, bad] of tampered.entries()) expect([i, await verifyCaptcha(bad)]).toEqual([i, false]);

    // A challenge signed with another key (another site, or a guessed secret), solved honestly.
    const foreign: Challenge = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: 10,
      counter: 30,
      deriveKey,
      expiresAt: new Date(Date.now() + 600_000),
      hmacSignatureSecret: 'not-our-secret',
      hmacKeySignatureSecret: 'not-our-key-secret',
    });
    expect(await verifyCaptcha((await solveCaptcha(foreign)).payload)).toBe(false);

    // Not a payload at all: never an error.
    const junk = ['', 'x', '%%%', encode('text'), encode(null), encode([]), encode({ challenge: {}, solution: {} }), 'A'.repeat(100_000)];
    for (const bad of junk) expect(await verifyCaptcha(bad)).toBe(false);
    expect(await verifyCaptcha(undefined)).toBe(false);

    expect(await db().db.select().from(usedCaptchaChallenges).where(eq(usedCaptchaChallenges.signature, original.challenge.signature))).toEqual([]);
    expect(await verifyCaptcha(captchaPayload(challenge, solution))).toBe(true);
  });

  it('refuses a solution after its 10 minutes', async () => {
    setCaptchaDifficultyForTests({ cost: 10, counter: { min: 20, max: 60 } });
    const { payload } = await solveCaptcha(await createCaptcha());
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 10 * 60_000 + 2_000);
    expect(await verifyCaptcha(payload)).toBe(false);
    jest.spyOn(Date, 'now').mockReturnValue(now);
    expect(await verifyCaptcha(payload)).toBe(true);
  });

  it('is required from the third failure of a subject or an IP within the hour', async () => {
    setCaptchaDifficultyForTests({ cost: 10, counter: { min: 20, max: 60 } });
    const number = failureKeys.msisdn('07701230000');
    expect(await captchaRequired(number, '10.50.0.1')).toBe(false);
    await expect(assertCaptcha(number, '10.50.0.1', {})).resolves.toBeUndefined();
    await recordFailure(number, '10.50.0.1');
    await recordFailure(number, '10.50.0.2');
    expect(await captchaRequired(number, '10.50.0.3')).toBe(false);
    await recordFailure(number, '10.50.0.3');
    expect(await captchaRequired(number, '10.50.0.9')).toBe(true);
    await expect(assertCaptcha(number, '10.50.0.9', {})).rejects.toMatchObject({
      status: 400,
      messageKey: 'accountApi.captchaRequired',
      options: { data: { captchaRequired: true } },
    });
    const { payload } = await solveCaptcha(await createCaptcha());
    await expect(assertCaptcha(number, '10.50.0.9', { captcha: payload })).resolves.toBeUndefined();
    await expect(assertCaptcha(number, '10.50.0.9', { captcha: payload })).rejects.toMatchObject({
      status: 400,
      messageKey: 'accountApi.captchaWrong',
      options: { data: { captchaRequired: true }, errors: { captcha: 'accountApi.captchaWrong' } },
    });

    // Failures older than an hour no longer count; a sign-in clears the subject's (not the IP's).
    await db().db.update(authFailures).set({ createdAt: new Date(Date.now() - 3_601_000) }).where(eq(authFailures.subject, number));
    expect(await captchaRequired(number, '10.50.0.9')).toBe(false);
    const email = failureKeys.email('Someone@Example.com');
    for (let i = 0; i < 3; i++) await recordFailure(email, '10.50.1.1');
    expect(await captchaRequired(failureKeys.email('someone@example.com'), '10.50.1.2')).toBe(true);
    await clearFailures(email);
    expect(await captchaRequired(email, '10.50.1.2')).toBe(false);
    expect(await captchaRequired(failureKeys.msisdn('07700000001'), '10.50.1.1')).toBe(true);
  });
});
