/**
 * Games (issue 14 parts 2 and 3): shake-to-win played with the button on a browser without motion
 * sensors (desktop Chromium has no DeviceMotion events), with reduced motion, signed in as the demo
 * subscriber; a visitor is asked to sign in; the list, a quiz and the leaderboard in three languages.
 * Each screen is checked with axe in the state the test brings it to (checkA11y, fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';

async function signInAsDemo(page: Page, back: string) {
  await page.goto(`/en/personal/my-account/login?redirect=${encodeURIComponent(back)}`);
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo#2026pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en${back.replace(/\//g, '\\/')}$`));
}

test.describe('shake to win', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a visitor is asked to sign in and comes back; the button plays once today and the result is announced', async ({ page }) => {
    await page.goto('/en/personal/game');
    await expect(page.getByRole('heading', { level: 1, name: 'Shake to win' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play now' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', /redirect=%2Fpersonal%2Fgame/);
    await checkA11y(page, 'shake to win, visitor');

    await signInAsDemo(page, '/personal/game');
    const play = page.getByRole('button', { name: 'Play now' });
    // The demo subscriber may have played today already (a database kept from an earlier run).
    if (await play.count()) {
      await expect(page.getByText('Press the button to play.')).toBeVisible();
      await play.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: /You won|No prize/ })).toBeVisible();
      await expect(play).toHaveCount(0);
      await checkA11y(page, 'shake to win, played');
      await page.reload();
    }
    await expect(page.getByText('You have already played today. Come back tomorrow.')).toBeVisible();
  });
});

test.describe('games pages', () => {
  test('the list, the quiz and the leaderboard in Arabic, English and Kurdish', async ({ page }) => {
    for (const [prefix, games, quiz] of [['', 'الألعاب', 'مسابقة اليوم'], ['/en', 'Games', 'Daily quiz'], ['/ku', 'یارییەکان', 'پێشبڕکێی ڕۆژانە']] as const) {
      await page.goto(`${prefix}/gamification`);
      await expect(page.getByRole('heading', { level: 1, name: games })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(3);
      await page.getByRole('link', { name: quiz, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: quiz })).toBeVisible();
      await checkA11y(page, `quiz ${prefix || '/ar'}`);
    }
    await page.goto('/en/gamification/leaderboard');
    await page.getByRole('tab', { name: 'All time' }).click();
    await expect(page.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
    await checkA11y(page, 'leaderboard');
  });

  test('the quiz is answered with the keyboard after signing in and scored once', async ({ page }) => {
    await signInAsDemo(page, '/gamification/detail/daily-quiz');
    const send = page.getByRole('button', { name: 'Send my answers' });
    if (await send.count()) {
      for (const group of await page.getByRole('group', { name: /^Question \d of 5/ }).all()) await group.getByRole('radio').first().check();
      await send.click();
      await expect(page.getByText(/You got \d of 5 right/)).toBeVisible();
    } else {
      await expect(page.getByText('You have played today. Come back tomorrow.')).toBeVisible();
    }
  });
});
