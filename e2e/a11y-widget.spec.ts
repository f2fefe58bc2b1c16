/**
 * The accessibility widget (issue 13 part 4) in a real browser: the page stays axe-clean (WCAG 2.2
 * A/AA) with each option on, in Arabic and English; preferences apply before the first paint on the
 * next page; the button stays at the bottom-left and clear of the chat button at 320 px.
 */
import { checkA11y, expect, hydrated, prefix, test } from './fixtures';
import { a11yOptions, type A11yOption } from '../lib/accessibility/options';

const options = Object.keys(a11yOptions) as A11yOption[];

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: axe-clean with each option on, and stored preferences apply before the first paint`, async ({ page }) => {
    // An axe scan for every value of every option (25 scans): 17 to 18 s measured, past the 30 s default on a busy machine.
    test.slow();
    await page.goto(`${prefix(locale)}/`);
    const button = page.locator('.a11y-fab > button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    for (const name of options) {
      const option = panel.locator(`button[data-option="${name}"]`);
      const values = a11yOptions[name];
      for (let i = 1; i < values.length; i += 1) {
        await option.click();
        await expect(page.locator('html')).toHaveAttribute(`data-a11y-${name}`, values[i]);
        await checkA11y(page, `${name} = ${values[i]}`);
      }
      await option.click(); // wraps to off
      await expect(page.locator('html')).not.toHaveAttribute(`data-a11y-${name}`, /.*/);
    }

    await panel.locator('button[data-option="text-size"]').click();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    // The next page paints with it already: the attribute is there before any script of the app runs.
    await page.goto(`${prefix(locale)}/support`, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-a11y-text-size="text-lg"]', { state: 'attached' });
    // The button opens the panel once the page has hydrated (a click before that does nothing: seen once
    // in a full run, with the sweeps loading the machine).
    await hydrated(page);
    await page.locator('.a11y-fab > button').click();
    await page.getByRole('dialog').locator('button.reset').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-a11y-text-size', /.*/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('accessibility-')))).toEqual([]);
  });
}

test('at 320 px the button sits bottom-left and never covers the chat button for good', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const box = await page.locator('.a11y-fab > button').boundingBox();
  expect(box?.x).toBeLessThan(40);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Both buttons are there to compare: a missing chat button must fail, not pass as "no overlap".
  const chatButton = page.getByRole('button', { name: 'المحادثة المباشرة' });
  await expect(chatButton).toBeVisible();
  const chat = (await chatButton.boundingBox())!;
  const fab = page.locator('.a11y-fab > button');
  const fabBox = await fab.boundingBox();
  // Stepped aside (hidden) is fine; shown, it must not overlap the chat button.
  const overlap =
    !!fabBox && fabBox.x < chat.x + chat.width && chat.x < fabBox.x + fabBox.width && fabBox.y < chat.y + chat.height && chat.y < fabBox.y + fabBox.height;
  expect(overlap && (await fab.isVisible()), `the accessibility button ${JSON.stringify(fabBox)} covers the chat button ${JSON.stringify(chat)}`).toBe(false);
});
