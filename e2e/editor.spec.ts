import { expect, test } from './fixtures';

test.describe('visual editor', () => {
  test('/editor asks for sign-in and refuses a wrong password', async ({ page }) => {
    await page.goto('/editor');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill('editor@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'wrong' })).toHaveText('The e-mail or the password is wrong.');
  });

  test('an editor drags a Hero onto a new page, publishes it, and a visitor sees it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.goto('/editor');
    await page.getByLabel('E-mail').fill('editor@example.com');
    await page.getByLabel('Password').fill('Editor#2026pass');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByLabel('Address (for example /summer-offer)').fill('/e2e-summer');
    await page.getByLabel('Title', { exact: true }).last().fill('Summer offer');
    await page.getByLabel('Language of the page').selectOption('en');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.locator('input[value="Summer offer"]').first()).toBeVisible();

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
