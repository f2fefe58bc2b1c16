/**
 * Section variants (issue 32, part 1): an editor opens a shared section shown on a live page, adds a
 * variant B with its own words on the canvas and makes the test live; a visitor whose cookies put them
 * in B sees B's words on the page (also on reload), and the editor's results count them. Unhappy step:
 * a share above 100 is refused with the server's sentence.
 */
import { checkA11y, expect, signInEditor, test } from './fixtures';

const data = (...content: object[]) => ({ root: { props: {} }, content });

test('an editor runs an A/B test on a shared section: a visitor in B sees its words on a page that shows it, counted in the results', async ({ page, browser, baseURL }) => {
  await signInEditor(page);
  const stamp = Date.now();
  const uri = `/e2e-section-test-${stamp}`;
  const name = `Help band ${stamp}`;
  const created = await page.request.post('/api/editor/sections?lang=en', { data: { name, locale: 'en', data: data({ type: 'Heading', props: { id: 'Heading-1', text: 'Call 411' } }) } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  expect((await page.request.post(`/api/editor/sections/publish?id=${id}&lang=en`)).status()).toBe(200);
  expect((await page.request.post('/api/editor/pages?lang=en', { data: { uri, locale: 'en', title: uri } })).status()).toBe(201);
  const content = data({ type: 'Hero', props: { id: 'Hero-1', title: 'Help' } }, { type: 'SharedSection', props: { id: 'Shared-1', sectionId: id } });
  expect((await page.request.put(`/api/editor/pages/content?uri=${uri}&lang=en`, { data: { title: uri, layout: 'page', seo: {}, data: content } })).status()).toBe(200);
  expect((await page.request.post(`/api/editor/pages/publish?uri=${uri}&lang=en`)).status()).toBe(200);

  // The section, opened from the page's shared sections list.
  await page.reload();
  const list = page.getByRole('navigation', { name: 'Pages' });
  await list.getByRole('searchbox', { name: 'Find a page' }).fill(uri);
  await list.getByRole('button', { name: `en ${uri}`, exact: true }).click();
  await list.getByRole('button', { name: 'Shared sections' }).click();
  await page.getByRole('region', { name: 'Shared sections' }).getByRole('region', { name }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: `Shared section “${name}”` })).toBeVisible();
  await page.getByRole('button', { name: 'Variants (A/B test)' }).click();
  const panel = page.getByRole('region', { name: 'Variants (A/B test)' });
  await expect(panel.getByText('No test is live on this section.')).toBeVisible();
  await panel.getByRole('button', { name: 'Add a variant' }).click();
  const b = panel.locator('[data-variant-key="b"]');
  await b.getByLabel('Name').fill('Chat first');

  // Unhappy: a share above 100 is refused, in words.
  await b.getByLabel('Share of visitors (%)').fill('150');
  await panel.getByRole('button', { name: 'Save and publish the test' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Some of the information sent is not valid. Check it and try again.');
  await b.getByLabel('Share of visitors (%)').fill('50');

  // B's words, on the canvas, kept in B; then the section's own draft again, and the test goes live.
  await b.getByRole('button', { name: 'Show B on the canvas' }).click();
  await expect(panel.getByRole('note')).toContainText("go back to the section's draft");
  await page.getByRole('main').getByRole('heading', { name: 'Call 411', exact: true }).click();
  const text = page.locator('input[name="text"]').filter({ visible: true }).first();
  await expect(text).toHaveValue('Call 411');
  await text.fill('Chat with us first');
  await panel.getByRole('button', { name: 'Use the canvas as B' }).click();
  await panel.getByRole('button', { name: "Back to the section's draft" }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Call 411', exact: true })).toBeVisible();
  await checkA11y(page, 'the section editor with the variants panel open');
  await panel.getByRole('button', { name: 'Save and publish the test' }).click();
  await expect(panel.getByRole('status')).toHaveText('The variants are live: visitors are split between them.');
  await expect(panel.getByText('A test is live on this section.')).toBeVisible();

  // A visitor whose cookies put them in B: B's words in the page's section, on every visit.
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'vid', value: `e2e-section-visitor-${stamp}`, url: baseURL! },
    { name: 'ab', value: `ensection%3A${id}~b`, url: baseURL! },
  ]);
  const visitor = await context.newPage();
  for (let visit = 0; visit < 2; visit++) {
    const viewed = visitor.waitForResponse((r) => r.url().includes('/api/v2/variants/event'));
    const response = visit === 0 ? await visitor.goto(`/en${uri}`) : await visitor.reload();
    expect([response?.headers()['x-variant'], response?.headers()['cache-control']]).toEqual([`s${id}b`, 'private, no-store']);
    await expect(visitor.getByRole('heading', { name: 'Chat with us first' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Call 411' })).toHaveCount(0);
    const view = await viewed;
    expect([view.status(), view.request().postDataJSON()]).toEqual([200, { uri, section: id, goal: 'view' }]);
  }

  // The editor's results count the visitor in B.
  await page.getByRole('button', { name: 'Variants (A/B test)' }).click();
  await page.getByRole('button', { name: 'Variants (A/B test)' }).click();
  const recharges = panel.getByRole('table', { name: 'Recharge' });
  await expect(recharges.locator('tr[data-variant-key="b"] td[data-cell="visitors"]')).toHaveText('1');
  await expect(recharges.locator('tr[data-variant-key="a"] td[data-cell="visitors"]')).toHaveText('0');
  await context.close();
});
