/**
 * Vanity numbers in a real browser: a visitor searches, sees the digits marked and is asked to sign in
 * (and brought back to the same number); a subscriber reserves a number (the fee leaves the balance
 * once), sees it in "My vanity numbers" with the time left, and cancels it (the fee is kept).
 */
import type { APIRequestContext } from '@playwright/test';
import { checkA11y, expect, signInByPin, test } from './fixtures';

/** The demo line with an account (25,000 IQD: the fee fits), signed in by PIN (fixtures.ts signInByPin). */
const DEMO_PHONE = '07701234567';

async function balance(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/v1/account/line?lang=en');
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.balance;
}

test.describe('vanity numbers', () => {
  test('a visitor searches, sees the digits marked, and is sent to sign in and back', async ({ page }) => {
    await page.goto('/en/personal/vanity-numbers');
    await page.getByLabel('Digits to look for').fill('12');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByLabel('Digits to look for')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Digits to look for').fill('4444');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: /numbers? found/ })).toBeFocused();
    const first = page.getByRole('listitem').filter({ has: page.locator('mark') }).first();
    await expect(first.locator('mark').first()).toHaveText('4444');
    await expect(page).toHaveURL(/digits=4444/);
    await checkA11y(page, 'vanity results');

    await first.getByRole('button', { name: /^Reserve / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Sign in to reserve')).toBeVisible();
    await checkA11y(page, 'vanity dialog for a visitor');
    const href = await dialog.getByRole('link', { name: 'Sign in' }).getAttribute('href');
    expect(new URL(href!, 'http://x').searchParams.get('redirect')).toMatch(/^\/personal\/vanity-numbers\?digits=4444&number=077\d{8}$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a subscriber reserves a number, sees the time left and cancels it (the fee is kept)', async ({ page }) => {
    await signInByPin(page.request, DEMO_PHONE);
    const before = await balance(page.request);

    await page.goto('/en/personal/vanity-numbers?digits=8800');
    const card = page.getByRole('listitem').filter({ hasText: 'Bronze' }).first();
    await expect(card).toBeVisible();
    const number = (await card.locator('[dir="ltr"]').first().textContent())!.trim();
    await card.getByRole('button', { name: `Reserve ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reserve ${number}` });
    await expect(dialog.getByLabel('Full name')).toBeFocused();
    await dialog.getByLabel('Full name').fill('Zainab Ali Hassan');
    await dialog.getByLabel('Contact number').fill('07501234567');
    await checkA11y(page, 'vanity reserve form');
    await dialog.getByRole('button', { name: 'Reserve and pay 5,000 IQD' }).click();
    await expect(dialog.getByText('Number reserved')).toBeVisible();
    expect(await balance(page.request)).toBe(before - 5000);

    await dialog.getByRole('link', { name: 'See my reservations' }).click();
    await expect(page).toHaveURL(/\/en\/personal\/my-account\/vanity-numbers$/);
    const mine = page.getByRole('listitem', { name: number });
    await expect(mine.getByText(/^4[78] h \d+ min left$/)).toBeVisible();
    await checkA11y(page, 'my vanity numbers');
    await mine.getByRole('button', { name: `Cancel reservation: ${number}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(mine.getByText('Cancelled')).toBeVisible();
    expect(await balance(page.request)).toBe(before - 5000);

    await page.goto('/en/personal/my-account/logout');
    await expect(page).toHaveURL(/\/en$/);
  });
});
