/**
 * The editor a marketing team works in (issue 32): an outdated translation is marked in the page list
 * and in the page; a release publishes two languages of a page at once, and visitors see both.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, signInEditor, test } from './fixtures';

const hero = (title: string) => ({ title, layout: 'page', seo: {}, data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title } }] } });

/** An English page and its Arabic translation, drafts only, made through the editor's API (a new address each run). */
async function pageInTwoLanguages(page: Page, name: string): Promise<string> {
  const uri = `/e2e-${name}-${Date.now()}`;
  expect((await page.request.post('/api/editor/pages?lang=en', { data: { uri, locale: 'en', title: 'Eid offer' } })).status()).toBe(201);
  expect((await page.request.put(`/api/editor/pages/content?uri=${uri}&lang=en`, { data: hero('Double data for Eid') })).status()).toBe(200);
  expect((await page.request.post('/api/editor/pages?lang=en', { data: { uri, locale: 'ar', title: 'عرض العيد', copyFrom: uri, copyLocale: 'en' } })).status()).toBe(201);
  expect((await page.request.put(`/api/editor/pages/content?uri=${uri}&lang=ar`, { data: hero('ضعف البيانات في العيد') })).status()).toBe(200);
  return uri;
}

test('a translation whose English source changed is marked outdated, and saving it clears the mark', async ({ page }) => {
  await signInEditor(page);
  const uri = await pageInTwoLanguages(page, 'outdated');
  expect((await page.request.put(`/api/editor/pages/content?uri=${uri}&lang=en`, { data: hero('Triple data for Eid') })).status()).toBe(200);
  await page.reload();
  const list = page.getByRole('navigation', { name: 'Pages' });
  await list.getByRole('searchbox', { name: 'Find a page' }).fill(uri);
  const arabic = list.getByRole('button', { name: `ar ${uri}`, exact: true });
  await expect(arabic).toHaveText('ar•!');
  await expect(arabic).toHaveAccessibleDescription('translation outdated');
  await arabic.click();
  await expect(page.getByRole('note')).toContainText('This translation is outdated: the English version changed after it was last saved.');
  await checkA11y(page, 'the editor with an outdated translation open');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Translated from English; up to date.')).toBeVisible();
  await expect(arabic).toHaveText('ar•');
});

test('a release publishes a page in English and Arabic at once; visitors see both', async ({ page, browser }) => {
  await signInEditor(page);
  const uri = await pageInTwoLanguages(page, 'release');
  await page.reload();
  const list = page.getByRole('navigation', { name: 'Pages' });
  await list.getByRole('searchbox', { name: 'Find a page' }).fill(uri);
  await list.getByRole('button', { name: `en ${uri}`, exact: true }).click();
  await list.getByRole('button', { name: 'Releases' }).click();
  const panel = page.getByRole('region', { name: 'Releases' });
  const name = `Eid ${Date.now()}`;
  await panel.getByLabel('Name of a new release').fill(name);
  await panel.getByRole('button', { name: 'Start a release' }).click();
  const release = panel.getByRole('region', { name });
  await release.getByRole('button', { name: `Add the open page (en ${uri})` }).click();
  await list.getByRole('button', { name: `ar ${uri}`, exact: true }).click();
  await release.getByRole('button', { name: `Add the open page (ar ${uri})` }).click();
  await expect(release.getByRole('listitem')).toHaveCount(2);
  await checkA11y(page, 'the editor with a release of two pages');

  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(`/en${uri}`))?.status()).toBe(404);
  await release.getByRole('button', { name: 'Publish all now' }).click();
  await expect(panel.getByRole('status')).toHaveText('Pages published: 2.');
  await expect(release.getByRole('button', { name: 'Roll back all' })).toBeVisible();
  expect((await visitor.goto(`/en${uri}`))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Double data for Eid' })).toBeVisible();
  expect((await visitor.goto(uri))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'ضعف البيانات في العيد' })).toBeVisible();
  await visitor.context().close();
});
