/**
 * Issue 28, section 4 ("Words, links and small things"), as a visitor meets them in the built site:
 * the legal pages and the cookie notice, the header menu, search, and one fetch of a page's data per
 * client-side navigation.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, hydrated, locales, prefix, test } from './fixtures';

const legalTitles = {
  ar: ['شروط الاستخدام', 'سياسة الخصوصية', 'سياسة ملفات تعريف الارتباط'],
  en: ['Terms of use', 'Privacy policy', 'Cookie policy'],
  ku: ['مەرجەکانی بەکارهێنان', 'سیاسەتی تایبەتمەندی', 'سیاسەتی کووکی'],
} as const;

const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('legal pages and the cookie notice', () => {
  for (const locale of locales) {
    test(`the footer links terms, privacy and cookies, each a page, with this year [${locale}]`, async ({ page }) => {
      expect((await page.goto(`${prefix(locale)}/personal`))?.status()).toBe(200);
      const names = legalTitles[locale];
      const paths = ['/terms', '/privacy', '/cookies'];
      for (const [index, name] of names.entries()) {
        await expect(footer(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', `${prefix(locale)}${paths[index]}`);
      }
      await expect(footer(page)).toContainText(`© ${new Date().getUTCFullYear() + (new Date().getUTCMonth() === 11 && new Date().getUTCDate() === 31 && new Date().getUTCHours() >= 21 ? 1 : 0)}`);
      for (const path of ['/privacy', '/cookies']) {
        expect((await page.goto(`${prefix(locale)}${path}`))?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[paths.indexOf(path)]);
        await checkA11y(page, `${path} [${locale}]`);
      }
    });
  }

  test('the cookie notice informs, closes with the keyboard, stays closed, and covers nothing at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/personal');
    await hydrated(page);
    const notice = page.getByRole('region', { name: 'ملفات تعريف الارتباط' });
    await expect(notice).toContainText('فقط ملفات تعريف الارتباط التي يحتاجها');
    await expect(notice.getByRole('link', { name: 'عن ملفات تعريف الارتباط' })).toHaveAttribute('href', '/cookies');
    // In the page's flow: not fixed over the content, and no wider than the page.
    expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await checkA11y(page, 'cookie notice at 320 px');
    const close = notice.getByRole('button', { name: 'حسناً' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'ملفات تعريف الارتباط' })).toBeHidden();
    await page.goto('/en/personal');
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  });
});

test.describe('the header menu', () => {
  test('offers vanity numbers and the Platinum card where people look, and says "Careers"', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en/personal');
    await hydrated(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Vanity numbers' }).first()).toHaveAttribute('href', '/en/personal/vanity-numbers');
    await expect(header.getByRole('link', { name: 'Platinum card' }).first()).toHaveAttribute('href', '/en/platinum');
    await expect(header.getByText('Career', { exact: true })).toHaveCount(0);
    // Mall links carry no stray language hash.
    const mall = page.locator('a[href*="/personal/mobile-mall"]');
    expect(await mall.count()).toBeGreaterThan(0);
    for (const href of await mall.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).not.toMatch(/#(ar|en|ku)$/);
  });
});

test.describe('search', () => {
  test('"sim card" finds the SIM cards and "shop" the mobile mall, each result with a line of context', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en/personal');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'What are you looking for?' });
    await box.fill('sim card');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: /Nour Prepaid Starter SIM/ })).toBeVisible();
    for (const option of await listbox.getByRole('option').all()) await expect(option.locator('.context')).not.toBeEmpty();
    await box.fill('shop');
    await expect(listbox.getByRole('option').first()).toContainText('Mobile mall');
    await expect(listbox.getByRole('option').first().locator('.context')).toHaveText('Buy phones, SIM cards, routers and accessories, delivered.');
  });
});

test.describe('client-side navigation', () => {
  // Next followed each navigation to a statically generated page with a HEAD request for the same data
  // "to signal revalidation" (lib/data-fetch-once.ts).
  test('fetches the next page\'s data once, by the pointer (hover prefetch) and by the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en/personal');
    await hydrated(page);
    const fetched: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_next/data/')) fetched.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    page.on('requestfailed', (request) => {
      if (request.url().includes('/_next/data/')) failed.push(`${new URL(request.url()).pathname} ${request.failure()?.errorText}`);
    });
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Roaming', exact: true });
    await link.hover();
    const roaming = () => fetched.filter((entry) => entry.endsWith('/en/personal/roaming.json'));
    await expect.poll(() => roaming().length).toBe(1);
    await link.click();
    await expect(page).toHaveURL(/\/en\/personal\/roaming$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Whatever the router would still send after the page is shown has had its chance.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(roaming()).toEqual([expect.stringMatching(/^GET /)]);

    // The keyboard: no hover, so the navigation fetches the data itself, once.
    const plans = page.getByRole('contentinfo').getByRole('link', { name: 'Plans', exact: true });
    await plans.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/personal\/plans$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(fetched.filter((entry) => entry.endsWith('/en/personal/plans.json'))).toEqual([expect.stringMatching(/^GET /)]);
    expect(failed).toEqual([]);
  });
});

test.describe('vanity numbers', () => {
  // A postpaid line few specs sign in with (a line gets a new PIN at most once a minute).
  const PHONE = '07709876543';

  test('signing in from the Reserve prompt opens the reserve dialog of that number again', async ({ page }) => {
    // Searched with the form (the address gets the digits), as a visitor does.
    await page.goto('/en/personal/vanity-numbers');
    await page.getByLabel('Digits to look for').fill('4444');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    const first = page.getByRole('listitem').filter({ has: page.locator('mark') }).first();
    await expect(first).toBeVisible();
    const number = (await first.locator('[dir="ltr"]').first().textContent())!.trim();
    await first.getByRole('button', { name: `Reserve ${number}` }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sign in' }).click();
    // A link's navigation, not the fixture's goto: wait for the sign-in page to hydrate, or the number
    // typed before it did is wiped ("Phone is required", seen once on a loaded run).
    await page.waitForURL(/\/en\/personal\/my-account\/login\?/);
    await hydrated(page);

    await page.getByRole('textbox', { name: 'Mobile number' }).fill(PHONE);
    const before = Date.now();
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeVisible();
    let code: string | undefined;
    await expect
      .poll(async () => {
        const reply = await page.request.get(`/api/dev/sms-outbox?msisdn=${PHONE}`);
        const body = (await reply.json()) as { data: Array<{ code: string | null; purpose: string; createdAt: string }> };
        code = body.data.find((m) => m.purpose === 'login' && m.code && Date.parse(m.createdAt) >= before - 2000)?.code ?? undefined;
        return code;
      })
      .toBeTruthy();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code!);

    // Back on the search, signed in, with the dialog of the same number open and ready to fill.
    await expect(page).toHaveURL(/\/en\/personal\/vanity-numbers/);
    const dialog = page.getByRole('dialog', { name: `Reserve ${number}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full name')).toBeFocused();
    await page.keyboard.press('Escape');
  });
});
