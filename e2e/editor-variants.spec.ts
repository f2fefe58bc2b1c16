/**
 * Page variants (issue 32, part 1): an editor adds a variant B to a published page with a 50/50 split,
 * changes B's hero on the canvas and publishes the test; two fresh visitors whose cookies put them in A
 * and B see their own variant and keep it on reload, as does a visitor with no cookie at all; a click
 * on the goal's button is counted in the editor's results. Unhappy step: a share above 100 is refused
 * with the server's sentence, and nothing goes live.
 */
import type { Browser } from '@playwright/test';
import { checkA11y, expect, signInEditor, test } from './fixtures';

const hero = (title: string) => ({ title, layout: 'page', seo: {}, data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title } }] } });

/** A fresh visitor; `variant` forces the assignment cookie the proxy would have set for this page. */
async function visitor(browser: Browser, baseURL: string, uri: string, variant?: 'a' | 'b') {
  const context = await browser.newContext();
  if (variant) {
    await context.addCookies([
      { name: 'vid', value: `e2e-visitor-${variant}-${Date.now()}`, url: baseURL },
      { name: 'ab', value: `en${encodeURIComponent(uri)}~${variant}`, url: baseURL },
    ]);
  }
  return context.newPage();
}

test('an editor runs an A/B test: each visitor keeps a variant, and a goal click shows in the results', async ({ page, browser, baseURL }) => {
  await signInEditor(page);
  const uri = `/e2e-variants-${Date.now()}`;
  expect((await page.request.post('/api/editor/pages?lang=en', { data: { uri, locale: 'en', title: 'Summer' } })).status()).toBe(201);
  expect((await page.request.put(`/api/editor/pages/content?uri=${uri}&lang=en`, { data: hero('Summer bundles') })).status()).toBe(200);
  expect((await page.request.post(`/api/editor/pages/publish?uri=${uri}&lang=en`)).status()).toBe(200);

  await page.reload();
  const list = page.getByRole('navigation', { name: 'Pages' });
  await list.getByRole('searchbox', { name: 'Find a page' }).fill(uri);
  await list.getByRole('button', { name: `en ${uri}`, exact: true }).click();
  await page.getByRole('button', { name: 'Variants (A/B test)' }).click();
  const panel = page.getByRole('region', { name: 'Variants (A/B test)' });
  await expect(panel.getByText('No test is live on this page.')).toBeVisible();
  await panel.getByRole('button', { name: 'Add a variant' }).click();
  const b = panel.locator('[data-variant-key="b"]');
  await b.getByLabel('Name').fill('Bigger hero');
  await expect(panel.locator('[data-variant-key="a"]').getByLabel('Share of visitors (%)')).toHaveValue('50');
  await expect(b.getByLabel('Share of visitors (%)')).toHaveValue('50');
  await panel.getByLabel('A click on a link or button in these blocks').selectOption('Hero-1');

  // Unhappy: a share above 100 is refused, in words, and nothing is live.
  await b.getByLabel('Share of visitors (%)').fill('150');
  await panel.getByRole('button', { name: 'Save and publish the test' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Some of the information sent is not valid. Check it and try again.');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Each share is a whole number from 0 to 100' })).toBeVisible();
  await b.getByLabel('Share of visitors (%)').fill('50');
  await checkA11y(page, 'the editor with the variants panel open');

  // B's own blocks: shown on the canvas, its hero's title changed and a button added, kept in B.
  await b.getByRole('button', { name: 'Show B on the canvas' }).click();
  await expect(panel.getByRole('note')).toContainText("The canvas shows B's blocks");
  await page.getByRole('heading', { level: 1, name: 'Summer bundles' }).click();
  const titleField = page.locator('input[name="title"]').filter({ visible: true }).first();
  await expect(titleField).toHaveValue('Summer bundles');
  await titleField.fill('Bigger summer bundles');
  await page.locator('input[name="ctaLabel"]').filter({ visible: true }).first().fill('See the offers');
  await page.locator('input[name="ctaHref"]').filter({ visible: true }).first().fill('/en/personal');
  await panel.getByRole('button', { name: 'Use the canvas as B' }).click();
  await panel.getByRole('button', { name: "Back to the page's draft" }).click();
  await panel.getByRole('button', { name: 'Save and publish the test' }).click();
  await expect(panel.getByRole('status')).toHaveText('The variants are live: visitors are split between them.');
  await expect(panel.getByText('A test is live on this page.')).toBeVisible();

  // Two fresh visitors whose cookies put them in A and in B: each sees their variant, also on reload.
  const inA = await visitor(browser, baseURL!, uri, 'a');
  const inB = await visitor(browser, baseURL!, uri, 'b');
  for (const [who, variant, heading] of [[inA, 'a', 'Summer bundles'], [inB, 'b', 'Bigger summer bundles']] as const) {
    for (let visit = 0; visit < 2; visit++) {
      const response = visit === 0 ? await who.goto(`/en${uri}`) : await who.reload();
      expect(response?.headers()['x-variant']).toBe(variant);
      // One visitor's variant is never cached for everybody (by a CDN or nginx in front): Next's own
      // caching header for the page must not replace the proxy's.
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(who.locator('[data-variant]')).toHaveAttribute('data-variant', variant);
      await expect(who.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  }
  await checkA11y(inB, 'variant B of a page');
  // A visitor without cookies is given a variant and keeps it.
  const fresh = await visitor(browser, baseURL!, uri);
  await fresh.goto(`/en${uri}`);
  const given = await fresh.locator('[data-variant]').getAttribute('data-variant');
  expect(['a', 'b']).toContain(given);
  await fresh.reload();
  await expect(fresh.locator('[data-variant]')).toHaveAttribute('data-variant', given!);

  // B's visitor clicks the goal's button (and leaves the page): counted for B in the editor's results.
  const counted = inB.waitForResponse((r) => r.url().includes('/api/v2/variants/event') && r.request().postData()?.includes('click:Hero-1') === true);
  await inB.getByRole('link', { name: 'See the offers' }).click();
  expect((await counted).status()).toBe(200);
  await page.getByRole('button', { name: 'Variants (A/B test)' }).click();
  await page.getByRole('button', { name: 'Variants (A/B test)' }).click();
  const clicks = panel.getByRole('table', { name: 'Click in Hero-1' });
  await expect(clicks.locator('tr[data-variant-key="b"] td[data-cell="completions"]')).toHaveText('1');
  await expect(clicks.locator('tr[data-variant-key="a"] td[data-cell="completions"]')).toHaveText('0');
  await expect(clicks.locator('tr[data-variant-key="b"] td[data-cell="versus"]')).toContainText('Not enough data yet');
  for (const p of [inA, inB, fresh]) await p.context().close();
});
