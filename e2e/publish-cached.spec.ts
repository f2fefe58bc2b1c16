/**
 * Publishing reaches visitors who already have the page (issue "Safe by default", item 7): a visitor
 * loads a seeded page, so Next keeps it in its ISR cache; the editor changes its title and publishes,
 * rolls back, and unpublishes; after each step the visitor reloads and sees exactly what is live.
 * Past versions stay out of the visitors' reach all along (item 4).
 */
import type { Page, Response } from '@playwright/test';
import { expect, PAGE_THE_PUBLISH_SPEC_CHANGES, test } from './fixtures';

/** A seeded page no other spec changes (the layout sweep leaves it out); its English document only. */
const URI = PAGE_THE_PUBLISH_SPEC_CHANGES;
const PUBLIC_PATH = `/en${URI}`;
const NEW_TITLE = 'Published over the cached page';

/**
 * The visitor reloads until `check` passes. The publish has rebuilt the cached page already, so this
 * takes a reload or two, far less than the 5-minute background refresh that would otherwise show it.
 */
async function reloadUntil(visitor: Page, check: (response: Response | null) => Promise<void>) {
  await expect(async () => {
    await check(await visitor.reload());
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1_000] });
}

/** The editor's status line after a publish or a rollback: the new version's number. */
async function publishedVersion(page: Page, expected?: number): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: expected ? `Published as version ${expected}.` : /Published as version \d+\./ });
  await expect(status).toBeVisible();
  return Number(/version (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
}

/** Opens the versions panel (fresh from the server) and publishes version `version` again. */
async function rollBackTo(page: Page, version: number) {
  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const panel = page.getByLabel('Versions', { exact: true });
  // The row whose name is exactly "Version N" (its date follows the name in the row's text).
  const row = panel.getByRole('listitem').filter({ has: page.getByText(`Version ${version}`, { exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Publish this version again' }).click();
}

test.describe('publishing over a cached page', () => {
  test('publish, roll back and unpublish reach a visitor who already has the page in the cache', async ({ page, browser }) => {
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      const heading = visitor.getByRole('heading', { level: 1 });

      // The visitor has the page, twice: the second answer comes from the cache.
      expect((await visitor.goto(PUBLIC_PATH))?.status()).toBe(200);
      const oldTitle = ((await heading.textContent()) ?? '').trim();
      expect(oldTitle).not.toBe('');
      const again = await visitor.reload();
      expect(again?.status()).toBe(200);
      // Proof that it is Next's ISR cache that answered (else the test below would prove nothing about
      // publishing over a cached page).
      expect(again?.headers()['x-nextjs-cache'], 'the second load is served from the cache').toBe('HIT');
      await expect(heading).toHaveText(oldTitle);

      // The editor opens /editor: before anyone signs in, no request fails (no 401 in the console).
      const failures: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) failures.push(`${response.status()} ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /\b401\b/.test(message.text())) failures.push(message.text());
      });
      await page.goto('/editor');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(failures).toEqual([]);

      await page.getByLabel('E-mail').fill('editor@example.com');
      await page.getByLabel('Password').fill('Editor#2026pass');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const list = page.getByRole('navigation', { name: 'Pages' });
      await expect(list).toBeVisible();

      // Open the English document and select its first block, the Hero, in Puck's canvas.
      await list.getByRole('searchbox', { name: 'Find a page' }).fill(URI);
      await list.getByRole('button', { name: `en ${URI}`, exact: true }).click();
      const hero = page.getByTestId('dropzone:root:default-zone').locator('[data-puck-component]').first();
      await expect(hero).toBeVisible();
      await hero.scrollIntoViewIfNeeded();
      const box = (await hero.boundingBox())!;
      // A corner of the block, away from its buttons and links.
      await page.mouse.click(box.x + 8, box.y + 8);
      const titleField = page.locator('input[name="title"]').filter({ visible: true }).first();
      await expect(titleField).toHaveValue(oldTitle);
      await titleField.fill(NEW_TITLE);

      // Publish: the visitor's next reload shows the new title.
      await page.getByRole('button', { name: 'Check and publish' }).click();
      const published = await publishedVersion(page);
      expect(published).toBeGreaterThan(1);
      await reloadUntil(visitor, () => expect(heading).toHaveText(NEW_TITLE, { timeout: 1_000 }));

      // Roll back to the version before: the visitor sees the old title again.
      await rollBackTo(page, published - 1);
      await publishedVersion(page, published + 1);
      await reloadUntil(visitor, () => expect(heading).toHaveText(oldTitle, { timeout: 1_000 }));

      // The version with the new title is no longer live: a visitor cannot read it, the editor can.
      const versionUrl = `/api/v2/site-map/content?uri=${encodeURIComponent(URI)}&lang=en&version=${published}`;
      const anonymous = await visitorContext.request.get(versionUrl);
      expect(anonymous.status()).toBe(404);
      expect(await anonymous.text()).not.toContain(NEW_TITLE);
      const forEditor = await page.request.get(versionUrl);
      expect(forEditor.status()).toBe(200);
      expect(await forEditor.text()).toContain(NEW_TITLE);
      expect(forEditor.headers()['cache-control']).toBe('private, no-store');

      // Unpublish: the visitor gets a 404, and so does the content API.
      await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The page is offline in this language.' })).toBeVisible();
      await reloadUntil(visitor, async (response) => expect(response?.status()).toBe(404));
      expect((await visitorContext.request.get(`/api/v2/site-map/content?uri=${encodeURIComponent(URI)}&lang=en`)).status()).toBe(404);

      // Put the seeded page back for whoever comes next.
      await rollBackTo(page, published - 1);
      await publishedVersion(page, published + 2);
      await reloadUntil(visitor, () => expect(heading).toHaveText(oldTitle, { timeout: 1_000 }));
    } finally {
      await visitorContext.close();
    }
  });
});
