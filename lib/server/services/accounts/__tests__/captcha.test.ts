import { eq } from 'drizzle-orm';
import { authFailures, captchas } from '@/lib/server/db/schema';
import { describeEachDatabase } from '@/lib/server/testing/db';
import { assertCaptcha, createCaptcha, digitsAsWords, drawCaptcha, verifyCaptcha, wordsToDigits } from '../captcha';
import { captchaRequired, clearFailures, failureKeys, recordFailure } from '../failures';

describe('captcha words and drawing', () => {
  it('reads digits as words in each language, and back', () => {
    expect(digitsAsWords('409172', 'en')).toBe('four, zero, nine, one, seven, two');
    expect(digitsAsWords('409172', 'ar')).toBe('أربعة، صفر، تسعة، واحد، سبعة، اثنان');
    expect(digitsAsWords('409172', 'ku')).toBe('چوار، سفر، نۆ، یەک، حەوت، دوو');
    for (const lang of ['ar', 'en', 'ku'] as const) expect(wordsToDigits(digitsAsWords('0123456789', lang))).toBe('0123456789');
  });

  it('draws strokes, not text: the answer is not in the markup', () => {
    const svg = drawCaptcha('583920');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*>.*<\/svg>$/);
    expect(svg).not.toMatch(/<text|font/);
    expect(svg.match(/stroke-linecap="round"/g)).toHaveLength(6);
    // Two drawings of the same digits differ (random placement and noise).
    expect(drawCaptcha('583920')).not.toBe(svg);
  });
});

describeEachDatabase('captcha and failure counting', ({ db }) => {
  it('stores only a hash, and a captcha is good for one check, right or wrong', async () => {
    const first = await createCaptcha('en');
    const answer = wordsToDigits(first.audioText);
    const [row] = await db().db.select().from(captchas).where(eq(captchas.id, first.id));
    expect(row.answerHash).not.toContain(answer);
    expect(await verifyCaptcha(first.id, answer)).toBe(true);
    expect(await verifyCaptcha(first.id, answer)).toBe(false);

    const second = await createCaptcha('ar');
    expect(await verifyCaptcha(second.id, '000000' === wordsToDigits(second.audioText) ? '111111' : '000000')).toBe(false);
    expect(await verifyCaptcha(second.id, wordsToDigits(second.audioText))).toBe(false);
    expect(await verifyCaptcha('no-such-id', '123456')).toBe(false);
    expect(await verifyCaptcha(undefined, undefined)).toBe(false);
  });

  it('expires after 10 minutes', async () => {
    const captcha = await createCaptcha('en');
    await db().db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.id, captcha.id));
    expect(await verifyCaptcha(captcha.id, wordsToDigits(captcha.audioText))).toBe(false);
  });

  it('is required from the third failure of a subject or an IP within the hour', async () => {
    const number = failureKeys.msisdn('07701230000');
    expect(await captchaRequired(number, '10.50.0.1')).toBe(false);
    await recordFailure(number, '10.50.0.1');
    await recordFailure(number, '10.50.0.2');
    expect(await captchaRequired(number, '10.50.0.3')).toBe(false);
    await recordFailure(number, '10.50.0.3');
    expect(await captchaRequired(number, '10.50.0.9')).toBe(true);
    await expect(assertCaptcha(number, '10.50.0.9', {})).rejects.toMatchObject({ status: 400, options: { data: { captchaRequired: true } } });
    const solved = await createCaptcha('en');
    await expect(assertCaptcha(number, '10.50.0.9', { captchaId: solved.id, captcha: wordsToDigits(solved.audioText) })).resolves.toBeUndefined();

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
