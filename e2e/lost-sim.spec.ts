/**
 * Lost SIM (issue 33 part 5) at phone width, in English: the step-up check refuses a wrong password and
 * says so; then the password and the code e-mailed to the account (never an SMS: the SIM may be lost)
 * block the line, show its PUK, and unblock it. The line is left unblocked.
 */
import type { APIRequestContext } from '@playwright/test';
import { checkA11y, expect, signInByPin, test } from './fixtures';

// Seeded with its own account, password and e-mail for this journey (STEP_UP_ACCOUNTS).
const LINE = '07701234582';
const EMAIL = 'lost-sim@example.com';
const PASSWORD = 'Demo#2026pass';

test.use({ viewport: { width: 360, height: 740 } });

/** The newest step-up code e-mailed to the account (the demo outbox). */
async function mailedCode(request: APIRequestContext): Promise<string> {
  const outbox = (await (await request.get(`/api/dev/sms-outbox?email=${EMAIL}`)).json()) as { data: Array<{ code: string | null; purpose: string }> };
  const code = outbox.data.find((message) => message.purpose === 'step-up' && message.code)?.code;
  expect(code, 'a step-up code in the e-mail outbox').toBeTruthy();
  return code!;
}

test('lost SIM: a wrong password refused, then block with password and e-mailed code, see the PUK, unblock', async ({ page }) => {
  await signInByPin(page.request, LINE);
  await page.goto('/en/personal/my-account/lost-sim');
  await expect(page.getByRole('heading', { level: 1, name: 'Lost or stolen SIM' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /^Your line \d/ });
  await expect(status).toHaveText(`Your line ${LINE} is active.`);

  /** Passes the step-up check of the action just chosen: the password, then the e-mailed code. */
  const stepUp = async (title: string) => {
    await expect(page.getByRole('heading', { name: `Confirm it is you: ${title}` })).toBeVisible();
    await page.getByLabel('Account password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Send a code to my e-mail' }).click();
    const first = page.getByLabel('Digit 1 of 6');
    await expect(first).toBeFocused();
    await first.fill(await mailedCode(page.request));
  };

  // A wrong password: refused, said at the field, and no code is sent.
  await page.getByRole('button', { name: 'Block my line' }).click();
  await page.getByLabel('Account password').fill('not-my-password');
  await page.getByRole('button', { name: 'Send a code to my e-mail' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  await expect(page.getByLabel('Account password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Account password')).toBeFocused();
  await checkA11y(page, 'lost SIM, wrong password, en, 360 px');

  // The right password and the e-mailed code: blocked.
  await stepUp('block your line');
  await expect(status).toHaveText(`Your line ${LINE} is blocked: no calls, SMS, data, purchases or transfers.`);
  await expect(page.getByRole('button', { name: 'Unblock my line' })).toBeVisible();
  await checkA11y(page, 'lost SIM, blocked, en, 360 px');

  // The PUK, behind a check of its own.
  await page.getByRole('button', { name: 'Show my PUK' }).click();
  await stepUp('see your PUK');
  await expect(page.getByRole('heading', { name: 'Your PUK' })).toBeVisible();
  await expect(page.getByTestId('puk')).toHaveText(/^\d{8}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Unblocked again (and left so).
  await page.getByRole('button', { name: 'Unblock my line' }).click();
  await stepUp('unblock your line');
  await expect(status).toHaveText(`Your line ${LINE} is active.`);
  const state = (await (await page.request.get('/api/v1/account/lost-sim?lang=en')).json()) as { data: { status: string } };
  expect(state.data.status).toBe('active');
});
