/**
 * A page's languages (issue 28, "Editor"): an editor adds a language from the page's own screen (a
 * copy to translate), from the keyboard, and "Side by side" offers to create a missing language
 * instead of framing a 404 page.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, signInEditor, test } from './fixtures';

/** An English-only page made through the editor's API (the address is new on every run). */
async function englishOnlyPage(page: Page, title: string): Promise<string> {
  const uri = `/e2e-languages-${Date.now()}`;
  const made = await page.request.post('/api/editor/pages?lang=en', { data: { uri, locale: 'en', title } });
  expect(made.status()).toBe(201);
  return uri;
}

test.describe('a page’s languages in the editor', () => {
  test('an editor adds Arabic to an English page from its own screen, with the keyboard, and it opens; one Title field', async ({ page }) => {
    await signInEditor(page);
    const uri = await englishOnlyPage(page, 'Eid offer');
    await page.reload();
    const list = page.getByRole('navigation', { name: 'Pages' });
    await list.getByRole('searchbox', { name: 'Find a page' }).fill(uri);
    await list.getByRole('button', { name: `en ${uri}`, exact: true }).click();

    const main = page.getByRole('main');
    // One title field, the saved one (Puck's own page "title" field is gone).
    await expect(main.getByRole('textbox', { name: /^title$/i })).toHaveCount(1);
    await expect(main.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Eid offer');

    const languages = page.getByRole('region', { name: 'Languages of this page' });
    await expect(languages.getByText('English (open)')).toBeVisible();
    await languages.getByRole('button', { name: 'Add Arabic' }).focus();
    await page.keyboard.press('Enter');
    const title = languages.getByLabel('Title of the Arabic page');
    await expect(title).toBeFocused();
    await expect(title).toHaveValue('Eid offer');
    await expect(languages.getByRole('radio', { name: 'A copy of the English page, to translate' })).toBeChecked();
    await checkA11y(page, 'the editor with the "Add Arabic" form open');

    // At 320 px the form fits the screen, in English and in Arabic.
    await page.setViewportSize({ width: 320, height: 800 });
    const form = languages.getByRole('form', { name: 'New Arabic page' });
    for (const box of [await form.boundingBox(), await languages.getByRole('button', { name: 'Create the Arabic draft' }).boundingBox()]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await title.fill('عرض العيد');
    await title.press('Enter');
    await expect(page.getByText('The Arabic draft is a copy of English: translate it, then publish.')).toBeVisible();
    await expect(list.getByRole('button', { name: `ar ${uri}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('عرض العيد');
    await expect(page.getByRole('region', { name: 'Languages of this page' }).getByRole('button', { name: 'Open English' })).toBeVisible();

    // The same screen in Arabic, at 320 px: right to left, Kurdish still to add, and it fits.
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.setViewportSize({ width: 320, height: 800 });
    const arabic = page.getByRole('region', { name: 'لغات هذه الصفحة' });
    await arabic.getByRole('button', { name: 'أضف الكردية' }).click();
    const arabicForm = arabic.getByRole('form', { name: 'صفحة جديدة باللغة الكردية' });
    await expect(arabicForm).toBeVisible();
    await expect(page.locator('[dir="rtl"]').filter({ has: arabic }).first()).toBeVisible();
    const box = (await arabicForm.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await page.keyboard.press('Escape');
    await expect(arabicForm).toHaveCount(0);
    await expect(arabic.getByRole('button', { name: 'أضف الكردية' })).toBeFocused();
  });

  test('"Side by side" offers to create a missing language from the open one instead of a 404, and shows it', async ({ page }) => {
    await signInEditor(page);
    const uri = await englishOnlyPage(page, 'Eid offer');
    const list = page.getByRole('navigation', { name: 'Pages' });
    await page.reload();
    await list.getByRole('searchbox', { name: 'Find a page' }).fill(uri);
    await list.getByRole('button', { name: `en ${uri}`, exact: true }).click();
    const href = await page.getByRole('link', { name: 'Side by side' }).getAttribute('href');
    expect(href).toContain('lang=en');

    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Side by side: ${uri}`);
    // Only the English frames; no frame shows a 404 page.
    await expect(page.locator('iframe')).toHaveCount(2);
    const missing = page.getByRole('listitem').filter({ hasText: 'This page has no Kurdish version yet.' });
    await expect(missing).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create from English' })).toHaveCount(2);
    await checkA11y(page, 'side by side of a page with missing languages');

    await missing.getByRole('button', { name: 'Create from English' }).click();
    await expect(page.getByRole('status')).toHaveText('The Kurdish draft is a copy of English: translate it, then publish.');
    await expect(page.locator('iframe')).toHaveCount(4);
    const frame = page.frameLocator('iframe[title="کوردی phone"]');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ku');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('body')).not.toContainText('404');

    // One click to translate it: the editor opens on the new Kurdish draft.
    await page.getByRole('link', { name: 'Translate the Kurdish page in the editor' }).click();
    await expect(page.getByRole('button', { name: `ku ${uri}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Eid offer');
  });
});
