/**
 * Shared sections (issue 32, part 5): blocks of one page saved as a section, the section put on a second
 * page, then edited and published once; visitors see the change on both pages; then its first version is
 * published again from its versions list, and visitors see the old words again. The unhappy step: a page
 * showing a section not yet published is refused, and the editor says why.
 */
import { checkA11y, expect, signInEditor, test } from './fixtures';

const draft = (title: string, content: object[]) => ({ title, layout: 'page', seo: {}, data: { root: { props: {} }, content } });

test('a shared section on two pages: edited and published once, visitors see the change on both', async ({ page, browser }) => {
  await signInEditor(page);
  const stamp = Date.now();
  const [a, b] = [`/e2e-shared-a-${stamp}`, `/e2e-shared-b-${stamp}`];
  const help = 'Need help? Call 411';
  for (const [uri, content] of [
    [a, [{ type: 'Hero', props: { id: 'Hero-1', title: 'Page A' } }, { type: 'Heading', props: { id: 'Heading-1', text: help } }]],
    [b, [{ type: 'Hero', props: { id: 'Hero-1', title: 'Page B' } }]],
  ] as const) {
    expect((await page.request.post('/api/editor/pages?lang=en', { data: { uri, locale: 'en', title: uri } })).status()).toBe(201);
    expect((await page.request.put(`/api/editor/pages/content?uri=${uri}&lang=en`, { data: draft(uri, [...content]) })).status()).toBe(200);
  }
  await page.reload();
  const list = page.getByRole('navigation', { name: 'Pages' });
  const openPage = async (uri: string) => {
    await list.getByRole('searchbox', { name: 'Find a page' }).fill(uri);
    await list.getByRole('button', { name: `en ${uri}`, exact: true }).click();
  };

  // Page A's second block becomes a shared section, and the section takes its place on the page.
  await openPage(a);
  await list.getByRole('button', { name: 'Shared sections' }).click();
  const panel = page.getByRole('region', { name: 'Shared sections' });
  const name = `Help band ${stamp}`;
  await panel.getByLabel('Name', { exact: true }).fill(name);
  await panel.getByRole('checkbox', { name: `2. Heading ${help}` }).check();
  await panel.getByRole('button', { name: 'Save as a shared section' }).click();
  await expect(panel.getByRole('status')).toContainText(`Section “${name}” saved`);
  await expect(page.getByText(`Shared section: ${name}`)).toBeVisible();

  // Not publishable while the section is not live in English: the editor says so.
  const publish = page.getByRole('button', { name: 'Check and publish' });
  await publish.click();
  await expect(page.getByRole('region', { name: 'Before publishing' })).toContainText('this shared section is not published in this language yet: publish it first');

  const section = panel.getByRole('region', { name });
  await section.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: `Shared section “${name}”` })).toBeVisible();
  await publish.click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 is live; 0 pages were renewed.' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to pages' }).click();
  await publish.click();
  await expect(page.getByRole('status').filter({ hasText: 'Published as version 1.' })).toBeVisible();

  // Page B gets it from the list, and goes live.
  await openPage(b);
  await section.getByRole('button', { name: 'Insert on this page' }).click();
  await expect(page.getByText(`Shared section: ${name}`)).toBeVisible();
  await publish.click();
  await expect(page.getByRole('status').filter({ hasText: 'Published as version 1.' })).toBeVisible();
  await section.getByRole('button', { name: 'Where used' }).click();
  await expect(section.getByRole('listitem')).toHaveText([`en ${a} ${a} · live Open`, `en ${b} ${b} · live Open`]);

  const visitor = await (await browser.newContext()).newPage();
  for (const uri of [a, b]) {
    await visitor.goto(`/en${uri}`);
    await expect(visitor.getByRole('heading', { name: help })).toBeVisible();
  }
  await checkA11y(visitor, 'a page showing a shared section');

  // One edit of the section, published once: both pages change for visitors.
  await section.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('main').getByRole('heading', { name: help, exact: true }).click();
  const text = page.locator('input[name="text"]').filter({ visible: true }).first();
  await expect(text).toHaveValue(help);
  await text.fill('Need help? Chat with us');
  await checkA11y(page, 'the editor with a shared section open');
  await publish.click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 is live; 2 pages were renewed.' })).toBeVisible();
  for (const uri of [a, b]) {
    await visitor.goto(`/en${uri}`);
    await expect(visitor.getByRole('heading', { name: 'Need help? Chat with us' })).toBeVisible();
  }

  // Version 1 published again from the section's versions: both pages show its words again.
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem').first()).toContainText('Version 2Live');
  await versions.getByRole('listitem').filter({ hasText: 'Version 1' }).getByRole('button', { name: 'Publish this version again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 is live again, published as version 3; 2 pages were renewed.' })).toBeVisible();
  await expect(versions.getByRole('listitem').first()).toContainText('Version 3Live');
  await expect(page.getByRole('main').getByRole('heading', { name: help, exact: true })).toBeVisible();
  for (const uri of [a, b]) {
    await visitor.goto(`/en${uri}`);
    await expect(visitor.getByRole('heading', { name: help })).toBeVisible();
  }
  await visitor.context().close();
});
