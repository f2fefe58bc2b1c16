/**
 * Pages send only the messages they use (issue 15, HTML weight), on the built site: /en/personal's
 * __NEXT_DATA__ has the shell's and its blocks' namespaces and not the shop's, checkout's or account's;
 * navigating to a coded page in the browser brings that page's messages, and no message key shows as
 * text and no missing-message warning is logged on the way.
 */
import { expect, prefix, test } from './fixtures';

async function pageMessages(page: import('@playwright/test').Page): Promise<Record<string, unknown>> {
  const data = JSON.parse((await page.locator('#__NEXT_DATA__').textContent()) ?? '{}');
  return data.props.pageProps.messages;
}

test('a content page sends the shell\'s and its blocks\' messages only, and a shop page its own', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[i18n]')) warnings.push(message.text());
  });
  await page.goto(`${prefix('en')}/personal`);
  const messages = await pageMessages(page);
  expect(Object.keys(messages)).toEqual(expect.arrayContaining(['nav', 'footer', 'errors']));
  expect(messages).not.toHaveProperty('checkout');
  expect(messages).not.toHaveProperty('myAccount');
  expect(Object.keys(messages.shop as object)).toEqual(['bag']);
  expect(await page.locator('#__NEXT_DATA__').evaluate((el) => el.textContent!.length)).toBeLessThan(40_000);

  await page.goto(`${prefix('en')}/personal/shop/phones`);
  expect(Object.keys((await pageMessages(page)).shop as object).length).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^[a-z]+\.[a-zA-Z.]+$/);
  expect(warnings).toEqual([]);
});
