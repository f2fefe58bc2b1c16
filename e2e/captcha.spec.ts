import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';

/**
 * The proof-of-work captcha in a real browser: it appears only after failed sign-ins, its code is
 * loaded only then, the widget does the work (its own PBKDF2 worker, under the site's CSP), and the
 * sign-in then goes through with its payload.
 *
 * Failures are counted per number and per client address for an hour, and every other spec signs in
 * from 127.0.0.1. So this spec uses a demo line no other spec signs in with, and comes from an address
 * of its own: the test server trusts one proxy hop (playwright.config.ts), and this page's requests
 * carry the X-Forwarded-For a proxy would add. (Talking to 127.0.0.2 instead does not help: Linux sends
 * loopback connections from 127.0.0.1 whatever the destination, so the failures counted against the
 * address every other spec uses and later sign-ins were asked for the captcha.)
 */
const LINE = '07701111111';
const CLIENT_ADDRESS = '198.51.100.23';

/** The newest code of `purpose` sent to `to`, read from the demo outbox (GET /api/dev/sms-outbox). */
async function codeFromOutbox(page: Page, origin: string, to: string, purpose: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const reply = await page.request.get(`${origin}/api/dev/sms-outbox?msisdn=${to}`);
      const body = (await reply.json()) as { data: Array<{ code: string | null; purpose: string }> };
      code = body.data.find((m) => m.purpose === purpose && m.code)?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

test.describe('captcha', () => {
  test('after three wrong PINs the security check appears, the browser does the work, and the right PIN signs in', async ({ page, baseURL }) => {
    const site = new URL(baseURL!).origin;
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': CLIENT_ADDRESS });

    await page.goto(`${site}/en/personal/my-account/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(LINE);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page).toHaveURL(/\/en\/personal\/my-account\/confirmation\?phone=07701111111/);
    const code = await codeFromOutbox(page, site, LINE, 'login');
    const wrong = code === '000000' ? '111111' : '000000';

    // Two wrong codes: refused, no security check yet, and none of its code downloaded.
    for (const left of ['4 tries left.', '3 tries left.']) {
      await typeCode(page, wrong);
      await expect(page.getByText(`The verification code entered is incorrect. ${left}`)).toBeVisible();
      await expect(page.getByRole('group', { name: 'Security check' })).toHaveCount(0);
    }
    expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true);

    // The third failure brings the check; from now on a PIN is not sent without it.
    await typeCode(page, wrong);
    await expect(page.getByText('The verification code entered is incorrect. 2 tries left.')).toBeVisible();
    const check = page.getByRole('group', { name: 'Security check' });
    await expect(check).toBeVisible();
    const box = check.getByRole('checkbox', { name: 'I am not a robot' });
    await expect(box).toBeVisible();
    expect(await page.evaluate(() => customElements.get('altcha-widget') !== undefined)).toBe(true);
    await expect(check.getByRole('img')).toHaveCount(0);
    await expect(check.getByRole('textbox')).toHaveCount(0);
    await checkA11y(page, 'PIN screen with the security check');

    // The right code typed (no longer sent by itself), but the check not done: nothing is sent.
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(check.getByText('Tick “I am not a robot” and wait until the check is complete.')).toBeVisible();
    await expect(box).toBeFocused();

    // Space on the focused box: the widget asks the server for a challenge and does the work.
    const challenge = page.waitForResponse((r) => r.url().includes('/api/v1/captcha') && r.request().method() === 'POST');
    await page.keyboard.press('Space');
    const challengeReply = await challenge;
    expect(challengeReply.status()).toBe(200);
    const challengeText = await challengeReply.text();
    await expect(check.getByRole('checkbox', { name: 'Check complete' })).toBeChecked({ timeout: 60_000 });
    await checkA11y(page, 'security check done');

    // The payload goes with the right PIN; it carries the solution the browser found, which the
    // challenge did not contain.
    const sent = page.waitForRequest((r) => r.url().includes('/api/v1/smsvalidation') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const body = (await sent).postDataJSON() as { phone: string; pin: string; captcha: string };
    expect(body).toMatchObject({ phone: LINE, pin: code });
    const payload = JSON.parse(Buffer.from(body.captcha, 'base64').toString('utf8')) as { solution: { counter: number; derivedKey: string } };
    expect(payload.solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
    expect(challengeText).not.toContain(payload.solution.derivedKey);
    expect(JSON.parse(challengeText).data).not.toHaveProperty('counter');

    await expect(page).toHaveURL(/\/en\/personal\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  });
});
