/**
 * Test helpers for the proof-of-work captcha (lib/server/services/accounts/captcha.ts): solve a
 * challenge the way the browser's `altcha-widget` does (altcha-lib's solver, then the same payload:
 * base64 of `{ challenge: { parameters, signature }, solution }`), and make the work cheap for tests
 * that only need a solved captcha.
 */
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { setCaptchaDifficultyForTests } from '../services/accounts/captcha';

/** The payload the widget sends for this challenge and solution. */
export function captchaPayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** Finds the solution by doing the work (no shortcut: the answer is not in the challenge). */
export async function solveCaptcha(challenge: Challenge): Promise<{ solution: Solution; payload: string }> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('captcha not solved in time');
  return { solution, payload: captchaPayload(challenge, solution) };
}

/** For the suite: a few PBKDF2 rounds instead of a second of work per captcha. */
export function cheapCaptchasDuringSuite(): void {
  beforeAll(() => setCaptchaDifficultyForTests({ cost: 10, counter: { min: 20, max: 60 } }));
  afterAll(() => setCaptchaDifficultyForTests(null));
}
