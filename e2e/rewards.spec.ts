/**
 * Rewards in a real browser (issue 14 parts 1 and 4): a visitor sees the live catalogue and a sign-in
 * prompt on the rewards page in every language, also at phone width; a subscriber checks in with the
 * keyboard (the tile says "Done" in words) and the points show in the balance and the history.
 */
import { checkA11y, expect, locales, prefix, signInByPin, test } from './fixtures';

/** Any line of ours: the low-balance demo line, signed in by PIN (fixtures.ts signInByPin). */
const LINE = '07701234568';

test.describe('rewards', () => {
  for (const locale of locales) {
    test(`a visitor sees the catalogue and a sign-in prompt (${locale}, 320 px)`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`${prefix(locale)}/personal/rewards`);
      const board = page.locator('[data-flow="rewards"]');
      await expect(board.getByRole('link', { name: { ar: 'تسجيل الدخول', en: 'Sign in', ku: 'چوونەژوورەوە' }[locale] })).toBeVisible();
      await expect(board.getByRole('listitem').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await checkA11y(page, `rewards page for a visitor (${locale})`);
    });
  }

  test('a subscriber checks in with the keyboard and sees the points', async ({ page }) => {
    await signInByPin(page.request, LINE);
    await page.goto('/en/personal/rewards');
    const board = page.locator('[data-flow="rewards"]');
    await expect(board.getByRole('heading', { name: 'Points balance' })).toBeVisible();
    const button = board.getByRole('button', { name: 'Check in for today' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(board.getByRole('status').filter({ hasText: /checked in: you earned \d+ points/ })).toBeVisible();
    await expect(board.locator('[aria-current="date"]')).toHaveCount(0);
    await expect(board.getByRole('listitem').filter({ hasText: 'Daily check-in' }).first()).toBeVisible();
    await checkA11y(page, 'rewards page after a check-in');

    const again = await page.request.post('/api/v1/check-in?lang=en', { headers: { Origin: new URL(page.url()).origin } });
    expect(again.status()).toBe(409);
  });
});
