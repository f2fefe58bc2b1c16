import { expect, prefix, test } from './fixtures';

const seededPages = [
  '/',
  '/personal',
  '/personal/plans',
  '/personal/add-ons',
  '/personal/roaming',
  '/business',
  '/personal/four-g-lte',
  '/personal/four-g-lte/4g-experience',
  '/personal/four-g-lte/4g-sim',
  '/personal/four-g-lte/check-phone',
  '/personal/four-g-lte/switch-sim',
  '/personal/four-g-lte/volte',
  '/personal/rewards',
  '/personal/rewards/boarding',
  '/personal/talent-program',
  '/personal/talent-program/talent-winner-2024',
  '/personal/nour-stars',
  '/personal/nour-stars/vote/mobile-index',
  '/personal/services/other-services/entertainment/1',
  '/about-us',
  '/about-us/investor-relations',
  '/about-us/investor-relations/contacts',
  '/about/contact-form',
  '/careers',
  '/data-warning',
  '/support',
  '/support/faq',
  '/support/tutorials',
  '/platinum',
  '/form',
  '/form-365',
  '/form-b2b',
  '/form-shareholders',
];

const arabicScript = /[\u0600-\u06FF]/;
const latin = /[A-Za-z]/;

test.describe('seeded content pages', () => {
  test('every page answers 200 in ar, en and ku, with its text in that language', async ({ request }) => {
    const problems: string[] = [];
    for (const path of seededPages) {
      const headings: Record<string, string> = {};
      for (const locale of ['ar', 'en', 'ku'] as const) {
        const url = `${prefix(locale)}${path === '/' && locale !== 'ar' ? '' : path}`;
        const response = await request.get(url);
        if (response.status() !== 200) {
          problems.push(`${url}: ${response.status()}`);
          continue;
        }
        const html = await response.text();
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? '';
        headings[locale] = h1;
        if (!h1) problems.push(`${url}: no h1`);
        if (locale === 'en' && (!latin.test(h1) || arabicScript.test(h1))) problems.push(`${url}: h1 not English: ${h1}`);
        if (locale !== 'en' && !arabicScript.test(h1)) problems.push(`${url}: h1 not in Arabic script: ${h1}`);
        if (!html.includes(`<html lang="${locale}"`)) problems.push(`${url}: wrong lang`);
      }
      if (headings.ar && headings.ar === headings.ku) problems.push(`${path}: the Kurdish h1 is the Arabic one`);
    }
    expect(problems).toEqual([]);
  });

  test('every header and footer link leads to a page, in every language', async ({ request }) => {
    const broken: string[] = [];
    for (const locale of ['ar', 'en', 'ku'] as const) {
      for (const position of ['header', 'footer']) {
        const items = (await (await request.get(`/api/v2/site-map?lang=${locale}&position=${position}`)).json()).data;
        const links = new Set<string>();
        const walk = (list: Array<{ permalink: string; children?: unknown[] }>) =>
          list.forEach((item) => {
            links.add(item.permalink.split('#')[0]);
            if (item.children) walk(item.children as never);
          });
        walk(items);
        for (const link of links) {
          const url = `${prefix(locale)}${link === '/' && locale !== 'ar' ? '' : link}`;
          const status = (await request.get(url)).status();
          if (status !== 200) broken.push(`${position} ${url}: ${status}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  test('the server-rendered HTML has formatted messages, not their keys (no JavaScript needed)', async ({ request }) => {
    for (const url of ['/en/personal/roaming', '/personal/roaming', '/ku/personal/roaming']) {
      const html = await (await request.get(url)).text();
      expect(html, url).not.toMatch(/>\s*(price\.iqd|blocks\.[A-Za-z]+\.[a-zA-Z]+|footer\.copyright)\s*</);
      expect(html, url).toContain(`© ${new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Baghdad' }).format(new Date())}`);
    }
  });

  test('pages hydrate without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const url of ['/', '/en/personal/roaming', '/ku/blog', '/en/careers', '/ku/support/faq']) {
      await page.goto(url);
    }
    expect(errors).toEqual([]);
  });

  test('home shows its blocks and a visitor can follow a menu link to a content page', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"Organization"');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Business' }).click();
    await expect(page).toHaveURL(/\/en\/business$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the roaming page finds a country and lists its add-ons', async ({ page }) => {
    await page.goto('/en/personal/roaming');
    const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
    await search.fill('Tur');
    await page.getByRole('button', { name: /Turkey/ }).or(page.getByRole('link', { name: /Turkey/ })).first().click();
    await expect(page.getByText('Roaming Turkey 5 GB').first()).toBeVisible();
  });

  test('/RenderPageContent shows a page without header and footer', async ({ page }) => {
    await page.goto('/ku/RenderPageContent?uri=/personal/rewards');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('header nav')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });
});

test.describe('SEO files and links', () => {
  test('/sitemap.xml lists published pages in all three locales; /robots.txt points to it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('<urlset');
    for (const loc of ['/personal/roaming</loc>', '/en/personal/roaming</loc>', '/ku/personal/roaming</loc>', '/en/blog/']) expect(xml).toContain(loc);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  test('dynamic links resolve through the stored table; unknown keys are 404', async ({ request }) => {
    const known = await request.get('/en/dynamicLink/summer-roaming', { maxRedirects: 0 });
    expect(known.status()).toBe(307);
    expect(known.headers().location).toBe('/en/personal/roaming');
    expect((await request.get('/dynamicLink/no-such-key')).status()).toBe(404);
  });
});

test.describe('search overlay', () => {
  test('ctrl+K opens it empty, it finds bundles, and a result click closes it and goes to the add-on', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'What are you looking for?' });
    await expect(input).toBeFocused();
    await input.fill('In');
    await expect(dialog.getByRole('status')).toHaveText('Type at least 3 characters.');
    await input.fill('Internet 10');
    const bundle = dialog.getByRole('option', { name: 'Internet 10 GB, 7 days' });
    await expect(bundle).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog').getByLabel('What are you looking for?')).toHaveValue('');
    await page.getByRole('dialog').getByLabel('What are you looking for?').fill('Internet 10');
    await page.getByRole('dialog').getByRole('option', { name: 'Internet 10 GB, 7 days' }).click();
    await expect(page).toHaveURL(/\/en\/personal\/add-on\/101$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('with the keyboard only, a typo finds the recharge screen and Enter opens it', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('dialog').getByRole('combobox', { name: 'What are you looking for?' });
    await input.fill('rechage');
    const recharge = page.getByRole('option', { name: 'Recharge (top up)' });
    await expect(recharge).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', (await recharge.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/personal\/my-account\/recharge$/);
  });

  test('at phone width it is a full-screen sheet and the page behind does not scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/ku');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'لە ماڵپەڕدا بگەڕێ' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(319);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await dialog.getByRole('combobox').fill('zzzzqq');
    await expect(dialog.getByRole('status')).toHaveText('هیچ شتێک بۆ «zzzzqq» نەدۆزرایەوە.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
