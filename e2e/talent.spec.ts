/**
 * Talent programme voting in a real browser against the demo server (issue 14, part 5): a visitor
 * votes with a Nour number and the code from the SMS outbox, a second vote of that number is "already
 * voted"; the programme page links to the vote page and shows no counts while voting is open; the
 * 2026 winners page, its app variant (no header) and its co-branded variant; the vote page at phone
 * width in Kurdish, right to left. Written without being run (the helper that wrote it could not run
 * Playwright): run it with `npm run test:e2e`.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';

// A Nour number no other test votes with (the seeded lines are 07700…, tests' own lines 0779…).
const VOTER = '07705557001';

async function codeFor(page: Page, msisdn: string): Promise<string> {
  const outbox = await (await page.request.get(`/api/dev/sms-outbox?msisdn=${msisdn}`)).json();
  const code = (outbox.data as Array<{ purpose: string; code: string | null }>).find((m) => m.purpose === 'talent-vote' && m.code)?.code;
  expect(code, 'a talent-vote code in the outbox').toBeTruthy();
  return code!;
}

test('a visitor votes with an SMS code; the same number cannot vote twice', async ({ page }) => {
  await page.goto('/en/personal/talent-program/vote');
  await expect(page.getByRole('heading', { level: 1, name: 'Your vote makes the star' })).toBeVisible();
  await page.getByRole('button', { name: 'Vote for Shilan Rashid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your number to vote for Shilan Rashid' });
  await dialog.getByLabel('Your mobile number').fill(VOTER);
  await checkA11y(page, 'talent vote, number');
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  // The code boxes of every flow: the whole code in the first box (as a paste or the phone's autofill)
  // fills them all and sends it.
  await expect(dialog.getByLabel('Digit 1 of 6')).toBeFocused();
  await dialog.getByLabel('Digit 1 of 6').fill(await codeFor(page, VOTER));
  await expect(page.getByRole('heading', { name: 'Thank you for voting!' })).toBeFocused();
  await checkA11y(page, 'talent vote, thanks');

  await page.reload();
  await page.getByRole('button', { name: 'Vote for Ali Hussein' }).click();
  await page.getByLabel('Your mobile number').fill(VOTER);
  await page.getByRole('button', { name: 'Send the code' }).click();
  // The number has voted: said at once, before any new code is sent.
  await expect(page.getByRole('heading', { name: 'You have already voted' })).toBeFocused();
  await expect(page.getByLabel('Digit 1 of 6')).toHaveCount(0);
});

test('the programme page links to the vote page and shows no counts while voting is open', async ({ page }) => {
  await page.goto('/en/personal/talent-program');
  await expect(page.getByText(/The results stay hidden until voting closes on/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vote now' }).first()).toHaveAttribute('href', '/en/personal/talent-program/vote');
  await expect(page.getByText(/\d\s*votes?\b/)).toHaveCount(0);
});

test('the 2026 winners page, in the app (no header) and co-branded', async ({ page }) => {
  await page.goto('/personal/talent-program/talent-winner-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج تصويت 2026' })).toBeVisible();
  await expect(page.getByText('96,412 صوت')).toBeVisible();
  await checkA11y(page, 'talent winners 2026');

  await page.goto('/en/personal/talent-program/talent-winner-2026/mobile-index');
  await expect(page.locator('[data-layout="page-mobile"]')).toBeVisible();
  await expect(page.locator('header').first()).toHaveCount(0);

  await page.goto('/en/personal/talent-program/yooz-index');
  await expect(page.getByRole('img', { name: 'Yooz' })).toBeVisible();
  await checkA11y(page, 'talent programme, co-branded');
});

test('the vote page works at phone width in Kurdish, right to left', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/ku/personal/talent-program/vote');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'دەنگ بدە بە عەلی حوسێن' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y(page, 'talent vote, Kurdish phone');
});
