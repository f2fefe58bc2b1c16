/**
 * My account on a phone (320 px): the balance and the bundles come first, one feedback prompt at a
 * time below them, and nothing wider than the screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 320, height: 640 } });

async function signInByEmail(page: Page) {
  await page.goto('/en/personal/my-account/login');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/personal\/my-account$/);
}

const top = async (page: Page, name: string) => (await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox())!.y;

test('the dashboard on a phone: balance, then bundles, then one feedback prompt', async ({ page }) => {
  await signInByEmail(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Balance', exact: true })).toBeVisible();
  const prompts = page.getByRole('heading', { level: 2, name: /^(A quick question|Rate us)$/ });
  await expect(prompts).toHaveCount(1);

  const balance = await top(page, 'Balance');
  const bundles = await top(page, 'Remaining bundles');
  const prompt = (await prompts.boundingBox())!.y;
  expect(balance).toBeLessThan(bundles);
  expect(bundles).toBeLessThan(prompt);
  // The balance is on the first screen.
  expect(balance).toBeLessThan(640);
  // Nothing sideways at 320 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
