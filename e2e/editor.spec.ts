import { checkA11y, expect, signInEditor, test } from './fixtures';

test.describe('visual editor', () => {
  test('/editor asks for sign-in and refuses a wrong password', async ({ page }) => {
    await page.goto('/editor');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill('editor@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'wrong' })).toHaveText('The e-mail or the password is wrong.');
    await checkA11y(page, 'editor sign-in showing the wrong-password error');
  });

  test('an editor drags a Hero onto a new page, publishes it, and a visitor sees it', async ({ page, browser }) => {
    await page.goto('/editor');
    await page.getByLabel('E-mail').fill('editor@example.com');
    await page.getByLabel('Password').fill('Editor#2026pass');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByLabel('Address (for example /summer-offer)').fill('/e2e-summer');
    await page.getByLabel('Title', { exact: true }).last().fill('Summer offer');
    await page.getByLabel('Language of the page').selectOption('en');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.locator('input[value="Summer offer"]').first()).toBeVisible();
    await checkA11y(page, 'the editor with a new empty page open');

    // Drag "Hero" from Puck's block list onto the empty canvas, the way a pointer does.
    const source = page.getByTestId('drawer-item:Hero');
    await source.scrollIntoViewIfNeeded();
    const target = page.getByTestId('dropzone:root:default-zone');
    const from = (await source.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 25 });
    await page.mouse.up();

    // The new Hero is selected: type its title in its fields.
    const titleField = page.locator('input[name="title"]').filter({ visible: true }).first();
    await expect(titleField).toHaveValue('Title');
    await titleField.fill('Summer is here');
    await page.getByRole('button', { name: 'Check and publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published as version 1.' })).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/en/e2e-summer');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Summer is here');
    // Only the English document exists: the Arabic address is a 404.
    expect((await visitor.goto('/e2e-summer'))?.status()).toBe(404);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'ar');
    await visitor.close();
  });
});

/** The seeded /personal page: each language's frame shows its own hero. */
const personal = [
  { locale: 'ar', name: 'العربية', dir: 'rtl', heading: 'كل ما يحتاجه خطك في مكان واحد' },
  { locale: 'en', name: 'English', dir: 'ltr', heading: 'Everything your line needs, in one place' },
  { locale: 'ku', name: 'کوردی', dir: 'rtl', heading: 'هەموو پێداویستییەکانی هێڵەکەت لە یەک شوێندا' },
] as const;
const widths = { phone: 375, desktop: 1280 } as const;

test.describe('side-by-side preview', () => {
  const compare = '/editor/preview?uri=/personal&lang=ar&compare=1';

  test('shows the page in ar, en and ku at phone and desktop widths, each frame with its own lang and dir', async ({ page }) => {
    await signInEditor(page);
    await page.goto(compare);
    await expect(page.locator('iframe')).toHaveCount(6);
    for (const [width, pixels] of Object.entries(widths)) {
      for (const { locale, name, dir, heading } of personal) {
        const title = `${name} ${width}`;
        await expect(page.locator('figcaption').filter({ hasText: `${name} · ${width}` })).toBeVisible();
        const frame = page.frameLocator(`iframe[title="${title}"]`);
        const html = frame.locator('html');
        await expect(html, title).toHaveAttribute('lang', locale);
        await expect(html, title).toHaveAttribute('dir', dir);
        await expect(frame.getByRole('heading', { level: 1 }), title).toHaveText(heading);
        expect(await html.evaluate(() => window.innerWidth), title).toBe(pixels);
      }
    }
    await checkA11y(page, 'side-by-side preview of /personal');
  });

  test('an anonymous visitor is sent to the sign-in form, and the frames themselves are refused', async ({ browser }) => {
    const anonymous = await browser.newContext();
    try {
      const visitor = await anonymous.newPage();
      await visitor.goto(compare);
      await expect(visitor).toHaveURL(/\/editor$/);
      await expect(visitor.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(visitor.locator('iframe')).toHaveCount(0);
      for (const path of [compare, '/en/editor/preview?uri=/personal&lang=en', '/ku/editor/preview?uri=/personal&lang=ku']) {
        const answer = await anonymous.request.get(path, { maxRedirects: 0 });
        expect([302, 307], path).toContain(answer.status());
        expect(answer.headers().location, path).toMatch(/\/editor$/);
      }
    } finally {
      await anonymous.close();
    }
  });
});

test.describe('page list', () => {
  test('search narrows the list; "Duplicate page" copies the open page to a new address, opens it and lists it', async ({ page }) => {
    await signInEditor(page);
    const list = page.getByRole('navigation', { name: 'Pages' });
    const search = list.getByRole('searchbox', { name: 'Find a page' });

    await search.fill('no such page anywhere');
    await expect(list.getByText('No pages match')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(0);
    await search.fill('About us');
    await expect(list.getByRole('button', { name: 'en /personal', exact: true })).toHaveCount(0);
    await list.getByRole('button', { name: 'en /about-us', exact: true }).click();
    const pageTitle = page.getByRole('main').getByLabel('Title', { exact: true });
    await expect(pageTitle).toHaveValue('About us');

    await list.getByRole('button', { name: 'Duplicate page' }).click();
    const address = list.getByLabel('Address of the copy');
    await expect(address).toBeFocused();
    // Submitting from the keyboard with no address: the error is on the field, which keeps the focus.
    await address.press('Enter');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(/Enter an address/);
    await expect(address).toBeFocused();

    await address.fill('/e2e-about-copy');
    const copyTitle = list.getByLabel('Title of the copy');
    await expect(copyTitle).toHaveValue('About us');
    await copyTitle.fill('About us (copy)');
    await copyTitle.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: 'Copied to' })).toContainText('/e2e-about-copy');
    await expect(list.getByRole('button', { name: 'en /e2e-about-copy', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(pageTitle).toHaveValue('About us (copy)');

    // The copy has the original's blocks, in English only.
    const read = async (uri: string) => (await (await page.request.get(`/api/editor/pages/content?uri=${uri}&lang=en`)).json()).data;
    const [original, copy] = await Promise.all([read('/about-us'), read('/e2e-about-copy')]);
    expect(copy.data).toEqual(original.data);
    expect(copy.title).toBe('About us (copy)');

    // Still listed after a reload.
    await page.reload();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('searchbox', { name: 'Find a page' }).fill('e2e-about-copy');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('button', { name: 'en /e2e-about-copy', exact: true })).toBeEnabled();
    await expect(list.getByRole('button', { name: 'ar /e2e-about-copy', exact: true })).toBeDisabled();
  });
});
