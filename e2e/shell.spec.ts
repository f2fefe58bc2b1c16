import { expect, test } from './fixtures';

test.describe('locales and direction', () => {
  for (const [path, lang, dir, personal] of [
    ['/', 'ar', 'rtl', 'الأفراد'],
    ['/en', 'en', 'ltr', 'Personal'],
    ['/ku', 'ku', 'rtl', 'تاکەکەسی'],
  ] as const) {
    test(`${path} is lang=${lang} dir=${dir}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const main = page.getByRole('navigation', { name: /./ }).first();
      await expect(main.getByRole('link', { name: personal, exact: true })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
    });
  }

  test('switching language keeps the path and the query string', async ({ page }) => {
    await page.goto('/en?promo=summer');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/\?promo=summer$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: 'کوردی' }).click();
    await expect(page).toHaveURL(/\/ku\?promo=summer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ku');

    await page.goto('/en/some/missing-page?ref=mail');
    await page.getByRole('link', { name: 'کوردی' }).click();
    await expect(page).toHaveURL(/\/ku\/some\/missing-page\?ref=mail$/);
  });
});

test.describe('error pages', () => {
  for (const [prefix, text] of [
    ['', 'الصفحة غير موجودة: /no-such-page'],
    ['/en', 'Page not found: /en/no-such-page'],
    ['/ku', 'پەڕەکە نەدۆزرایەوە: /ku/no-such-page'],
  ] as const) {
    test(`an unknown path under "${prefix || '/'}" answers 404 with the localised page`, async ({ page }) => {
      const response = await page.goto(`${prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('main')).toContainText(text);
      await expect(page.getByRole('link', { name: /home|الرئيسية|سەرەکی/i })).toBeVisible();
    });
  }

  test('the 404 page offers the site search and the top tasks', async ({ page }) => {
    await page.goto('/en/no-such-page');
    const main = page.locator('main');
    await expect(main.getByRole('navigation', { name: 'Popular tasks' }).getByRole('link')).toHaveCount(5);
    await main.getByRole('button', { name: 'Search the site' }).click();
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'What are you looking for?' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(main.getByRole('button', { name: 'Search the site' })).toBeFocused();
  });

  test('the 503 page says the server is busy', async ({ page }) => {
    await page.goto('/en/503');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('503 service unavailable');
  });
});

test.describe('header', () => {
  test('selects Personal by default and opens a mega-menu with the keyboard', async ({ page }) => {
    await page.goto('/en');
    const top = page.getByRole('navigation', { name: 'Main menu' });
    await expect(top.getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'page');
    const second = page.getByRole('navigation', { name: 'Section menu' });
    await expect(second.getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'page');

    const addOns = second.getByRole('button', { name: 'Add-ons' });
    await addOns.focus();
    await page.keyboard.press('Enter');
    await expect(addOns).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await addOns.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(panel.getByRole('link', { name: 'Internet bundles' })).toBeVisible();
    // childLimit 3 splits six children into two columns
    await expect(panel.locator('ul')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(addOns).toHaveAttribute('aria-expanded', 'false');
    await expect(addOns).toBeFocused();
  });

  test('visitors see "Sign in" in the header, leading to the login (the account menu: e2e/accounts.spec.ts)', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'My account' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/personal\/my-account\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('works at phone width through the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en');
    const main = page.getByRole('navigation', { name: 'Main menu' });
    await expect(main).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(main.getByRole('link', { name: 'Business' })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });

  test('the phone drawer fits the screen in Arabic, expands a section in place and Escape returns to the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'افتح القائمة' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'القائمة' });
    await expect(drawer).toBeVisible();
    // The top tasks are in the drawer.
    await expect(drawer.getByRole('navigation', { name: 'المهام الأكثر استخداماً' }).getByRole('link', { name: 'دفع الفاتورة' })).toBeVisible();
    const addOns = drawer.getByRole('navigation', { name: 'قائمة القسم' }).getByRole('button', { name: 'الإضافات' });
    await addOns.click();
    await expect(addOns).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'باقات الإنترنت' })).toBeVisible();
    // Nothing is wider than the screen and the page did not shift sideways (it did with the mega-menus).
    const box = await drawer.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the top tasks are in the desktop header', async ({ page }) => {
    await page.goto('/en');
    const tasks = page.getByRole('navigation', { name: 'Top tasks' });
    await expect(tasks.getByRole('link')).toHaveText(['Recharge', 'Pay a bill', 'Buy an add-on', 'Transfer credit', 'My account']);
    await tasks.getByRole('link', { name: 'Buy an add-on' }).click();
    await expect(page).toHaveURL(/\/en\/personal\/add-ons$/);
  });
});

test.describe('shell', () => {
  test('the chat button shows on home and hides on careers pages', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
    await page.goto('/en/careers/opportunities/1');
    await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
  });

  test('the colour mode is stored and survives a reload', async ({ page }) => {
    await page.goto('/en');
    await page.getByLabel('Colour mode').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark');
    await page.getByLabel('Colour mode').selectOption('system');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
  });

  test('the viewport allows zoom and the demo banner is shown', async ({ page }) => {
    await page.goto('/en');
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(?!\d)/);
    await expect(page.getByRole('note')).toContainText('Demo site');
  });

  test('no font or other host is contacted', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.goto('/ku');
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
    });
    expect(fonts).toContain('Noto Sans Arabic');
  });
});
