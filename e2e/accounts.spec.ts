import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';

const PHONE = '07701234567';

/** The newest code of `purpose` sent to `to`, read from the demo outbox (GET /api/dev/sms-outbox). */
async function codeFromOutbox(page: Page, to: string, purpose: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const reply = await page.request.get(`/api/dev/sms-outbox?msisdn=${to}`);
      const body = (await reply.json()) as { data: Array<{ code: string | null; purpose: string }> };
      code = body.data.find((m) => m.purpose === purpose && m.code)?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function signInByEmail(page: Page) {
  await page.goto('/en/personal/my-account/login');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/personal\/my-account$/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /My account/ }).click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test.describe('accounts', () => {
  test('a visitor of a guarded page signs in by phone and PIN, comes back to it, and the profile keeps an edit', async ({ page }) => {
    await page.goto('/en/personal/my-account/profile');
    await expect(page).toHaveURL(/\/en\/personal\/my-account\/login\?redirect=%2Fpersonal%2Fmy-account%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Mobile number' }).fill(PHONE);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page).toHaveURL(/\/en\/personal\/my-account\/confirmation\?phone=07701234567/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeVisible();
    await checkA11y(page, 'PIN screen, code sent');

    const code = await codeFromOutbox(page, PHONE, 'login');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    // All six boxes filled: the code is checked at once, and the visitor goes back to the profile.
    await expect(page).toHaveURL(/\/en\/personal\/my-account\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

    const second = page.getByRole('textbox', { name: 'Second name' });
    await expect(second).toHaveValue('Ali');
    await checkA11y(page, 'profile, signed in');
    await second.fill('Kareem');
    const saved = page.waitForResponse((r) => r.url().includes('/api/v1/profile') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Second name' })).toHaveValue('Kareem');

    // The header knows the subscriber is signed in, without asking the server on every page.
    await page.getByRole('button', { name: /My account/ }).click();
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    for (const name of ['Notifications', 'My orders', 'My balance', 'My bills', 'Balance transfer', 'Offers and packages', 'My profile', 'Recharge balance', 'Sign out']) {
      await expect(menu.getByRole('link', { name, exact: false }).first()).toBeVisible();
    }
    await checkA11y(page, 'account menu open, signed in');
    await page.keyboard.press('Escape');

    // Put the name back, so the other tests see the seeded profile.
    await page.getByRole('textbox', { name: 'Second name' }).fill('Ali');
    const restored = page.waitForResponse((r) => r.url().includes('/api/v1/profile') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await restored).status()).toBe(200);
    await signOut(page);
  });

  test('e-mail sign-in; a signed-in subscriber opening the login goes to my account; sign-out', async ({ page }) => {
    await page.goto('/en/personal/my-account/login');
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'wrong' })).toHaveText('The e-mail or the password is wrong.');
    await checkA11y(page, 'login showing the wrong-password error');

    await page.getByLabel('Password', { exact: true }).fill('Demo#2026pass');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/personal\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText('07701234567').first()).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Internet 10 GB, 7 days' })).toHaveAttribute('aria-valuetext', /of 10,240 MB left, until/);
    // The seeded welcome notification is unread: the header counts it.
    await expect(page.getByRole('button', { name: /My account, \d+ unread notifications?/ })).toBeVisible();
    await checkA11y(page, 'dashboard, signed in');

    await page.goto('/en/personal/my-account/login');
    await expect(page).toHaveURL(/\/en\/personal\/my-account$/);

    await signOut(page);
    await page.goto('/en/personal/my-account');
    await expect(page).toHaveURL(/\/en\/personal\/my-account\/login\?redirect=%2Fpersonal%2Fmy-account$/);
  });

  test('notifications can be read; the header count follows', async ({ page }) => {
    await signInByEmail(page);
    await page.goto('/en/personal/my-account/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await checkA11y(page, 'notifications, signed in');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('No unread notifications')).toBeVisible();
    await checkA11y(page, 'notifications all read');
    await expect(page.getByRole('button', { name: 'My account', exact: true })).toBeVisible();
    await signOut(page);
  });

  test('quick login over the (simulated) operator network, switched on at /dev/sms', async ({ page }) => {
    await page.goto('/en/dev/sms');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo outbox' })).toBeVisible();
    const sw = page.getByRole('switch', { name: "I am on the operator's network" });
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await sw.click();
    await expect(sw).toHaveAttribute('aria-checked', 'true');

    await page.goto('/en/personal/my-account/login');
    await page.getByRole('button', { name: "Sign in over the operator's network" }).click();
    await expect(page).toHaveURL(/\/en\/personal\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await checkA11y(page, 'dashboard after quick login');
    await signOut(page);

    await page.goto('/en/dev/sms');
    await page.getByRole('switch', { name: "I am on the operator's network" }).click();
    await expect(page.getByRole('switch', { name: "I am on the operator's network" })).toHaveAttribute('aria-checked', 'false');
    await page.goto('/en/personal/my-account/login');
    await page.getByRole('button', { name: "Sign in over the operator's network" }).click();
    await expect(page.getByRole('heading', { name: 'Quick login failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await checkA11y(page, 'quick login failed');
  });
});
